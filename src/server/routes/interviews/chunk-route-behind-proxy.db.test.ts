import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECORDING_HEADERS } from "@shared/interviews/recording-contracts";
import { FullDiskBlobStore } from "../../testing/full-disk-blob-store";
import { rawRequest } from "../../testing/raw-request";
import { recordingClient, sha256Hex, type Recorder } from "../../testing/recording-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";

const WEBM = "video/webm;codecs=vp9,opus";
const SIXTY_FIVE_MIB = 65 * 1024 * 1024;

/*
 * Decision 0072: behind a load balancer (TRUST_PROXY), a chunk refused mid-stream (413 over the cap
 * with no declared length, 507 on a full disk) left the socket destroyed, and writing the
 * request's log line then read the client address from it and ended the process. Over real
 * sockets, the server must answer and then go on answering.
 */
describe.each(["true", "false"])("chunk uploads refused mid-stream with TRUST_PROXY=%s", (trustProxy) => {
  let t: TestApp;
  let port: number;
  let storeDir: string;
  let store: FullDiskBlobStore;
  const { freshRecorder } = recordingClient(() => t, { mimeType: WEBM });

  beforeAll(async () => {
    storeDir = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-proxy-chunks-"));
    store = new FullDiskBlobStore(storeDir);
    t = await createTestApp({ blobs: store, env: { TRUST_PROXY: trustProxy } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(storeDir, { recursive: true, force: true });
  });

  const headers = (recorder: Recorder, extra: Record<string, string>) => ({
    cookie: recorder.cookie,
    "content-type": "application/octet-stream",
    "x-forwarded-for": "198.51.100.7",
    [RECORDING_HEADERS.leaseToken]: recorder.token,
    [RECORDING_HEADERS.mimeType]: WEBM,
    ...extra,
  });

  async function expectStillServing(): Promise<void> {
    // The log line is written once the answer has gone: give it that moment. A throw there is an
    // uncaught exception, which fails this file even where the process would have died.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const health = await rawRequest(port, { method: "GET", path: "/api/health", headers: {} });
    expect(health.status).toBe(200);
  }

  it("answers 65 MiB sent chunked, with no declared length, with 413 and keeps serving", async () => {
    const recorder = await freshRecorder();
    const answer = await rawRequest(
      port,
      {
        method: "PUT",
        path: `/api/recording-sessions/${recorder.sessionId}/segments/0/chunks/0`,
        headers: headers(recorder, { "transfer-encoding": "chunked", [RECORDING_HEADERS.sha256]: "0".repeat(64) }),
        // One chunk of the chunked encoding, as large as the whole body.
        bodyStart: Buffer.from(`${SIXTY_FIVE_MIB.toString(16)}\r\n`),
        rest: SIXTY_FIVE_MIB,
      },
      30_000,
    );
    expect(answer.status).toBe(413);
    // Closed, not left holding a paused body until the request timeout.
    expect(answer.headers.connection).toBe("close");
    expect(answer.closed).toBe(true);
    await expectStillServing();
  });

  it("answers a write that finds the disk full with 507 and keeps serving", async () => {
    const recorder = await freshRecorder();
    const chunk = randomBytes(4 * 1024 * 1024);
    store.fullAfterBytes = 256 * 1024;
    try {
      const answer = await rawRequest(port, {
        method: "PUT",
        path: `/api/recording-sessions/${recorder.sessionId}/segments/0/chunks/0`,
        headers: headers(recorder, {
          "content-length": String(chunk.length),
          [RECORDING_HEADERS.sha256]: sha256Hex(chunk),
        }),
        bodyStart: chunk,
      });
      expect(answer.status).toBe(507);
    } finally {
      store.fullAfterBytes = undefined;
    }
    await expectStillServing();
  });
});
