import { execFile, spawn } from "node:child_process";
import { constants } from "node:fs";
import { access, realpath } from "node:fs/promises";
import path from "node:path";
import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import { BYTES_PER_SECOND, locateWavSamples } from "../../../plugins/media/pcm-wav";
import { type AiProvider, type AnswerAudio, ProviderError, type TranscriptionResult } from "./ai-provider";

export interface OfflineProviderOptions {
  /** config.pocketsphinxPath: pocketsphinx_continuous; null looks it up on PATH. */
  pocketsphinxPath: string | null;
  /** config.ffmpegPath. The offline provider itself needs none: the pipeline cuts the audio. */
  ffmpegPath: string;
  /** The directories searched when pocketsphinxPath is null; default: the PATH variable. */
  searchPath?: string;
}

const BINARY = "pocketsphinx_continuous";
const LANGUAGE_MODEL = "en-us";

export const OFFLINE_TRANSCRIBER_MISSING =
  "No transcript: this server has no offline transcriber. Installing pocketsphinx and its English model (Debian: apt-get install pocketsphinx pocketsphinx-en-us) gives a rough automatic transcript.";

/**
 * pocketsphinx decodes about three times faster than real time on one core (STACK-NOTES); a
 * busy machine may be several times slower, so the limit only stops a run that has hung.
 */
function timeLimitMs(durationSeconds: number): number {
  return 60_000 + 3_000 * Math.max(0, durationSeconds);
}

/** The stderr kept for error messages: the end of pocketsphinx's log, where it says what failed. */
const STDERR_LIMIT = 16 * 1024;

type Transcriber = { kind: "found"; binary: string; model: string } | { kind: "missing"; reason: string };

/**
 * The `offline` provider (decision 0050), the default: no configuration, no network. It
 * transcribes with pocketsphinx where installed, a rough automatic transcript labelled as such,
 * and never judges content (`assess` is null): the pipeline shows measured interview signals
 * instead. Without pocketsphinx it gives no transcript, with the reason, and never invents one.
 */
export function createOfflineProvider(options: OfflineProviderOptions): AiProvider {
  // Looked up once per provider: installing pocketsphinx later takes a restart.
  let lookup: Promise<Transcriber> | null = null;
  const transcriber = () => (lookup ??= findTranscriber(options));

  return {
    name: "offline",
    chatModel: null,
    transcribeModel: `pocketsphinx ${LANGUAGE_MODEL}`,
    assess: null,
    async transcribe(audio: AnswerAudio, signal?: AbortSignal): Promise<TranscriptionResult> {
      const found = await transcriber();
      if (found.kind === "missing") return { kind: "unavailable", reason: found.reason };
      const seconds = await wavSeconds(audio.wavPath);
      const stdout = await runPocketsphinx(found.binary, audio, signal);
      // Times are in frames of 10 ms: a last word may round past the end of the audio.
      const words = parsePocketsphinxOutput(stdout).map((word) => ({
        ...word,
        start: Math.min(word.start, seconds),
        end: Math.min(word.end, seconds),
      }));
      return {
        kind: "transcript",
        words,
        text: words.map((word) => word.text).join(" "),
        model: found.model,
        rough: true,
        usage: null,
      };
    },
  };
}

/**
 * The answer's length, read from its WAV header, which is checked first: pocketsphinx reads
 * any WAV as 16 kHz mono 16-bit and would turn other audio into confident nonsense.
 */
async function wavSeconds(wavPath: string): Promise<number> {
  try {
    const { bytes } = await locateWavSamples(wavPath);
    return bytes / BYTES_PER_SECOND;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ProviderError(`The offline transcriber cannot read this audio: ${reason}`, false);
  }
}

async function findTranscriber(options: OfflineProviderOptions): Promise<Transcriber> {
  const binary = options.pocketsphinxPath
    ? await executable(options.pocketsphinxPath)
    : await onPath(BINARY, options.searchPath ?? process.env.PATH ?? "");
  if (binary === null) {
    return {
      kind: "missing",
      reason: options.pocketsphinxPath
        ? `No transcript: the offline transcriber set in POCKETSPHINX_PATH (${options.pocketsphinxPath}) cannot be run on this server.`
        : OFFLINE_TRANSCRIBER_MISSING,
    };
  }
  const version = await debianPackageVersion(binary);
  return { kind: "found", binary, model: ["pocketsphinx", version, LANGUAGE_MODEL].filter(Boolean).join(" ") };
}

async function executable(file: string): Promise<string | null> {
  try {
    await access(file, constants.X_OK);
    return file;
  } catch {
    return null;
  }
}

