import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundledFfmpegPath } from "./plugins/media/bundled-ffmpeg";
import { createCandidate } from "./testing/accounts-fixtures";
import {
  callAs,
  chunkHeaders,
  chunkPath,
  finishOverHttp,
  openHttpRecorder,
  putChunkOverHttp,
  type HttpRecorder,
} from "./testing/http-recorder";
import { makeRawWebm } from "./testing/media/test-media";
import { sha256Hex, splitIntoChunks } from "./testing/recording-fixtures";
import { startServerPair, type ServerPair } from "./testing/server-pair";
import { createTestDatabase, testDrivers } from "./testing/test-database";
import type { DatabaseHandle } from "./db/client";

/** Chunks the size a recorder sends at its slowest: above the 16 KiB floor, several per clip. */
const CHUNK_BYTES = 24 * 1024;

/**
 * Sends the head and half the body of a chunk, then drops the connection, as a network that cuts
 * out mid-upload does; the server never gets the rest.
 */
async function cutMidUpload(baseUrl: string, recorder: HttpRecorder, seq: number, bytes: Buffer): Promise<void> {
  const request = http.request(`${baseUrl}${chunkPath(recorder, 0, seq)}`, {
    method: "PUT",
    headers: { ...chunkHeaders(recorder, sha256Hex(bytes)), "content-length": String(bytes.length) },
  });
  request.on("error", () => undefined);
  await new Promise<void>((resolve) => request.write(bytes.subarray(0, bytes.length >> 1), () => resolve()));
  await new Promise((resolve) => setTimeout(resolve, 200));
  request.destroy();
}

async function bytesOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

/*
 * Two servers behind a load balancer (decision 0072's deployment): one PostgreSQL, one S3 bucket,
 * one AUTH_SECRET. A candidate's recording goes to whichever server each request reaches; the
 * interview must be put together and played back the same from either. Two servers need one
 * real PostgreSQL database (PGlite belongs to one process).
 */
// Without PostgreSQL in the run (TEST_DATABASE_URL unset, or TEST_DRIVERS without it) it is skipped, not failed.
describe.runIf(testDrivers().includes("postgres"))(
  "an interview recorded across two servers on postgres and one S3 bucket",
  () => {
    let database: DatabaseHandle;
    let pair: ServerPair;
    let email: string;
    let media: string;

    beforeAll(async () => {
      media = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-two-server-media-"));
      database = await createTestDatabase("postgres");
      if (database.kind !== "postgres") throw new Error("expected PostgreSQL");
      ({ email } = await createCandidate(database.db, {}, { emailVerified: true }));
      pair = await startServerPair(database.url);
    }, 120_000);

    afterAll(async () => {
      await pair?.stop();
      await database?.close();
      await fs.rm(media, { recursive: true, force: true });
    });

    it("takes chunks from both, a retry included, finishes on the other, and plays the same bytes from both", async () => {
      const [a, b] = pair.servers.map((server) => server.baseUrl) as [string, string];
      const webm = path.join(media, "interview.webm");
      await makeRawWebm({ path: bundledFfmpegPath() }, webm, { seconds: 4, width: 320, height: 240 });
      const chunks = splitIntoChunks(await fs.readFile(webm), CHUNK_BYTES);
      expect(chunks.length).toBeGreaterThanOrEqual(4);

      const recorder = await openHttpRecorder(a, email);
      for (const [seq, chunk] of chunks.entries()) {
        // Chunks alternate between the servers, as a round-robin balancer sends them.
        let server = seq % 2 === 0 ? a : b;
        if (seq === 1) {
          // Cut off mid-body on one server, the recorder's retry reaches the other.
          await cutMidUpload(b, recorder, seq, chunk);
          server = a;
        }
        const put = await putChunkOverHttp(server, recorder, seq, chunk);
        expect(put.status, await put.clone().text()).toBe(200);
        await put.arrayBuffer();
        if (seq === 2) {
          // The answer was lost on the way back: the same chunk again, on the other server, is acknowledged.
          const again = await putChunkOverHttp(b, recorder, seq, chunk);
          expect(again.status, await again.clone().text()).toBe(200);
          await again.arrayBuffer();
        }
      }
      // Each chunk counted once: not the cut-off half, not the repeat.
      const session = await callAs<{ totalBytes: number }>(
        b,
        recorder,
        "GET",
        `/api/recording-sessions/${recorder.sessionId}`,
      );
      expect(session.totalBytes).toBe(chunks.reduce((sum, chunk) => sum + chunk.length, 0));

      // The last chunk went to one server; the finish goes to the other.
      const lastServer = (chunks.length - 1) % 2 === 0 ? a : b;
      await finishOverHttp(lastServer === a ? b : a, recorder, chunks, [0]);

      let polls = 0;
      await expect
        .poll(
          async () => {
            polls += 1;
            const status = await callAs<{ status: string }>(
              polls % 2 === 0 ? a : b,
              recorder,
              "GET",
              `/api/interviews/${recorder.interviewId}/recording-status`,
            );
            return status.status;
          },
          { timeout: 30_000, interval: 250 },
        )
        .toBe("ready");

      const recordingPath = `/api/interviews/${recorder.interviewId}/recording`;
      const get = (server: string, range?: string) =>
        fetch(`${server}${recordingPath}`, {
          headers: { cookie: recorder.cookie, "x-forwarded-for": recorder.address, ...(range ? { range } : {}) },
        });
      const whole = await get(a);
      expect(whole.status).toBe(200);
      const full = await bytesOf(whole);
      expect(full.length).toBeGreaterThan(1000);
      const fromB = await get(b);
      expect(fromB.status).toBe(200);
      expect(sha256Hex(await bytesOf(fromB))).toBe(sha256Hex(full));

      // A player's Range requests, each answered by whichever server the balancer picks.
      const cut = Math.floor(full.length / 3);
      const head = await get(b, `bytes=0-${cut - 1}`);
      const middle = await get(a, `bytes=${cut}-${2 * cut - 1}`);
      const tail = await get(b, `bytes=${2 * cut}-`);
      for (const part of [head, middle, tail]) expect(part.status).toBe(206);
      expect(tail.headers.get("content-range")).toBe(`bytes ${2 * cut}-${full.length - 1}/${full.length}`);
      const joined = Buffer.concat([await bytesOf(head), await bytesOf(middle), await bytesOf(tail)]);
      expect(joined.equals(full)).toBe(true);
    }, 90_000);
  },
);
