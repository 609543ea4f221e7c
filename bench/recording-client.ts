import { createHash, randomBytes } from "node:crypto";
import http from "node:http";

// The recording endpoints as the recorder calls them, over real HTTP, for the benchmark.

export const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export function recorderEmail(runId: string, index: number): string {
  return `bench-${runId}-${index}@example.com`;
}

export interface BenchSession {
  sessionId: string;
  interviewId: string;
  token: string;
}

export class RecorderClient {
  private constructor(
    private readonly baseUrl: string,
    private readonly cookie: string,
  ) {}

  /**
   * Signs in from a loopback address of its own (`127.0.1.<n>`): sign-in allows five a minute per
   * address, and the benchmark signs in more candidates than that at once.
   */
  static async signIn(baseUrl: string, email: string, password: string, fromIndex: number): Promise<RecorderClient> {
    const body = JSON.stringify({ email, password });
    const { status, text, cookies } = await new Promise<{ status: number; text: string; cookies: string[] }>(
      (resolve, reject) => {
        const request = http.request(
          `${baseUrl}/api/auth/sign-in/email`,
          {
            method: "POST",
            localAddress: `127.0.1.${1 + (fromIndex % 250)}`,
            headers: { "content-type": "application/json", origin: baseUrl, "content-length": Buffer.byteLength(body) },
          },
          (response) => {
            let text = "";
            response.setEncoding("utf8");
            response.on("data", (piece: string) => (text += piece));
            response.on("end", () =>
              resolve({ status: response.statusCode ?? 0, text, cookies: response.headers["set-cookie"] ?? [] }),
            );
            response.on("error", reject);
          },
        );
        request.on("error", reject);
        request.end(body);
      },
    );
    if (status !== 200) throw new Error(`sign-in of ${email} failed: ${status} ${text}`);
    return new RecorderClient(baseUrl, cookies.map((each) => each.split(";")[0]).join("; "));
  }

  private async call<T>(method: string, path: string, body?: object): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        cookie: this.cookie,
        origin: this.baseUrl,
        ...(body ? { "content-type": "application/json" } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** A new attempt with the lease held, renewed in the background until `stop` is called. */
  async open(): Promise<BenchSession & { stop(): void }> {
    const attempt = await this.call<{ sessionId: string; interviewId: string }>(
      "POST",
      "/api/interviews/network/attempts",
      {},
    );
    await this.call("PUT", `/api/interviews/${attempt.interviewId}/consent`, { consent: true, extraTimeSeconds: 0 });
    const token = randomBytes(16).toString("hex");
    const lease = () => this.call("POST", `/api/recording-sessions/${attempt.sessionId}/lease`, { token });
    await lease();
    const timer = setInterval(() => void lease().catch((error: unknown) => console.error(error)), 10_000);
    return { ...attempt, token, stop: () => clearInterval(timer) };
  }

  async putChunk(session: BenchSession, seq: number, bytes: Buffer<ArrayBuffer>, sha256: string): Promise<void> {
    const response = await fetch(
      `${this.baseUrl}/api/recording-sessions/${session.sessionId}/segments/0/chunks/${seq}`,
      {
        method: "PUT",
        headers: {
          cookie: this.cookie,
          origin: this.baseUrl,
          "content-type": "application/octet-stream",
          "x-recording-lease": session.token,
          "x-chunk-sha256": sha256,
          "x-recording-mime-type": "video/webm;codecs=vp8,opus",
        },
        body: bytes,
      },
    );
    if (!response.ok) throw new Error(`chunk ${seq}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  }

  finish(session: BenchSession, chunkSha256s: string[]): Promise<unknown> {
    return this.call("POST", `/api/recording-sessions/${session.sessionId}/finish`, {
      token: session.token,
      segments: [{ index: 0, lastSeq: chunkSha256s.length - 1, chunkSha256s }],
      questionStartSeconds: [0],
    });
  }

  status(interviewId: string): Promise<{ status: string; durationSeconds: number | null }> {
    return this.call("GET", `/api/interviews/${interviewId}/recording-status`);
  }

  /** Polls the status every 100 ms until it leaves `processing`; returns it and when it was seen. */
  async settled(interviewId: string, timeoutMs = 600_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const status = await this.status(interviewId);
      if (status.status !== "processing" && status.status !== "recording") return { ...status, at: performance.now() };
      if (Date.now() > deadline)
        throw new Error(`interview ${interviewId} still ${status.status} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Runs `work` for every index below `count`, at most `concurrency` at a time, in order of start. */
export async function inParallel(
  count: number,
  concurrency: number,
  work: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, count) }, async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await work(index);
    }
  });
  await Promise.all(lanes);
}
