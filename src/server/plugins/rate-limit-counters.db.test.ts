import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openPostgres, type DatabaseHandle } from "../db/client";
import { rateLimitCounters } from "../db/schema";
import { cloneTemplateDatabase } from "../testing/postgres-template";
import { createTestDatabase, testDrivers } from "../testing/test-database";
import { addHits, deleteExpiredHits, readHits } from "./rate-limit-counters";

const root = path.resolve(import.meta.dirname, "../../..");

describe.each(testDrivers())("shared rate-limit counters on %s", (driver) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("adds hits in one window and answers the totals with the time left", async () => {
    const first = await addHits(database.db, [
      { key: "a", add: 1, windowMs: 60_000 },
      { key: "b", add: 2, windowMs: 60_000 },
      { key: "a", add: 1, windowMs: 60_000 },
    ]);
    expect(first.get("a")?.hits).toBe(2);
    expect(first.get("b")?.hits).toBe(2);
    const again = await addHits(database.db, [{ key: "a", add: 3, windowMs: 60_000 }]);
    expect(again.get("a")?.hits).toBe(5);
    expect(again.get("a")?.ttlMs).toBeGreaterThan(50_000);
    expect(again.get("a")?.ttlMs).toBeLessThanOrEqual(60_000);
    expect((await readHits(database.db, ["a", "b", "none"])).get("a")?.hits).toBe(5);
    expect((await readHits(database.db, ["none"])).size).toBe(0);
  });

  it("starts a new window once the old one has ended, and cleans up ended ones", async () => {
    await addHits(database.db, [{ key: "old", add: 7, windowMs: 60_000 }]);
    await database.db
      .update(rateLimitCounters)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, "old"));
    expect((await readHits(database.db, ["old"])).size).toBe(0);
    expect((await addHits(database.db, [{ key: "old", add: 1, windowMs: 60_000 }])).get("old")?.hits).toBe(1);

    await database.db
      .update(rateLimitCounters)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, "old"));
    await deleteExpiredHits(database.db);
    const left = await database.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, "old"));
    expect(left).toEqual([]);
  });
});

interface Server {
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts a server on a port the OS picks (PORT=0); it reports the port over the IPC channel once listening. */
async function startServer(databaseUrl: string, dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET: "two-servers-one-secret-".padEnd(40, "x"),
      HOST: "127.0.0.1",
      PORT: "0",
      TRUST_PROXY: "true",
      RATE_LIMIT_MAX: "10",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.on("message", (message: { listening?: { port: number } }) => {
      if (!message.listening) return;
      clearTimeout(timer);
      resolve(message.listening.port);
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited early:\n${output}`));
    });
  });
  return { port, child, output: () => output, exited };
}

/** Polls until the server answers its health check (expect.poll works only inside a test). */
async function waitForHealth(server: Server): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    const response = await fetch(`http://127.0.0.1:${server.port}/api/health`).catch(() => undefined);
    if (response?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const clientIp = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

// Two app servers need one real PostgreSQL database (PGlite is one process's).
describe.each(testDrivers().filter((driver) => driver === "postgres"))("two servers on one %s database", () => {
  let servers: [Server, Server];
  let database: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    database = await cloneTemplateDatabase(process.env.TEST_DATABASE_URL ?? "", inject("postgresTemplate"));
    handle = openPostgres(database.url, 2);
    const started: Server[] = [];
    // One after the other: both apply migrations and the task queue's schema on start.
    for (let i = 0; i < 2; i += 1) {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-rl-"));
      dataDirs.push(dataDir);
      const server = await startServer(database.url, dataDir);
      started.push(server);
      await waitForHealth(server);
    }
    servers = started as [Server, Server];
  }, 150_000);

  afterAll(async () => {
    for (const server of servers ?? []) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await handle?.close();
    await database?.drop();
    for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
  });

  const alternate = (i: number) => (i % 2 === 0 ? servers[0] : servers[1]);
  const send = (server: Server, method: string, url: string, ip: string, body?: object) =>
    fetch(`http://127.0.0.1:${server.port}${url}`, {
      method,
      headers: { "x-forwarded-for": ip, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  it("shares a route's per-IP limit: 20 sign-in requests per 15 minutes across both servers", async () => {
    const ip = clientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      statuses.push((await send(alternate(i), "POST", "/api/auth/sign-in/email", ip, { email: "nope" })).status);
    }
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 400));
    expect((await send(servers[0], "POST", "/api/auth/sign-in/email", ip, { email: "nope" })).status).toBe(429);
    expect((await send(servers[1], "POST", "/api/auth/sign-in/email", ip, { email: "nope" })).status).toBe(429);
  });

  it("shares a per-account limit: 3 password-reset requests per address from any IP on any server", async () => {
    const email = `reset-${randomBytes(4).toString("hex")}@example.com`;
    const body = { email, redirectTo: "/reset-password" };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await send(alternate(i), "POST", "/api/auth/request-password-reset", clientIp(), body)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("shares the global per-IP limit in the background: the other server refuses once it has synced", async () => {
    const ip = clientIp();
    const globalHits = async () => (await readHits(handle.db, [`global ${ip}`])).get(`global ${ip}`)?.hits ?? 0;
    for (let i = 0; i < 10; i += 1) {
      expect((await send(servers[0], "GET", "/api/client-config", ip)).status).toBe(200);
    }
    // The first server writes its count within about a second.
    await expect.poll(globalHits, { timeout: 10_000, interval: 100 }).toBe(10);
    // The second has not heard of this IP: it lets one request through, then syncs and knows.
    expect((await send(servers[1], "GET", "/api/client-config", ip)).status).toBe(200);
    await expect.poll(globalHits, { timeout: 10_000, interval: 100 }).toBe(11);
    await expect
      .poll(async () => (await send(servers[1], "GET", "/api/client-config", ip)).status, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe(429);
    expect((await send(servers[0], "GET", "/api/client-config", ip)).status).toBe(429);
  });
});
