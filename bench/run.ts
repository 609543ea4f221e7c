import type { ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { demoPassword } from "../src/server/db/seed/demo-password";
import { measure, type Figures, type LoadOptions } from "./measure";
import {
  capture,
  freePort,
  peakRssMb,
  run,
  startListeningScript,
  startNodeScript,
  stopProcess,
  waitForOk,
} from "./processes";
import { benchRecording, printTaskTimes, RECORDERS_NEEDED, type RecordingFigures } from "./recording";

// `npm run bench`: load figures for the authenticated request path, each read as a share of a
// bare Fastify route measured in the same run (a separate minimal server on this machine).
// - Default: seeds a scratch PGlite data directory and starts the server on it.
// - DATABASE_URL set: seeds that PostgreSQL database (once; the demo password is kept in a data
//   directory derived from the URL) and starts the server on it.
// - BENCH_URL set (plus BENCH_EMAIL, BENCH_PASSWORD of a verified company): an already running
//   server; its peak RSS is then unknown.
// Prints req/s, the ratio to the bare route, latency percentiles and the server's peak RSS, then
// the recording figures (bench/recording.ts), and writes bench/reports/<time>.json.
// BENCH_ONLY=http or BENCH_ONLY=recording runs one part. The recording part needs a server this
// run started (it seeds its own candidates), so BENCH_URL runs the HTTP part only.
// BENCH_ONLY=pool and BENCH_ONLY=applicants measure database queries on PostgreSQL (DATABASE_URL,
// a database of their own: they seed 100,000 candidates or 5,000 applicants), with no server.
// BENCH_ONLY=fairness times the fairness report of a company with 10,000 decisions (PostgreSQL only).
// BENCH_ONLY=agreement times a posting's AI–human agreement, 2,000 applications × 5 scorecards (PostgreSQL only).
// BENCH_ONLY=offline-evaluation runs the offline provider's media and transcription steps on a
// 20-minute interview, with no server and no database.
// BENCH_ONLY=transcript-search measures the pool's search over 700,000 answer transcripts
// (100,000 candidates, 7 answers each) on PostgreSQL, in a database of its own.
// BENCH_ONLY=openai-evaluation times the openai evaluation pipeline against the fake server.
// BENCH_ONLY=interviewer times the AI interviewer's follow-up at Next against the fake server.

const only = process.env.BENCH_ONLY;
// The candidate pool's search and list queries (bench/pool.ts).
if (only === "pool") {
  await (await import("./pool")).benchPool();
  process.exit(0);
}
// The pool's search over what candidates said, 7 answers each (bench/transcript-search.ts).
if (only === "transcript-search") {
  await (await import("./transcript-search")).benchTranscriptSearch();
  process.exit(0);
}
// One posting's applicants list (bench/applicants.ts).
if (only === "applicants") {
  await (await import("./applicants")).benchApplicants();
  process.exit(0);
}
// Match scores: recompute and the pool ranked for a posting (bench/matching.ts).
if (only === "matching") {
  await (await import("./matching")).benchMatching();
  process.exit(0);
}
// The offline evaluation on a 20-minute interview (bench/offline-evaluation.ts), no server.
if (only === "offline-evaluation") {
  await (await import("./offline-evaluation")).benchOfflineEvaluation();
  process.exit(0);
}
// The fairness report of a company with 10,000 decisions (bench/fairness.ts), PostgreSQL only.
if (only === "offline-confidence") {
  await (await import("./offline-confidence")).benchOfflineConfidence();
  process.exit(0);
}
if (only === "fairness") {
  await (await import("./fairness")).benchFairness();
  process.exit(0);
}
// A posting's AI–human agreement, 2,000 applications × 5 scorecards (bench/agreement.ts), PostgreSQL only.
if (only === "agreement") {
  await (await import("./agreement")).benchAgreement();
  process.exit(0);
}
// The openai evaluation pipeline against the fake server (bench/openai-evaluation.ts).
if (only === "openai-evaluation") {
  await (await import("./openai-evaluation")).benchOpenAiEvaluation();
  process.exit(0);
}
// The AI interviewer's follow-up at Next, candidates recording at real pace (bench/interviewer.ts).
if (only === "interviewer") {
  await (await import("./interviewer")).benchInterviewer();
  process.exit(0);
}
if (only !== undefined && only !== "http" && only !== "recording")
  throw new Error(
    `BENCH_ONLY is "http", "recording", "pool", "transcript-search", "applicants", "matching", "fairness", "agreement", "offline-evaluation", "openai-evaluation" or "interviewer", not ${JSON.stringify(only)}`,
  );
const runHttp = only !== "recording";
const runRecording = only !== "http" && !process.env.BENCH_URL;
/** Names this run's recorder accounts, so runs against one PostgreSQL database never collide. */
const runId = randomBytes(4).toString("hex");

const load: LoadOptions = {
  durationSeconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
};

interface Target {
  baseUrl: string;
  database: string;
  email: string;
  password: string;
  /** The server process, when this run started it (for its peak RSS). */
  server?: ChildProcess;
  /** The server's data directory and environment, when this run started it. */
  dataDir?: string;
  env?: Record<string, string>;
  stop(): Promise<void>;
}

async function startTarget(databaseUrl: string | undefined): Promise<Target> {
  // On PostgreSQL the seeded data outlives the run, so its demo password must too.
  const dataDir = databaseUrl
    ? path.join(os.tmpdir(), `onetake-bench-${createHash("sha256").update(databaseUrl).digest("hex").slice(0, 12)}`)
    : await fs.mkdtemp(path.join(os.tmpdir(), "onetake-bench-"));
  await fs.mkdir(dataDir, { recursive: true });
  const port = String(await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    PUBLIC_URL: baseUrl,
    // The recording part's finish figures upload random bytes, whose finalize fails by design
    // (and warns): only errors are shown then.
    LOG_LEVEL: runRecording ? "error" : "warn",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  console.log(`Seeding ${databaseUrl ? "the PostgreSQL database" : `a scratch PGlite database in ${dataDir}`} ...`);
  await run(process.execPath, ["--import", "tsx", "src/server/db/seed/main.ts"], env);
  if (runRecording)
    await run(process.execPath, ["--import", "tsx", "bench/seed-recorders.ts", runId, String(RECORDERS_NEEDED)], env);
  // High limits: the benchmark measures the server, not the rate limiters, and uploads
  // recordings faster than a recorder's one chunk a second.
  const server = await startNodeScript("src/server/main.ts", {
    ...env,
    PORT: port,
    HOST: "127.0.0.1",
    RATE_LIMIT_MAX: "100000000",
    RECORDING_CHUNKS_PER_MINUTE: "100000000",
    RECORDING_CHUNKS_PER_IP_PER_MINUTE: "100000000",
  });
  await waitForOk(`${baseUrl}/api/health`, server);
  return {
    baseUrl,
    database: databaseUrl ? "postgres" : "pglite",
    email: "priya@lumenlabs.ai",
    password: await demoPassword(dataDir),
    server,
    dataDir,
    env,
    stop: async () => {
      await stopProcess(server);
      if (!databaseUrl) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(target: Target): Promise<string> {
  const response = await fetch(`${target.baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: target.baseUrl },
    body: JSON.stringify({ email: target.email, password: target.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The bare route's server, started once and measured between the endpoints. */
async function startBare(): Promise<{ url: string; stop(): Promise<void> }> {
  const { child, port } = await startListeningScript("bench/bare-server.ts");
  const url = `http://127.0.0.1:${port}/`;
  await waitForOk(url, child);
  return { url, stop: () => stopProcess(child) };
}

function mean(values: number[]): number {
  return values.length === 0 ? 0 : Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
}

function print(f: Figures, bareRps?: number): void {
  const ratio = bareRps ? `${((100 * f.requestsPerSecond) / bareRps).toFixed(1)}% of bare` : "";
  console.log(
    `${f.name.padEnd(28)} ${String(f.requestsPerSecond).padStart(6)} req/s  ${ratio.padStart(14)}   ` +
      `p50 ${f.latencyMs.p50.toFixed(1)} ms  p95 ${f.latencyMs.p95.toFixed(1)} ms  p99 ${f.latencyMs.p99.toFixed(1)} ms` +
      `   errors ${f.errors}  non-2xx ${f.non2xx}`,
  );
}

const target: Target = process.env.BENCH_URL
  ? {
      baseUrl: process.env.BENCH_URL.replace(/\/$/, ""),
      database: "unknown (BENCH_URL)",
      email: process.env.BENCH_EMAIL ?? "",
      password: process.env.BENCH_PASSWORD ?? "",
      stop: async () => undefined,
    }
  : await startTarget(process.env.DATABASE_URL);

interface HttpFigures {
  bareRequestsPerSecond: number;
  serverPeakRssMb: number | undefined;
  bare: Figures[];
  results: (Figures & { bareRequestsPerSecond: number; ratioToBare: number | null })[];
}

async function benchHttp(): Promise<HttpFigures> {
  const cookie = await signIn(target);
  console.log(
    `\n${load.connections} connections, ${load.durationSeconds} s per endpoint; ` +
      `server ${target.baseUrl} on ${target.database}\n`,
  );
  // The bare route is measured before, between and after the endpoints, and each endpoint is
  // read against the mean of the two bare runs beside it: a neighbour's load that comes and
  // goes during the run then weighs on both sides of each ratio.
  const endpoints: [string, string, Record<string, string>][] = [
    ["GET /api/health", "/api/health", {}],
    ["GET /api/me (session)", "/api/me", { cookie }],
    ["GET /api/candidates (pool)", "/api/candidates?page=1&pageSize=20", { cookie }],
  ];
  const bare = await startBare();
  const bareRuns: Figures[] = [];
  const results: HttpFigures["results"] = [];
  try {
    bareRuns.push(await measure(load, "bare Fastify route", bare.url));
    for (const [name, urlPath, headers] of endpoints) {
      const figures = await measure(load, name, `${target.baseUrl}${urlPath}`, headers);
      bareRuns.push(await measure(load, "bare Fastify route", bare.url));
      const bareRps = mean(bareRuns.slice(-2).map((f) => f.requestsPerSecond));
      results.push({
        ...figures,
        bareRequestsPerSecond: bareRps,
        ratioToBare: bareRps ? figures.requestsPerSecond / bareRps : null,
      });
    }
  } finally {
    await bare.stop();
  }
  const bareRps = mean(bareRuns.map((f) => f.requestsPerSecond));
  const serverPeakRssMb = await peakRssMb(target.server?.pid);

  console.log("");
  for (const f of bareRuns) print(f);
  for (const f of results) print(f, f.bareRequestsPerSecond);
  console.log(
    `\nBare route: ${bareRps} req/s (mean of ${bareRuns.length}; each ratio uses the two runs beside it). ` +
      `Server peak RSS: ${serverPeakRssMb === undefined ? "unknown" : `${serverPeakRssMb} MB`} (${target.database}).`,
  );
  if ([...bareRuns, ...results].some((r) => r.non2xx > 0 || r.errors > 0)) {
    console.error("Some requests failed; the figures above include them.");
    process.exitCode = 1;
  }
  return { bareRequestsPerSecond: bareRps, serverPeakRssMb, bare: bareRuns, results };
}

try {
  const http = runHttp ? await benchHttp() : undefined;
  let recording: RecordingFigures | undefined;
  if (runRecording && target.dataDir) {
    recording = await benchRecording({
      baseUrl: target.baseUrl,
      serverPid: target.server?.pid,
      dataDir: target.dataDir,
      runId,
      password: target.password,
    });
    if (target.server && target.env) {
      // pg-boss's own times for the finalize tasks; on PGlite the database opens only once the server is gone.
      await stopProcess(target.server);
      const ids = recording.finalize.map((each) => each.sessionId);
      const seconds = JSON.parse(await capture("bench/finalize-task-times.ts", ids, target.env)) as Record<
        string,
        number
      >;
      recording.finalizeTaskSeconds = printTaskTimes(recording, seconds);
    }
  } else if (only === "recording") {
    console.log("The recording part needs a server this run starts; it does not run against BENCH_URL.");
  }

  const report = {
    at: new Date().toISOString(),
    target: target.baseUrl,
    database: target.database,
    connections: load.connections,
    durationSeconds: load.durationSeconds,
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: os.loadavg(),
    ...(http ?? {}),
    ...(recording ? { recording } : {}),
  };
  await fs.mkdir("bench/reports", { recursive: true });
  const file = path.join("bench/reports", `${report.at.replace(/[:.]/g, "-")}.json`);
  await fs.writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Report written to ${file}`);
} finally {
  await target.stop();
}
