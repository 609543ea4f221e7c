import { randomUUID } from "node:crypto";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { RssSampler } from "./rss-sampler";

// The chunk route against bodies it must never read (decision 0016): REQUESTS requests at once,
// each declaring and sending BODY_MB of JSON to a random session id. The server answers 415
// before any parser runs; the figure is its RSS growth meanwhile, and how long /api/health takes.

const REQUESTS = 16;
const BODY_MB = 60;
const PIECE = Buffer.alloc(256 * 1024, 0x61);

export interface HostileBodyFigures {
  requests: number;
  bodyMegabytes: number;
  statuses: Record<string, number>;
  seconds: number;
  healthMs: number;
  healthAtRestMs: number;
  rssBeforeMb: number | null;
  rssPeakMb: number | null;
  rssGrowthMb: number | null;
}

/** Sends one hostile body until the server answers or closes; resolves with the status (or the error's code). */
function sendHostile(baseUrl: string): Promise<string> {
  const total = BODY_MB * 1024 * 1024;
  const url = new URL(`/api/recording-sessions/${randomUUID()}/segments/0/chunks/0`, baseUrl);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: string) => {
      if (settled) return;
      settled = true;
      request.destroy();
      resolve(outcome);
    };
    const request = http.request(url, {
      method: "PUT",
      headers: { "content-type": "application/json", "content-length": String(total) },
    });
    request.on("response", (response) => {
      response.resume();
      settle(String(response.statusCode));
    });
    request.on("error", (error: NodeJS.ErrnoException) => settle(error.code ?? "error"));
    let sent = 0;
    const pump = () => {
      while (sent < total && !settled) {
        const size = Math.min(PIECE.length, total - sent);
        sent += size;
        if (!request.write(PIECE.subarray(0, size))) {
          request.once("drain", pump);
          return;
        }
      }
      if (sent >= total) request.end();
    };
    request.write('{"padding":"');
    pump();
  });
}

async function healthMs(baseUrl: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(new URL("/api/health", baseUrl));
  await response.arrayBuffer();
  return performance.now() - started;
}

export async function measureHostileBodies(
  baseUrl: string,
  serverPid: number | undefined,
): Promise<HostileBodyFigures> {
  const sampler = serverPid === undefined ? undefined : new RssSampler(serverPid);
  const before = sampler ? await sampler.baseline(500) : null;
  const healthAtRest = await healthMs(baseUrl); // also warms this process's fetch up
  sampler?.start();
  const started = performance.now();
  const sending = Promise.all(Array.from({ length: REQUESTS }, () => sendHostile(baseUrl)));
  const health = await healthMs(baseUrl);
  const outcomes = await sending;
  const seconds = (performance.now() - started) / 1000;
  const peak = sampler ? await sampler.stop() : null;
  const statuses: Record<string, number> = {};
  for (const outcome of outcomes) statuses[outcome] = (statuses[outcome] ?? 0) + 1;
  const round = (value: number) => Number(value.toFixed(1));
  return {
    requests: REQUESTS,
    bodyMegabytes: BODY_MB,
    statuses,
    seconds: Number(seconds.toFixed(2)),
    healthMs: round(health),
    healthAtRestMs: round(healthAtRest),
    rssBeforeMb: before === null ? null : round(before),
    rssPeakMb: peak === null ? null : round(peak),
    rssGrowthMb: before === null || peak === null ? null : round(peak - before),
  };
}

export function describeHostileBodies(f: HostileBodyFigures): string {
  const statuses = Object.entries(f.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(", ");
  const rss =
    f.rssGrowthMb === null
      ? "RSS unknown (the server is not this run's child)"
      : `RSS ${f.rssBeforeMb} MB before, ${f.rssPeakMb} MB peak: growth ${f.rssGrowthMb} MB`;
  return `${rss}; answers ${statuses} in ${f.seconds} s; /api/health meanwhile ${f.healthMs} ms (${f.healthAtRestMs} ms at rest)`;
}
