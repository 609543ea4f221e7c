import path from "node:path";
import { z } from "zod";
import { bundledFfmpegPath } from "./plugins/media/bundled-ffmpeg";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

const optionalUrl = z.url().optional();

const MB = 1024 * 1024;

/**
 * Every variable the server reads. Defaults are the embedded parts (PGlite, local disk,
 * the mail outbox, the offline AI provider, the bundled ffmpeg) so a fresh clone starts with no configuration.
 */
const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Default: 127.0.0.1 in development (the dev admin and outbox stay on this machine), else 0.0.0.0. */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  TRUSTED_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * Rotating the secret (decision 0074): the fingerprint of the secret AUTH_SECRET replaces, as a
   * refused start printed it. A server whose secret differs from the database's starts only then.
   */
  AUTH_SECRET_REPLACES: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "must be the fingerprint a refused start printed (43 characters)")
    .optional(),
  COOKIE_SECURE: booleanFlag.optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  /** Recorder chunks a session may send per minute (the chunk route's own limit, decision 0016). */
  RECORDING_CHUNKS_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /** Recorder chunks one IP may send per minute, all sessions together (decision 0016). */
  RECORDING_CHUNKS_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  /** All the bytes one candidate may hold: recordings, chunks of every session (failed ones too), files. */
  CANDIDATE_STORAGE_QUOTA_MB: z.coerce.number().int().positive().default(3072),
  /** Uploads are refused while the local store has less free space than this. */
  STORAGE_MIN_FREE_MB: z.coerce.number().int().min(0).default(1024),
  /** Seconds a company may undo a hiring decision before the candidate is told (decision 0048). */
  DECISION_UNDO_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("OneTake <no-reply@onetake.local>"),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().min(1).optional(),
  AI_CHAT_MODEL: z.string().min(1).default("gpt-4o-mini"),
  AI_TRANSCRIBE_MODEL: z.string().min(1).default("whisper-1"),
  /** Transcription may live elsewhere (a faster-whisper server, say); default: AI_BASE_URL and AI_API_KEY. */
  AI_TRANSCRIBE_BASE_URL: optionalUrl,
  AI_TRANSCRIBE_API_KEY: z.string().min(1).optional(),
  /** Seconds one provider call may take before it is abandoned and retried. */
  AI_TIMEOUT_SECONDS: z.coerce.number().positive().default(120),
  /** Provider calls in flight at once, per process. */
  AI_MAX_CONCURRENCY: z.coerce.number().int().positive().default(4),
  /** Attempts per call on 429, 5xx and timeouts (Retry-After is honoured). */
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  /** US dollars per million tokens, for the run log's cost. */
  AI_PRICE_INPUT_PER_MTOK: z.coerce.number().min(0).default(0),
  AI_PRICE_OUTPUT_PER_MTOK: z.coerce.number().min(0).default(0),
  /** The AI interviewer's follow-up questions, on whenever an openai provider is configured unless this is off. */
  AI_INTERVIEWER: z.enum(["on", "off"]).default("on"),
  /** The model that drafts follow-ups; default AI_CHAT_MODEL. A fast one suits: a candidate waits. */
  AI_INTERVIEWER_CHAT_MODEL: z.string().min(1).optional(),
  /** The provider's text-to-speech model that reads follow-ups aloud (e.g. gpt-4o-mini-tts); unset: the browser's voice. */
  AI_SPEECH_MODEL: z.string().min(1).optional(),
  /** The voice AI_SPEECH_MODEL speaks with. */
  AI_SPEECH_VOICE: z.string().min(1).default("alloy"),
  /** From a request's receipt to the answer; the page gives up at 3 s from the press, so at most 2.8 s. */
  FOLLOW_UP_SERVER_BUDGET_MS: z.coerce.number().int().min(500).max(2800).default(2500),
  /** Segments transcribed in windows at once, per process. */
  INTERVIEWER_WINDOW_WORKERS: z.coerce.number().int().min(1).max(32).default(4),
  /** The offline provider's transcriber; default: pocketsphinx_continuous on PATH, when installed. */
  POCKETSPHINX_PATH: z.string().min(1).optional(),
  DEV_ADMIN_ENABLED: booleanFlag.optional(),
  FFMPEG_PATH: z.string().min(1).optional(),
  /**
   * For tests only: multiplies how long a stopped worker's work waits before another server takes
   * it over (the task queue's supervision and retry delay, an evaluation's claim refresh and
   * staleness; a task's heartbeat stays at least 10 s, pg-boss's floor). 1, the default, in production.
   */
  RECOVERY_TIME_SCALE: z.coerce.number().positive().max(1).default(1),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+)$/, "must be true, false or a number of proxy hops")
    .default("false"),
});