async function onPath(name: string, searchPath: string): Promise<string | null> {
  for (const dir of searchPath.split(path.delimiter)) {
    if (dir === "") continue;
    const found = await executable(path.join(dir, name));
    if (found) return found;
  }
  return null;
}

/**
 * The installed build, for the run log's attribution ("pocketsphinx 0.8+5prealpha+1-15
 * en-us"). pocketsphinx_continuous has no version option, so this asks dpkg, and only for
 * Debian's own binary; any other build is named without a version.
 */
async function debianPackageVersion(binary: string): Promise<string | null> {
  try {
    if ((await realpath(binary)) !== `/usr/bin/${BINARY}`) return null;
  } catch {
    return null;
  }
  return new Promise((resolve) => {
    execFile("dpkg-query", ["-W", "-f=${Version}", "pocketsphinx"], { timeout: 5_000 }, (error, stdout) => {
      const version = stdout.trim();
      resolve(error || !/^[\w.+:~-]+$/.test(version) ? null : version);
    });
  });
}

/**
 * Runs pocketsphinx_continuous on one answer's WAV: one line of text per utterance, then one
 * `word start end confidence` line per word (`-time yes`), times in seconds of the file. Its
 * log goes to stderr, whose tail is kept for the error message (a missing acoustic model, an
 * unreadable file): `-logfn /dev/null` would silence the one place that says why it failed.
 */
function runPocketsphinx(binary: string, audio: AnswerAudio, signal?: AbortSignal): Promise<string> {
  const limitMs = timeLimitMs(audio.durationSeconds);
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const child = spawn(binary, ["-infile", audio.wavPath, "-time", "yes"], {
      stdio: ["ignore", "pipe", "pipe"],
      windowsHide: true,
    });
    const stdout: Buffer[] = [];
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-STDERR_LIMIT);
    });

    let stoppedBy: "timeout" | "abort" | null = null;
    const stop = (why: "timeout" | "abort") => {
      stoppedBy = why;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(() => stop("timeout"), limitMs);
    const onAbort = () => stop("abort");
    signal?.addEventListener("abort", onAbort, { once: true });
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    };

    child.once("error", (error) => {
      done();
      reject(new ProviderError(`The offline transcriber could not be started (${binary}): ${error.message}`, true));
    });
    child.once("close", (code, exitSignal) => {
      done();
      if (stoppedBy === "abort") reject(signal?.reason);
      else if (stoppedBy === "timeout")
        reject(new ProviderError(`The offline transcriber took longer than ${Math.round(limitMs / 1000)} s`, true));
      else if (code === 0) resolve(Buffer.concat(stdout).toString("utf8"));
      else
        reject(new ProviderError(`The offline transcriber failed: ${failureReason(stderr, code, exitSignal)}`, false));
    });
  });
}

/** pocketsphinx's own error lines (ERROR:, FATAL:, FATAL_ERROR:), else its exit status. */
function failureReason(stderr: string, code: number | null, exitSignal: NodeJS.Signals | null): string {
  const errors = stderr
    .split("\n")
    .filter((line) => /^(ERROR|FATAL|FATAL_ERROR):/.test(line))
    .map((line) => line.replace(/^\w+: "[^"]*", line \d+: /, "").trim());
  if (errors.length > 0) return errors.slice(-3).join("; ").slice(0, 500);
  return code === null ? `stopped by ${exitSignal ?? "a signal"}` : `exit ${code}`;
}

const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)$/;

/**
 * The timed words of pocketsphinx_continuous's `-time yes` output. Utterance lines (the text)
 * are skipped: the words carry the same text with times. Dropped: sentence marks `<s>` `</s>`,
 * silence `<sil>` and fillers such as `[NOISE]`, `++BREATH++`, `+SMACK+` (not words the
 * candidate said). An alternate pronunciation's suffix is removed: `to(3)` is "to". Each word
 * keeps pocketsphinx's posterior as its confidence (decision 0088), to three places.
 */
export function parsePocketsphinxOutput(stdout: string): TimedWord[] {
  const words: TimedWord[] = [];
  for (const line of stdout.split("\n")) {
    const match = WORD_LINE.exec(line.trim());
    if (!match) continue;
    const [, token = "", start, end, posterior] = match;
    if (/^[<[+]/.test(token)) continue;
    const text = token.replace(/\(\d+\)$/, "");
    if (text === "") continue;
    const confidence = Math.min(1, Math.max(0, Math.round(Number(posterior) * 1000) / 1000));
    words.push({ text, start: Number(start), end: Number(end), confidence });
  }
  return words;
}
