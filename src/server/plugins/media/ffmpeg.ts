import { spawn } from "node:child_process";

/** Where the ffmpeg binary is, and how long one run may take before it is killed. */
export interface Ffmpeg {
  path: string;
  /** Default: DEFAULT_FFMPEG_TIMEOUT_MS. */
  timeoutMs?: number;
}

/**
 * A remux of a 20-minute, 308 MB recording takes about a second (STACK-NOTES), so five
 * minutes only ever stops a run that has hung (a stalled disk, a pathological input).
 */
const DEFAULT_FFMPEG_TIMEOUT_MS = 5 * 60_000;

/** The stderr kept for error messages: its tail, where ffmpeg says what went wrong. */
const STDERR_LIMIT = 64 * 1024;
const STDOUT_LIMIT = 64 * 1024;
const MESSAGE_LIMIT = 1_000;

export type MediaToolErrorCode =
  /** The input is missing, empty or not a recording this toolkit handles. */
  | "invalid-input"
  /** ffmpeg ran and exited with an error (see stderrTail). */
  | "failed"
  /** ffmpeg ran past its time limit and was killed. */
  | "timeout"
  /** The ffmpeg binary could not be started (wrong FFMPEG_PATH, missing platform package). */
  | "unavailable";

export class MediaToolError extends Error {
  constructor(
    readonly code: MediaToolErrorCode,
    message: string,
    readonly stderrTail = "",
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "MediaToolError";
  }
}

export interface FfmpegOutput {
  stdout: string;
  stderr: string;
}

/**
 * Runs ffmpeg with an argument array (no shell, so paths are never interpreted), without
 * stdin, killed after the time limit. Resolves with its (bounded) output on exit code 0;
 * rejects with a MediaToolError otherwise.
 */
export function runFfmpeg(ffmpeg: Ffmpeg, args: readonly string[]): Promise<FfmpegOutput> {
  const timeoutMs = ffmpeg.timeoutMs ?? DEFAULT_FFMPEG_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg.path, ["-hide_banner", "-nostdin", ...args], {
      stdio: ["ignore", "pipe", "pipe"],
      windowsHide: true,
    });
    const stdout = new BoundedTail(STDOUT_LIMIT);
    const stderr = new BoundedTail(STDERR_LIMIT);
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));

    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);

    child.once("error", (error) => {
      clearTimeout(timer);
      reject(
        new MediaToolError("unavailable", `ffmpeg could not be started (${ffmpeg.path}): ${error.message}`, "", {
          cause: error,
        }),
      );
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      const output = { stdout: stdout.text(), stderr: stderr.text() };
      if (timedOut) {
        reject(new MediaToolError("timeout", `ffmpeg took longer than ${timeoutMs} ms and was stopped`, output.stderr));
      } else if (code === 0) {
        resolve(output);
      } else {
        const reason = endOf(output.stderr) || `exit ${code ?? signal ?? "unknown"}`;
        reject(new MediaToolError("failed", `ffmpeg failed: ${reason}`, output.stderr));
      }
    });
  });
}

/** The end of a stream's output, at most `limit` bytes of it. */
class BoundedTail {
  private chunks: Buffer[] = [];
  private size = 0;

  constructor(private readonly limit: number) {}

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
    while (this.size - (this.chunks[0]?.length ?? 0) >= this.limit && this.chunks.length > 1) {
      this.size -= this.chunks.shift()?.length ?? 0;
    }
  }

  text(): string {
    const all = Buffer.concat(this.chunks);
    return all.subarray(Math.max(0, all.length - this.limit)).toString("utf8");
  }
}

function endOf(stderr: string): string {
  const text = stderr.trim();
  return text.length > MESSAGE_LIMIT ? `…${text.slice(-MESSAGE_LIMIT)}` : text;
}
