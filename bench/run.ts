import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { demoPassword } from "../src/server/db/seed/demo-password";

// `npm run bench`: a load benchmark against a running, seeded server. With BENCH_URL (plus
// BENCH_EMAIL and BENCH_PASSWORD of a verified company) it uses that server; otherwise it seeds a
// scratch data directory and starts the built server on it. Prints requests/s and latency
// percentiles, and writes bench/reports/<time>.json.

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Target {
  baseUrl: string;
  email: string;
  password: string;
  stop(): Promise<void>;
}

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error("the server exited before it was ready");
    const ok = await fetch(`${baseUrl}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not become healthy within 60 s");
}

async function localTarget(): Promise<Target> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-bench-"));
  const port = String(40_000 + Math.floor(Math.random() * 10_000));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: "warn",
  };
  console.log(`Seeding a scratch database in ${dataDir} ...`);
  await run(process.execPath, ["--import", "tsx", "src/server/db/seed/main.ts"], env);
  // A high global limit: the benchmark measures the server, not the rate limiter.
  const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, ...env, PORT: port, HOST: "127.0.0.1", RATE_LIMIT_MAX: "100000000" },
  });
  await waitForHealth(baseUrl, server);
  return {
    baseUrl,
    email: "priya@lumenlabs.ai",
    password: await demoPassword(dataDir),
    stop: async () => {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
      await fs.rm(dataDir, { recursive: true, force: true });
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

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Figures {
  name: string;
  path: string;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  non2xx: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
}

async function measure(baseUrl: string, name: string, urlPath: string, headers: Record<string, string> = {}) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${baseUrl}${urlPath}`, connections: CONNECTIONS, duration: DURATION_SECONDS, headers },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime: number) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const figures: Figures = {
    name,
    path: urlPath,
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
  const f = figures;
  console.log(
    `${name.padEnd(28)} ${String(f.requestsPerSecond).padStart(6)} req/s   p50 ${f.latencyMs.p50.toFixed(1)} ms   ` +
      `p95 ${f.latencyMs.p95.toFixed(1)} ms   p99 ${f.latencyMs.p99.toFixed(1)} ms   errors ${f.errors}   non-2xx ${f.non2xx}`,
  );
  return figures;
}

const target: Target = process.env.BENCH_URL
  ? {
      baseUrl: process.env.BENCH_URL.replace(/\/$/, ""),
      email: process.env.BENCH_EMAIL ?? "",
      password: process.env.BENCH_PASSWORD ?? "",
      stop: async () => undefined,
    }
  : await localTarget();

try {
  const cookie = await signIn(target);
  console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint against ${target.baseUrl}\n`);
  const results = [
    await measure(target.baseUrl, "GET /api/health", "/api/health"),
    await measure(target.baseUrl, "GET /api/me (session)", "/api/me", { cookie }),
    await measure(target.baseUrl, "GET /api/candidates (pool)", "/api/candidates?page=1&pageSize=20", { cookie }),
  ];
  const report = {
    at: new Date().toISOString(),
    target: target.baseUrl,
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    node: process.version,
    cpus: os.cpus().length,
    results,
  };
  await fs.mkdir("bench/reports", { recursive: true });
  const file = path.join("bench/reports", `${report.at.replace(/[:.]/g, "-")}.json`);
  await fs.writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nReport written to ${file}`);
  if (results.some((r) => r.non2xx > 0 || r.errors > 0)) {
    console.error("Some requests failed; the figures above include them.");
    process.exitCode = 1;
  }
} finally {
  await target.stop();
}