type Environment = z.infer<typeof environmentSchema>;

export interface Config {
  env: Environment["NODE_ENV"];
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string;
  trustedOrigins: string[];
  logLevel: Environment["LOG_LEVEL"];
  dataDir: string;
  database: { kind: "pglite"; dir: string } | { kind: "postgres"; url: string };
  authSecret: string | undefined;
  /** The fingerprint of the session secret this one replaces (decision 0074); null: none. */
  authSecretReplaces: string | null;
  cookieSecure: boolean;
  rateLimitMax: number;
  recordingChunksPerMinute: number;
  recordingChunksPerIpPerMinute: number;
  /** In bytes (decision 0016). */
  candidateStorageQuotaBytes: number;
  /** In bytes; local disk only (S3 does not fill up). */
  storageMinFreeBytes: number;
  decisionUndoSeconds: number;
  storage:
    | { kind: "local"; dir: string }
    | {
        kind: "s3";
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  mail: { from: string; smtpUrl: string | undefined };
  ai:
    | { kind: "offline" }
    | {
        kind: "openai";
        baseUrl: string;
        apiKey: string;
        chatModel: string;
        transcribeModel: string;
        transcribeBaseUrl: string;
        transcribeApiKey: string;
      };
  /**
   * The AI interviewer (decision 0055): null when no openai provider is configured or it is
   * switched off, and then no interview asks a follow-up.
   */
  interviewer: {
    chatModel: string;
    serverBudgetMs: number;
    windowWorkers: number;
    /** The provider's voice for follow-ups; null: the browser reads them with its own speech synthesis. */
    speech: { model: string; voice: string } | null;
  } | null;
  /** Limits and prices that apply to whichever provider runs (decision 0050). */
  aiCalls: {
    timeoutMs: number;
    maxConcurrency: number;
    maxRetries: number;
    pricePerMillionInputTokens: number;
    pricePerMillionOutputTokens: number;
  };
  /** pocketsphinx_continuous for the offline transcript; null looks it up on PATH. */
  pocketsphinxPath: string | null;
  devAdminEnabled: boolean;
  /** The ffmpeg that remuxes recordings and makes posters; default the one @ffmpeg-installer ships. */
  ffmpegPath: string;
  /** Behind a load balancer, how many proxies to trust for the client IP (rate limits use it). */
  trustProxy: boolean | number;
  /** Tests only (RECOVERY_TIME_SCALE): below 1, a stopped worker's work is taken over sooner (decision 0072). */
  recoveryTimeScale: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses an environment (process.env by default) into a Config, or throws a ConfigError naming each bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(
    Object.keys(environmentSchema.shape).map((key) => [key, emptyToUndefined(source[key])]),
  );
  const parsed = environmentSchema.safeParse(relevant);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const isProduction = e.NODE_ENV === "production";

  if (isProduction && !e.AUTH_SECRET) problems.push("AUTH_SECRET: required when NODE_ENV=production");
  if (isProduction && !e.PUBLIC_URL) problems.push("PUBLIC_URL: required when NODE_ENV=production");
  if (e.AI_BASE_URL && !e.AI_API_KEY) problems.push("AI_API_KEY: required when AI_BASE_URL is set");
  const s3Named = [e.S3_ENDPOINT, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY].some(Boolean);
  if (s3Named && !e.S3_BUCKET) problems.push("S3_BUCKET: required when any other S3_* variable is set");
  if (e.DEV_ADMIN_ENABLED && isProduction) problems.push("DEV_ADMIN_ENABLED: not allowed when NODE_ENV=production");
  if (e.RECOVERY_TIME_SCALE !== 1 && isProduction)
    problems.push("RECOVERY_TIME_SCALE: not allowed when NODE_ENV=production");
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const isDevelopment = e.NODE_ENV === "development";
  const trustedOrigins = unique([
    new URL(publicUrl).origin,
    // In development the same server is reached as localhost, 127.0.0.1 or [::1]; `npm run dev`
    // serves the app from Vite (5173), which proxies /api here.
    ...(isDevelopment
      ? [publicUrl, `http://localhost:${e.PORT}`, "http://localhost:5173"].flatMap(loopbackAliases)
      : []),
    ...(e.TRUSTED_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
  ]);

  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST ?? (isDevelopment ? "127.0.0.1" : "0.0.0.0"),
    port: e.PORT,
    publicUrl,
    trustedOrigins,
    logLevel: e.LOG_LEVEL,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "pglite", dir: path.join(dataDir, "db") },
    authSecret: e.AUTH_SECRET,
    authSecretReplaces: e.AUTH_SECRET_REPLACES ?? null,
    cookieSecure: e.COOKIE_SECURE ?? isProduction,
    rateLimitMax: e.RATE_LIMIT_MAX,
    recordingChunksPerMinute: e.RECORDING_CHUNKS_PER_MINUTE,
    recordingChunksPerIpPerMinute: e.RECORDING_CHUNKS_PER_IP_PER_MINUTE,
    candidateStorageQuotaBytes: e.CANDIDATE_STORAGE_QUOTA_MB * MB,
    storageMinFreeBytes: e.STORAGE_MIN_FREE_MB * MB,
    decisionUndoSeconds: e.DECISION_UNDO_SECONDS,
    storage: e.S3_BUCKET
      ? {
          kind: "s3",
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : { kind: "local", dir: path.join(dataDir, "blobs") },
    mail: { from: e.MAIL_FROM, smtpUrl: e.SMTP_URL },
    ai:
      e.AI_BASE_URL && e.AI_API_KEY
        ? {
            kind: "openai",
            baseUrl: e.AI_BASE_URL,
            apiKey: e.AI_API_KEY,
            chatModel: e.AI_CHAT_MODEL,
            transcribeModel: e.AI_TRANSCRIBE_MODEL,
            transcribeBaseUrl: e.AI_TRANSCRIBE_BASE_URL ?? e.AI_BASE_URL,
            transcribeApiKey: e.AI_TRANSCRIBE_API_KEY ?? e.AI_API_KEY,
          }
        : { kind: "offline" },
    interviewer:
      e.AI_BASE_URL && e.AI_API_KEY && e.AI_INTERVIEWER === "on"
        ? {
            chatModel: e.AI_INTERVIEWER_CHAT_MODEL ?? e.AI_CHAT_MODEL,
            serverBudgetMs: e.FOLLOW_UP_SERVER_BUDGET_MS,
            windowWorkers: e.INTERVIEWER_WINDOW_WORKERS,
            speech: e.AI_SPEECH_MODEL ? { model: e.AI_SPEECH_MODEL, voice: e.AI_SPEECH_VOICE } : null,
          }
        : null,
    aiCalls: {
      timeoutMs: e.AI_TIMEOUT_SECONDS * 1000,
      maxConcurrency: e.AI_MAX_CONCURRENCY,
      maxRetries: e.AI_MAX_RETRIES,
      pricePerMillionInputTokens: e.AI_PRICE_INPUT_PER_MTOK,
      pricePerMillionOutputTokens: e.AI_PRICE_OUTPUT_PER_MTOK,
    },
    pocketsphinxPath: e.POCKETSPHINX_PATH ?? null,
    devAdminEnabled: e.DEV_ADMIN_ENABLED ?? e.NODE_ENV === "development",
    ffmpegPath: e.FFMPEG_PATH ?? bundledFfmpegPath(),
    trustProxy: e.TRUST_PROXY === "true" ? true : e.TRUST_PROXY === "false" ? false : Number(e.TRUST_PROXY),
    recoveryTimeScale: e.RECOVERY_TIME_SCALE,
  };
}

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** The origin as reached through each loopback name, when it names this machine; else nothing. */
function loopbackAliases(url: string): string[] {
  const { protocol, hostname, port } = new URL(url);
  if (!LOOPBACK_HOSTS.includes(hostname)) return [];
  return LOOPBACK_HOSTS.map((host) => `${protocol}//${host}${port ? `:${port}` : ""}`);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function emptyToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value;
}
