import autocannon from "autocannon";

export interface Figures {
  name: string;
  path: string;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  non2xx: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Drives one URL with autocannon for the configured time and returns its throughput and latency. */
export async function measure(
  load: LoadOptions,
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Figures> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: load.connections, duration: load.durationSeconds, headers },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime: number) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    name,
    path: new URL(url).pathname + new URL(url).search,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors,
    non2xx: result.non2xx,
    latencyMs: {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      max: times.at(-1) ?? 0,
    },
  };
}
