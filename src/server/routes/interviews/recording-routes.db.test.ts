import { randomBytes, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import {
  MAX_RECORDING_BYTES,
  MAX_RECORDING_CHUNK_BYTES,
  MIN_RECORDING_CHUNK_BYTES,
  RECORDING_HEADERS,
  recordingMessages,
} from "@shared/interviews/recording-contracts";
import { MAX_RERECORDS_PER_APPLICATION, networkInterviewQuestions } from "@shared/interviews/network-interview";
import { interviews, recordingChunks, recordingSessions } from "../../db/schema";
import {
  STRONG_PASSWORD,
  createCandidate,
  createCompany,
  signIn,
  signInDevAdmin,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { ORPHAN_GRACE_MS, sweepOrphanBlobs } from "../../domain/files/sweep-orphan-blobs";
import { blobKey } from "../../plugins/storage/blob-key";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { newLeaseToken as newToken, recordingClient, sha256Hex as sha } from "../../testing/recording-fixtures";
import { testDrivers } from "../../testing/test-database";

const WEBM = "video/webm;codecs=vp9,opus";

type Caller = "anonymous" | "owner" | "other candidate" | "company pending" | "company verified" | "admin";

describe.each(testDrivers())("recording ingest on %s", (driver) => {
  let t: TestApp;
  const cookies = {} as Record<Caller, string | undefined>;

  const { inject, startAttempt, lease, putChunk, freshRecorder, chunkBlobCount } = recordingClient(() => t, {
    mimeType: WEBM,
  });
  const getSession = (cookie: string | undefined, sessionId: string) =>
    inject({ method: "GET", url: `/api/recording-sessions/${sessionId}`, cookie });

  beforeAll(async () => {
    // A low global per-IP limit, so the chunk route showing it is exempt needs few requests.
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true", RATE_LIMIT_MAX: "40" } });
    const { db } = t.database;
    const accounts = {
      owner: await createCandidate(db, {}, { emailVerified: true }),
      "other candidate": await createCandidate(db, {}, { emailVerified: true }),
      "company pending": await createCompany(db, {}, { emailVerified: true }),
      "company verified": await createCompany(db, {}, { emailVerified: true, status: "verified" }),
    };
    cookies.anonymous = undefined;
    for (const [name, account] of Object.entries(accounts)) {
      cookies[name as Caller] = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
    }
    cookies.admin = await signInDevAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const SIGN_IN = { status: 401, message: accessMessages.signInRequired };
  const CANDIDATES_ONLY = { status: 403, message: accessMessages.onlyFor("candidate") };
  const NOT_FOUND = { status: 404, message: recordingMessages.sessionNotFound };

  describe("POST /api/interviews/network/attempts", () => {
    it("creates the network interview and its session once; calling again returns the same ones", async () => {
      const first = await startAttempt(cookies.owner);
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body).toMatchObject({
        overallSeconds: 1200,
        rerecordsLeft: MAX_RERECORDS_PER_APPLICATION,
        segments: [],
      });
      expect(body.questions).toEqual(
        networkInterviewQuestions.map((text) => ({ text, timeLimitSeconds: 120, followUpOf: null })),
      );
      const again = await startAttempt(cookies.owner);
      expect(again.json()).toEqual(body);
    });

    it("refuses everyone but a verified candidate", async () => {
      for (const [caller, expected] of [
        ["anonymous", SIGN_IN],
        ["company pending", CANDIDATES_ONLY],
        ["company verified", CANDIDATES_ONLY],
        ["admin", CANDIDATES_ONLY],
      ] as const) {
        const response = await startAttempt(cookies[caller]);
        expect({ caller, status: response.statusCode, message: response.json().message }).toEqual({
          caller,
          ...expected,
        });
      }
      const unverified = await createCandidate(t.database.db);
      const response = await startAttempt(await signIn(t.app, unverified.email, STRONG_PASSWORD, uniqueIp()));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(accessMessages.emailNotVerified);
    });

    it("refuses an interview already recorded", async () => {
      const { cookie, interviewId } = await freshRecorder();
      await t.database.db.update(interviews).set({ completed: true }).where(eq(interviews.id, interviewId));
      const response = await startAttempt(cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(recordingMessages.alreadyCompleted);
    });
  });

  describe("who may use a session", () => {
    it("answers only its owner: 401 signed out, 403 for other roles, 404 for another candidate", async () => {
      const { sessionId } = (await startAttempt(cookies.owner)).json();
      const token = newToken();
      const bytes = Buffer.from("owner chunk");
      const expectations: Record<Caller, { status: number; message?: string }> = {
        anonymous: SIGN_IN,
        owner: { status: 200 },
        "other candidate": NOT_FOUND,
        "company pending": CANDIDATES_ONLY,
        "company verified": CANDIDATES_ONLY,
        admin: CANDIDATES_ONLY,
      };
      for (const [caller, expected] of Object.entries(expectations) as [Caller, typeof SIGN_IN][]) {
        const callerToken = caller === "owner" ? token : newToken();
        const responses = {
          lease: await lease(cookies[caller], sessionId, callerToken),
          get: await getSession(cookies[caller], sessionId),
          put: await putChunk(cookies[caller], sessionId, { segment: 0, seq: 0 }, bytes, {
            token: callerToken,
            sha256: sha(bytes),
          }),
        };
        for (const [endpoint, response] of Object.entries(responses)) {
          const seen = { caller, endpoint, status: response.statusCode, message: response.json().message };
          expect(seen).toEqual({ caller, endpoint, ...expected, message: expected.message });
        }
      }
      const owned = await getSession(cookies.owner, sessionId);
      expect(owned.json()).toMatchObject({
        id: sessionId,
        status: "open",
        totalBytes: bytes.length,
        segments: [{ index: 0, mimeType: WEBM, acknowledgedSeqs: [0] }],
      });
    });

    it("says not found for a session that does not exist", async () => {
      const response = await getSession(cookies.owner, randomUUID());
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(recordingMessages.sessionNotFound);
    });
  });

  describe("lease", () => {
    it("lets one tab hold it: a second tab gets 409 until the first stops renewing", async () => {
      const { cookie, sessionId, token } = await freshRecorder();
      const renewed = await lease(cookie, sessionId, token);
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json().leaseSeconds).toBe(30);

      const otherTab = newToken();
      const refused = await lease(cookie, sessionId, otherTab);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(recordingMessages.leaseHeldElsewhere);
      const bytes = Buffer.from("from the second tab");
      const chunk = await putChunk(cookie, sessionId, { segment: 0, seq: 0 }, bytes, {
        token: otherTab,
        sha256: sha(bytes),
      });
      expect(chunk.statusCode).toBe(409);
      expect(chunk.json().message).toBe(recordingMessages.leaseRequired);

      // The first tab went quiet: its lease ran out.
      await t.database.db
        .update(recordingSessions)
        .set({ leaseExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(recordingSessions.id, sessionId));
      const stale = await putChunk(cookie, sessionId, { segment: 0, seq: 0 }, bytes, { token, sha256: sha(bytes) });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(recordingMessages.leaseRequired);
      expect((await lease(cookie, sessionId, otherTab)).statusCode).toBe(200);
      expect((await lease(cookie, sessionId, token)).statusCode).toBe(409);
      const accepted = await putChunk(cookie, sessionId, { segment: 1, seq: 0 }, bytes, {
        token: otherTab,
        sha256: sha(bytes),
      });
      expect(accepted.statusCode).toBe(200);
    });

    it("is given back by the tab that holds it, so another tab takes it at once; no other token can", async () => {
      const { cookie, sessionId, token } = await freshRecorder();
      const release = (by: string) =>
        inject({
          method: "POST",
          url: `/api/recording-sessions/${sessionId}/lease/release`,
          cookie,
          payload: { token: by },
        });
      const otherTab = newToken();
      const notHolder = await release(otherTab);
      expect(notHolder.statusCode).toBe(200);
      expect(notHolder.json()).toEqual({ released: false });
      expect((await lease(cookie, sessionId, otherTab)).statusCode).toBe(409);

      expect((await release(token)).json()).toEqual({ released: true });
      expect((await lease(cookie, sessionId, otherTab)).statusCode).toBe(200);
      const bytes = Buffer.from("after the hand-over");
      const stale = await putChunk(cookie, sessionId, { segment: 0, seq: 0 }, bytes, { token, sha256: sha(bytes) });
      expect(stale.statusCode).toBe(409);
    });
  });

  describe("chunks", () => {
    it("acknowledges a chunk once: the same seq and checksum again answers the same and stores nothing twice", async () => {
      const { cookie, sessionId, token } = await freshRecorder();
      const bytes = randomBytes(4096);
      const first = await putChunk(cookie, sessionId, { segment: 0, seq: 0 }, bytes, { token, sha256: sha(bytes) });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ segment: 0, seq: 0, byteSize: 4096, sha256: sha(bytes) });
      const again = await putChunk(cookie, sessionId, { segment: 0, seq: 0 }, bytes, { token, sha256: sha(bytes) });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await chunkBlobCount(sessionId)).toBe(1);
      expect((await getSession(cookie, sessionId)).json().totalBytes).toBe(4096);

      const other = randomBytes(10);
      const different = await putChunk(cookie, sessionId, { segment: 0, seq: 0 }, other, {
        token,
        sha256: sha(other),
      });
      expect(different.statusCode).toBe(409);
      expect(different.json().message).toBe(recordingMessages.checksumConflict);
      expect(await chunkBlobCount(sessionId)).toBe(1);
    });

    it("keeps one copy when the same chunk arrives twice at once (a retry racing the first try)", async () => {
      const { cookie, sessionId, token } = await freshRecorder();
      const bytes = randomBytes(32 * 1024);
      const send = () => putChunk(cookie, sessionId, { segment: 0, seq: 7 }, bytes, { token, sha256: sha(bytes) });
      const [first, second] = await Promise.all([send(), send()]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(first.json()).toEqual(second.json());
      expect(await chunkBlobCount(sessionId)).toBe(1);
      expect((await getSession(cookie, sessionId)).json().totalBytes).toBe(bytes.length);
    });

    it("refuses chunks and leases once the session is no longer open", async () => {
      const { cookie, sessionId, token } = await freshRecorder();
      await t.database.db
        .update(recordingSessions)
        .set({ status: "finished" })
        .where(eq(recordingSessions.id, sessionId));
      const bytes = Buffer.from("too late");
      const chunk = await putChunk(cookie, sessionId, { segment: 0, seq: 0 }, bytes, { token, sha256: sha(bytes) });
      expect(chunk.statusCode).toBe(409);
      expect(chunk.json().message).toBe(recordingMessages.sessionClosed);
      const renewed = await lease(cookie, sessionId, token);
      expect(renewed.statusCode).toBe(409);
      expect(renewed.json().message).toBe(recordingMessages.sessionClosed);
    });

    it("stores the exact bytes of a chunk sent in pieces, and keeps segments apart", async () => {
      const { cookie, sessionId, token } = await freshRecorder();
      const pieces = [randomBytes(1000), randomBytes(70_000), randomBytes(3)];
      const whole = Buffer.concat(pieces);
      const response = await putChunk(cookie, sessionId, { segment: 0, seq: 0 }, Readable.from(pieces), {
        token,
        sha256: sha(whole),
      });
      expect(response.statusCode).toBe(200);
      // At the floor, so another chunk may follow it in its segment (decision 0075).
      const restart = Buffer.concat([
        Buffer.from("a new MediaRecorder, a new header"),
        randomBytes(MIN_RECORDING_CHUNK_BYTES),
      ]);
      const segmentOne = await putChunk(cookie, sessionId, { segment: 1, seq: 0 }, restart, {
        token,
        sha256: sha(restart),
        mimeType: "video/mp4",
      });
      expect(segmentOne.statusCode).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(recordingChunks)
        .where(eq(recordingChunks.sessionId, sessionId))
        .orderBy(recordingChunks.segmentIndex);
      const read = await t.app.services.blobs.get(row!.blobKey as Parameters<typeof t.app.services.blobs.get>[0]);
      const stored: Buffer[] = [];
      for await (const piece of read!.stream) stored.push(piece as Buffer);
      expect(Buffer.concat(stored).equals(whole)).toBe(true);
      expect((await getSession(cookie, sessionId)).json().segments).toEqual([
        { index: 0, mimeType: WEBM, acknowledgedSeqs: [0] },
        { index: 1, mimeType: "video/mp4", acknowledgedSeqs: [0] },
      ]);
      const wrongType = await putChunk(cookie, sessionId, { segment: 1, seq: 1 }, restart, {
        token,
        sha256: sha(restart),
      });
      expect(wrongType.statusCode).toBe(409);
      expect(wrongType.json().message).toBe(recordingMessages.mimeTypeConflict);
    });

    it("refuses a chunk whose checksum does not match and keeps none of it", async () => {
      const { cookie, sessionId, token } = await freshRecorder();
      const bytes = randomBytes(2048);
      const response = await putChunk(cookie, sessionId, { segment: 0, seq: 0 }, bytes, {
        token,
        sha256: sha(Buffer.from("something else")),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(recordingMessages.checksumMismatch);
      expect(await chunkBlobCount(sessionId)).toBe(0);
      expect((await getSession(cookie, sessionId)).json()).toMatchObject({ totalBytes: 0, segments: [] });
    });

    it("refuses a malformed checksum header", async () => {
      const { cookie, sessionId, token } = await freshRecorder();
      const response = await putChunk(cookie, sessionId, { segment: 0, seq: 0 }, Buffer.from("x"), {
        token,
        sha256: "not-hex",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(recordingMessages.badChecksumHeader);
    });

    it("refuses a chunk over the per-chunk cap while it streams (413) and keeps none of it", async () => {
      const { cookie, sessionId, token } = await freshRecorder();
      const piece = Buffer.alloc(1024 * 1024, 7);
      const pieces = MAX_RECORDING_CHUNK_BYTES / piece.length + 1;
      const oversized = Readable.from(
        (function* () {
          for (let index = 0; index < pieces; index += 1) yield piece;
        })(),
      );
      const response = await putChunk(cookie, sessionId, { segment: 0, seq: 0 }, oversized, {
        token,
        sha256: "0".repeat(64),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(recordingMessages.chunkTooLarge);
      expect(await chunkBlobCount(sessionId)).toBe(0);
    });

    it("refuses a chunk that would take the interview past its total cap (413)", async () => {
      const { cookie, sessionId, token } = await freshRecorder();
      await t.database.db
        .update(recordingSessions)
        .set({ totalBytes: MAX_RECORDING_BYTES - 10 })
        .where(eq(recordingSessions.id, sessionId));
      const bytes = randomBytes(11);
      const streamed = await putChunk(cookie, sessionId, { segment: 0, seq: 0 }, Readable.from([bytes]), {
        token,
        sha256: sha(bytes),
      });
      expect(streamed.statusCode).toBe(413);
      expect(streamed.json().message).toBe(recordingMessages.recordingTooLarge);
      const declared = await putChunk(cookie, sessionId, { segment: 0, seq: 0 }, bytes, {
        token,
        sha256: sha(bytes),
      });
      expect(declared.statusCode).toBe(413);
      expect(await chunkBlobCount(sessionId)).toBe(0);
      const fits = randomBytes(10);
      const last = await putChunk(cookie, sessionId, { segment: 0, seq: 0 }, fits, { token, sha256: sha(fits) });
      expect(last.statusCode).toBe(200);
      expect((await getSession(cookie, sessionId)).json().totalBytes).toBe(MAX_RECORDING_BYTES);
    });

    it("refuses an empty chunk, declared or streamed, and keeps nothing (the recorder never sends one)", async () => {
      const { cookie, sessionId, token } = await freshRecorder();
      const empty = Buffer.alloc(0);
      const declared = await putChunk(cookie, sessionId, { segment: 0, seq: 0 }, empty, { token, sha256: sha(empty) });
      expect(declared.statusCode).toBe(400);
      expect(declared.json().message).toBe(recordingMessages.emptyChunk);
      const streamed = await putChunk(cookie, sessionId, { segment: 0, seq: 0 }, Readable.from([]), {
        token,
        sha256: sha(empty),
      });
      expect(streamed.statusCode).toBe(400);
      expect(streamed.json().message).toBe(recordingMessages.emptyChunk);
      expect(await chunkBlobCount(sessionId)).toBe(0);
      expect((await getSession(cookie, sessionId)).json()).toMatchObject({ totalBytes: 0, segments: [] });
    });

    it("survives the orphan sweep while a chunk row owns it; a chunk blob without a row is swept", async () => {
      const { cookie, sessionId, token } = await freshRecorder();
      const bytes = randomBytes(64);
      expect(
        (await putChunk(cookie, sessionId, { segment: 0, seq: 0 }, bytes, { token, sha256: sha(bytes) })).statusCode,
      ).toBe(200);
      const stray = blobKey("recording-chunks", sessionId, "0-1-stray.part");
      await t.app.services.blobs.put(stray, bytes, { contentType: "application/octet-stream" });
      await sweepOrphanBlobs(t.app.services, { now: new Date(Date.now() + ORPHAN_GRACE_MS + 5_000) });
      expect(await t.app.services.blobs.stat(stray)).toBeNull();
      expect(await chunkBlobCount(sessionId)).toBe(1);
    });

    it("is not held to the global per-IP limit: one client sends more chunks than it allows", async () => {
      const { cookie, sessionId, token } = await freshRecorder();
      const max = t.config.rateLimitMax;
      // Chunks at the floor: only a segment's last may be smaller (decision 0075).
      const bytes = Buffer.alloc(MIN_RECORDING_CHUNK_BYTES, 1);
      for (let seq = 0; seq <= max; seq += 1) {
        const response = await t.app.inject({
          method: "PUT",
          url: `/api/recording-sessions/${sessionId}/segments/0/chunks/${seq}`,
          payload: bytes,
          headers: {
            cookie: cookie!,
            "content-type": "application/octet-stream",
            [RECORDING_HEADERS.leaseToken]: token,
            [RECORDING_HEADERS.sha256]: sha(bytes),
            [RECORDING_HEADERS.mimeType]: WEBM,
          },
          remoteAddress: "127.200.0.1",
        });
        expect(response.statusCode).toBe(200);
      }
    });
  });
});
