import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCandidate } from "./testing/accounts-fixtures";
import { chunkHeaders, chunkPath, openHttpRecorder, type HttpRecorder } from "./testing/http-recorder";
import { rawRequest } from "./testing/raw-request";
import { sha256Hex } from "./testing/recording-fixtures";
import { serverProcessDatabase, type ServerProcessDatabase } from "./testing/server-process-database";
import { startServerProcess, type ServerProcess } from "./testing/server-process";
import { testDrivers } from "./testing/test-database";

const SIXTY_FIVE_MIB = 65 * 1024 * 1024;
/** A free-space floor no disk reaches (a petabyte): every chunk finds the store "full". */
const FLOOR_NO_DISK_REACHES_MB = String(1024 * 1024 * 1024);

/*
 * Decision 0072, as the built server runs behind a load balancer (TRUST_PROXY=true): a chunk
 * refused with 413 mid-stream, or with 507 for want of disk space, closes its connection, and
 * the request's log line, written after that, once read the client address from the destroyed
 * socket and ended the process. The real process must answer, stay alive, and go on answering.
 * One driver is enough for a process-level check: PostgreSQL when the run has it, else PGlite.
 */
const driver = testDrivers().at(-1) ?? "pglite";

describe(`a server behind a proxy, on ${driver}, refusing chunk uploads`, () => {
  let dataDir: string;
  let database: ServerProcessDatabase;
  let email: string;
  let recorder: HttpRecorder;
  const secret = randomBytes(32).toString("base64url");
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-proxy-refusals-"));
    const prepared = await serverProcessDatabase(driver, dataDir, (db) =>
      createCandidate(db, {}, { emailVerified: true }),
    );
    database = prepared;
    email = prepared.seeded.email;
  }, 60_000);

  afterAll(async () => {
    for (const server of running) await server.stop();
    await database?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
    const server = await startServerProcess({
      // As deployed: a test server writes no request log, and the log line is what failed.
      NODE_ENV: "production",
      ...database.env,
      DATA_DIR: dataDir,
      AUTH_SECRET: secret,
      TRUST_PROXY: "true",
      LOG_LEVEL: "info",
      ...env,
    });
    running.push(server);
    return server;
  }

  /** The log line is written once the answer has gone: after a moment, the same process still answers. */
  async function expectStillServing(server: ServerProcess): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const health = await fetch(`${server.baseUrl}/api/health`).catch((error: unknown) => error);
    expect(
      { exitCode: server.child.exitCode, signal: server.child.signalCode },
      `the server stopped:\n${server.output().slice(-4000)}`,
    ).toEqual({ exitCode: null, signal: null });
    expect(health instanceof Response ? health.status : String(health)).toBe(200);
    expect(server.output()).not.toContain("uncaughtException");
  }

  const portOf = (server: ServerProcess) => Number(new URL(server.baseUrl).port);

  it("answers 65 MiB sent chunked, with no declared length, with 413 and keeps serving", async () => {
    const server = await start();
    recorder = await openHttpRecorder(server.baseUrl, email);
    const answer = await rawRequest(
      portOf(server),
      {
        method: "PUT",
        path: chunkPath(recorder, 0, 0),
        headers: { ...chunkHeaders(recorder, "0".repeat(64)), "transfer-encoding": "chunked" },
        // One chunk of the chunked encoding as large as the whole body, streamed 64 KiB at a time.
        bodyStart: Buffer.from(`${SIXTY_FIVE_MIB.toString(16)}\r\n`),
        rest: SIXTY_FIVE_MIB,
      },
      30_000,
    );
    expect(answer.status).toBe(413);
    expect(answer.closed).toBe(true);
    await expectStillServing(server);
    // Shut down cleanly, so the same data directory starts again below.
    await server.stop();
    expect(server.child.exitCode).toBe(0);
  }, 60_000);

  it("answers a chunk the disk has no room for with 507 and keeps serving", async () => {
    const server = await start({ STORAGE_MIN_FREE_MB: FLOOR_NO_DISK_REACHES_MB });
    const chunk = randomBytes(1024 * 1024);
    // The head only, as the store's own test sends it: the answer comes before the body is read.
    const answer = await rawRequest(portOf(server), {
      method: "PUT",
      path: chunkPath(recorder, 0, 0),
      headers: { ...chunkHeaders(recorder, sha256Hex(chunk)), "content-length": String(chunk.length) },
    });
    expect(answer.status).toBe(507);
    expect(answer.closed).toBe(true);
    await expectStillServing(server);
  }, 60_000);
});
