import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { MIN_RECORDING_CHUNK_BYTES, recordingMessages } from "@shared/interviews/recording-contracts";
import { UPLOAD_CHECK_MAX_BYTES, runnerMessages } from "@shared/interviews/runner-contracts";
import { interviews, recordingChunks, recordingSessions } from "../../db/schema";
import { finalizeRecording } from "../../domain/interviews/recording/finalize-recording-task";
import { bundledFfmpegPath } from "../../plugins/media/bundled-ffmpeg";
import { makeRawWebm } from "../../testing/media/test-media";
import {
  STRONG_PASSWORD,
  createCandidate,
  createCompany,
  signIn,
  signInDevAdmin,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { newLeaseToken, recordingClient, sha256Hex as sha } from "../../testing/recording-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

const WEBM = "video/webm;codecs=vp8,opus";

type Caller = "anonymous" | "owner" | "other candidate" | "company pending" | "company verified" | "admin";

describe.each(testDrivers())("the interview page's endpoints on %s", (driver) => {
  let t: TestApp;
  let media: string;
  const cookies = {} as Record<Caller, string | undefined>;
  const { inject, lease, putChunk, freshRecorder } = recordingClient(() => t, { mimeType: WEBM });

  const attempt = (cookie: string | undefined, interviewId: string) =>
    inject({ method: "POST", url: `/api/interviews/${interviewId}/attempts`, cookie, payload: {} });
  const mark = (
    cookie: string | undefined,
    sessionId: string,
    body: { token: string; segment: number; questionIndex: number; offsetSeconds: number; chunkSeq?: number },
  ) => inject({ method: "POST", url: `/api/recording-sessions/${sessionId}/question-marks`, cookie, payload: body });
  const rewind = (cookie: string, sessionId: string, token: string, mode: "start-over" | "continue") =>
    inject({ method: "POST", url: `/api/recording-sessions/${sessionId}/rewind`, cookie, payload: { token, mode } });
  const consent = (cookie: string | undefined, interviewId: string, extraTimeSeconds: number) =>
    inject({
      method: "PUT",
      url: `/api/interviews/${interviewId}/consent`,
      cookie,
      payload: { consent: true, extraTimeSeconds },
    });
  const uploadCheck = (cookie: string | undefined, bytes: Buffer) =>
    inject({
      method: "POST",
      url: "/api/interviews/upload-check",
      cookie,
      payload: bytes,
      headers: { "content-type": "application/octet-stream" },
    });
  // Padded to the floor: only a segment's last chunk may be smaller (decision 0075).
  const chunk = (text: string) => Buffer.concat([Buffer.from(text), Buffer.alloc(MIN_RECORDING_CHUNK_BYTES)]);
  async function put(recorder: { cookie: string; sessionId: string; token: string }, segment: number, seq: number) {
    const bytes = chunk(`segment ${segment} chunk ${seq}`);
    const response = await putChunk(recorder.cookie, recorder.sessionId, { segment, seq }, bytes, {
      token: recorder.token,
      sha256: sha(bytes),
    });
    expect(response.statusCode).toBe(200);
    return sha(bytes);
  }

  beforeAll(async () => {
    media = await mkdtemp(path.join(os.tmpdir(), "onetake-runner-media-"));
    t = await createTestApp({ driver, startWorker: false, env: { DEV_ADMIN_ENABLED: "true" } });
    const { db } = t.database;
    const accounts = {
      "other candidate": await createCandidate(db, {}, { emailVerified: true }),
      "company pending": await createCompany(db, {}, { emailVerified: true }),
      "company verified": await createCompany(db, {}, { emailVerified: true, status: "verified" }),
    };
    for (const [name, account] of Object.entries(accounts))
      cookies[name as Caller] = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
    cookies.admin = await signInDevAdmin(t.app);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (media) await rm(media, { recursive: true, force: true });
  });

  describe("POST /api/interviews/:id/attempts", () => {
    it("answers the owner with the session, the questions, the held chunks and the marks; the same session again", async () => {
      const recorder = await freshRecorder();
      const first = await attempt(recorder.cookie, recorder.interviewId);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        state: "open",
        interviewId: recorder.interviewId,
        sessionId: recorder.sessionId,
        overallSeconds: 1200,
        extraTimeSeconds: 0,
        consentedAt: expect.any(String),
        rerecordsLeft: 3,
        segments: [],
        marks: [],
        // The offline provider never asks a follow-up (decision 0055), though the network interview allows them.
        followUps: { enabled: false, timeLimitSeconds: 60 },
      });
      expect(first.json().questions).toHaveLength(7);
      const sha0 = await put(recorder, 0, 0);
      const sha1 = await put(recorder, 0, 1);
      expect(
        (await mark(recorder.cookie, recorder.sessionId, { ...where(0, 0, 0), token: recorder.token })).statusCode,
      ).toBe(200);
      const again = (await attempt(recorder.cookie, recorder.interviewId)).json();
      expect(again.sessionId).toBe(recorder.sessionId);
      expect(again.segments).toEqual([
        {
          index: 0,
          mimeType: WEBM,
          chunks: [
            { seq: 0, sha256: sha0 },
            { seq: 1, sha256: sha1 },
          ],
        },
      ]);
      expect(again.marks).toEqual([{ segment: 0, questionIndex: 0, offsetSeconds: 0 }]);
      // Asked for one all the same, the offline server offers no follow-up.
      const followUp = await t.app.inject({
        method: "POST",
        url: `/api/recording-sessions/${recorder.sessionId}/follow-ups`,
        headers: { cookie: recorder.cookie },
        payload: { token: recorder.token, afterQuestionIndex: 0, segment: 0, offsetSeconds: 30, elapsedSeconds: 30 },
      });
      expect(followUp.statusCode).toBe(200);
      expect(followUp.json()).toEqual({ kind: "none", reason: "not-enabled" });
    });

    it("answers completed for an interview already recorded, and opens no session", async () => {
      const recorder = await freshRecorder();
      await t.database.db.update(interviews).set({ completed: true }).where(eq(interviews.id, recorder.interviewId));
      await t.database.db.delete(recordingSessions).where(eq(recordingSessions.id, recorder.sessionId));
      const response = await attempt(recorder.cookie, recorder.interviewId);
      expect(response.json()).toEqual({
        state: "completed",
        interviewId: recorder.interviewId,
        questionStartSeconds: [],
        durationSeconds: null,
      });
      const sessions = await t.database.db
        .select()
        .from(recordingSessions)
        .where(eq(recordingSessions.interviewId, recorder.interviewId));
      expect(sessions).toEqual([]);
    });

    it("refuses everyone but the owner: 404 for another candidate or an unknown id", async () => {
      const recorder = await freshRecorder();
      const expected: Record<Exclude<Caller, "owner">, { status: number; message: string }> = {
        anonymous: { status: 401, message: accessMessages.signInRequired },
        "other candidate": { status: 404, message: runnerMessages.interviewNotFound },
        "company pending": { status: 403, message: accessMessages.onlyFor("candidate") },
        "company verified": { status: 403, message: accessMessages.onlyFor("candidate") },
        admin: { status: 403, message: accessMessages.onlyFor("candidate") },
      };
      for (const [caller, outcome] of Object.entries(expected)) {
        const response = await attempt(cookies[caller as Caller], recorder.interviewId);
        expect({ caller, status: response.statusCode, message: response.json().message }).toEqual({
          caller,
          ...outcome,
        });
      }
      const unknown = await attempt(recorder.cookie, "00000000-0000-4000-8000-000000000000");
      expect(unknown.statusCode).toBe(404);
      const unverified = await createCandidate(t.database.db);
      const pending = await attempt(
        await signIn(t.app, unverified.email, STRONG_PASSWORD, uniqueIp()),
        recorder.interviewId,
      );
      expect(pending.statusCode).toBe(403);
      expect(pending.json().message).toBe(accessMessages.emailNotVerified);
    });
  });

  const where = (segment: number, questionIndex: number, offsetSeconds: number) => ({
    segment,
    questionIndex,
    offsetSeconds,
  });

  describe("POST /api/recording-sessions/:id/question-marks", () => {
    it("needs the live lease, is idempotent, moves a question marked again, and refuses a question not asked", async () => {
      const recorder = await freshRecorder();
      const url = { cookie: recorder.cookie, session: recorder.sessionId };
      const first = await mark(url.cookie, url.session, { ...where(0, 1, 4.5), token: recorder.token });
      expect(first.json()).toEqual({ marks: [where(0, 1, 4.5)] });
      const again = await mark(url.cookie, url.session, { ...where(0, 1, 4.5), token: recorder.token });
      expect(again.json()).toEqual(first.json());
      const moved = await mark(url.cookie, url.session, { ...where(1, 1, 0), token: recorder.token });
      expect(moved.json()).toEqual({ marks: [where(1, 1, 0)] });

      const otherToken = await mark(url.cookie, url.session, { ...where(0, 2, 9), token: newLeaseToken() });
      expect(otherToken.statusCode).toBe(409);
      expect(otherToken.json().message).toBe(recordingMessages.leaseRequired);
      const tooFar = await mark(url.cookie, url.session, { ...where(0, 7, 9), token: recorder.token });
      expect(tooFar.statusCode).toBe(400);
      expect(tooFar.json().message).toBe(runnerMessages.questionOutOfRange);
    });

    it("answers only the owner", async () => {
      const recorder = await freshRecorder();
      for (const [caller, status] of [
        ["anonymous", 401],
        ["other candidate", 404],
        ["company verified", 403],
        ["admin", 403],
      ] as const) {
        const response = await mark(cookies[caller], recorder.sessionId, { ...where(0, 0, 0), token: recorder.token });
        expect({ caller, status: response.statusCode }).toEqual({ caller, status });
      }
    });
  });

  describe("POST /api/recording-sessions/:id/rewind", () => {
    it("continue drops the chunks after a gap and the marks from the first question that did not arrive", async () => {
      const recorder = await freshRecorder();
      for (const seq of [0, 1, 2, 3, 4, 6]) await put(recorder, 0, seq);
      await mark(recorder.cookie, recorder.sessionId, { ...where(0, 0, 0), token: recorder.token });
      await mark(recorder.cookie, recorder.sessionId, { ...where(0, 1, 2), token: recorder.token });
      await mark(recorder.cookie, recorder.sessionId, { ...where(0, 2, 4.2), token: recorder.token });
      // Question 1 ends at 4.2 s, inside seqs 0-4 (held); question 2 was cut off.
      const response = await rewind(recorder.cookie, recorder.sessionId, recorder.token, "continue");
      expect(response.json()).toEqual({ resumeQuestionIndex: 2 });
      const state = (await attempt(recorder.cookie, recorder.interviewId)).json();
      expect(state.segments[0].chunks.map((held: { seq: number }) => held.seq)).toEqual([0, 1, 2, 3, 4]);
      expect(state.marks).toEqual([where(0, 0, 0), where(0, 1, 2)]);
      const rows = await t.database.db
        .select()
        .from(recordingChunks)
        .where(eq(recordingChunks.sessionId, recorder.sessionId));
      const [session] = await t.database.db
        .select({ totalBytes: recordingSessions.totalBytes })
        .from(recordingSessions)
        .where(eq(recordingSessions.id, recorder.sessionId));
      expect(session!.totalBytes).toBe(rows.reduce((sum, row) => sum + row.byteSize, 0));
    });

    it("continue goes by the chunk each question began in: Firefox's slower chunks keep an answer that arrived", async () => {
      const recorder = await freshRecorder();
      // About 1.4 s a chunk: question 1 began 7 s in, during chunk 5; question 2 at 14 s, in chunk 10.
      for (const seq of [0, 1, 2, 3, 4, 5]) await put(recorder, 0, seq);
      const marks = [
        { ...where(0, 0, 0), chunkSeq: 0 },
        { ...where(0, 1, 7), chunkSeq: 5 },
        { ...where(0, 2, 14), chunkSeq: 10 },
      ];
      for (const one of marks) {
        const response = await mark(recorder.cookie, recorder.sessionId, { ...one, token: recorder.token });
        expect(response.statusCode).toBe(200);
      }
      expect((await attempt(recorder.cookie, recorder.interviewId)).json().marks).toEqual(marks);
      // Chunks 0–5 hold all of answer 0, though by seconds (one chunk each) it would need 7.
      const response = await rewind(recorder.cookie, recorder.sessionId, recorder.token, "continue");
      expect(response.json()).toEqual({ resumeQuestionIndex: 1 });
      const state = (await attempt(recorder.cookie, recorder.interviewId)).json();
      expect(state.segments[0].chunks.map((held: { seq: number }) => held.seq)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(state.marks).toEqual([marks[0]]);
    });

    it("start over discards every chunk, segment and mark and uses no re-record", async () => {
      const recorder = await freshRecorder();
      await put(recorder, 0, 0);
      await mark(recorder.cookie, recorder.sessionId, { ...where(0, 0, 0), token: recorder.token });
      const response = await rewind(recorder.cookie, recorder.sessionId, recorder.token, "start-over");
      expect(response.json()).toEqual({ resumeQuestionIndex: 0 });
      const state = (await attempt(recorder.cookie, recorder.interviewId)).json();
      expect(state).toMatchObject({ sessionId: recorder.sessionId, segments: [], marks: [], rerecordsLeft: 3 });
      // The segment is gone, so a new recorder may start segment 0 again, even in another format.
      const bytes = chunk("again");
      const again = await putChunk(recorder.cookie, recorder.sessionId, { segment: 0, seq: 0 }, bytes, {
        token: recorder.token,
        sha256: sha(bytes),
        mimeType: "video/mp4",
      });
      expect(again.statusCode).toBe(200);
    });

    it("needs the live lease", async () => {
      const recorder = await freshRecorder();
      const response = await rewind(recorder.cookie, recorder.sessionId, newLeaseToken(), "start-over");
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(recordingMessages.leaseRequired);
    });
  });

  describe("PUT /api/interviews/:id/consent", () => {
    it("must come before the recording: without it the tab may hold the lease, but no chunk is taken", async () => {
      const account = await createCandidate(t.database.db, {}, { emailVerified: true });
      const cookie = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
      const opened = await inject({ method: "POST", url: "/api/interviews/network/attempts", cookie, payload: {} });
      const { sessionId, interviewId } = opened.json<{ sessionId: string; interviewId: string }>();
      const token = newLeaseToken();
      expect((await lease(cookie, sessionId, token)).statusCode).toBe(200);
      const recorder = { cookie, sessionId, token };
      const refused = await putChunk(cookie, sessionId, { segment: 0, seq: 0 }, chunk("a"), {
        token,
        sha256: sha(chunk("a")),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(runnerMessages.consentRequired);
      expect((await consent(cookie, interviewId, 0)).statusCode).toBe(200);
      await put(recorder, 0, 0);
    });

    it("keeps the first consent time and the extra time, which is fixed once recording began", async () => {
      const recorder = await freshRecorder();
      const first = await consent(recorder.cookie, recorder.interviewId, 300);
      expect(first.statusCode).toBe(200);
      expect(first.json().extraTimeSeconds).toBe(300);
      const second = await consent(recorder.cookie, recorder.interviewId, 600);
      expect(second.json()).toEqual({
        consentedAt: first.json().consentedAt,
        extraTimeSeconds: 600,
        humanReviewOnly: false,
      });
      expect((await attempt(recorder.cookie, recorder.interviewId)).json()).toMatchObject({
        extraTimeSeconds: 600,
        consentedAt: first.json().consentedAt,
      });
      await put(recorder, 0, 0);
      const locked = await consent(recorder.cookie, recorder.interviewId, 0);
      expect(locked.statusCode).toBe(409);
      expect(locked.json().message).toBe(runnerMessages.extraTimeLocked);
      expect((await consent(recorder.cookie, recorder.interviewId, 600)).statusCode).toBe(200);
    });

    it("refuses other amounts, a missing consent and anyone but the owner", async () => {
      const recorder = await freshRecorder();
      expect((await consent(recorder.cookie, recorder.interviewId, 120)).statusCode).toBe(400);
      const noConsent = await inject({
        method: "PUT",
        url: `/api/interviews/${recorder.interviewId}/consent`,
        cookie: recorder.cookie,
        payload: { consent: false, extraTimeSeconds: 0 },
      });
      expect(noConsent.statusCode).toBe(400);
      for (const [caller, status] of [
        ["anonymous", 401],
        ["other candidate", 404],
        ["company verified", 403],
        ["admin", 403],
      ] as const) {
        expect((await consent(cookies[caller], recorder.interviewId, 0)).statusCode).toBe(status);
      }
    });

    it("stores the choice of a human-only review with the consent; only the owner may make it (decision 0050)", async () => {
      const recorder = await freshRecorder();
      const stored = async () => {
        const [row] = await t.database.db
          .select({ humanReviewOnly: interviews.humanReviewOnly })
          .from(interviews)
          .where(eq(interviews.id, recorder.interviewId));
        return row!.humanReviewOnly;
      };
      const choose = (cookie: string | undefined, humanReviewOnly: boolean) =>
        inject({
          method: "PUT",
          url: `/api/interviews/${recorder.interviewId}/consent`,
          cookie,
          payload: { consent: true, extraTimeSeconds: 0, humanReviewOnly },
        });
      expect((await attempt(recorder.cookie, recorder.interviewId)).json()).toMatchObject({
        humanReviewOnly: false,
        // The network interview always shows its candidate the evidence.
        evidenceShared: true,
        // No posting: the prep page has no posting notice to link to.
        postingId: null,
      });

      const chosen = await choose(recorder.cookie, true);
      expect(chosen.statusCode).toBe(200);
      expect(chosen.json()).toMatchObject({ humanReviewOnly: true });
      expect(await stored()).toBe(true);
      expect((await attempt(recorder.cookie, recorder.interviewId)).json()).toMatchObject({ humanReviewOnly: true });
      // A consent saved without the choice (an older page) leaves it as it was.
      expect((await consent(recorder.cookie, recorder.interviewId, 0)).json()).toMatchObject({ humanReviewOnly: true });
      expect(await stored()).toBe(true);

      for (const [caller, status] of [
        ["anonymous", 401],
        ["other candidate", 404],
        ["company pending", 403],
        ["company verified", 403],
        ["admin", 403],
      ] as const) {
        expect((await choose(cookies[caller], false)).statusCode).toBe(status);
        expect(await stored()).toBe(true);
      }

      // The owner may change their mind until the interview is completed, even while recording.
      await put(recorder, 0, 0);
      expect((await choose(recorder.cookie, false)).json()).toMatchObject({ humanReviewOnly: false });
      expect(await stored()).toBe(false);
      await t.database.db.update(interviews).set({ completed: true }).where(eq(interviews.id, recorder.interviewId));
      const late = await choose(recorder.cookie, true);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(recordingMessages.alreadyCompleted);
      expect(await stored()).toBe(false);
    });

    it("lengthens the time finish accepts for question starts", async () => {
      const recorder = await freshRecorder();
      await consent(recorder.cookie, recorder.interviewId, 600);
      const sha0 = await put(recorder, 0, 0);
      const finish = await inject({
        method: "POST",
        url: `/api/recording-sessions/${recorder.sessionId}/finish`,
        cookie: recorder.cookie,
        payload: {
          token: recorder.token,
          segments: [{ index: 0, lastSeq: 0, chunkSha256s: [sha0] }],
          questionStartSeconds: [0, 1200 + 500],
        },
      });
      expect(finish.statusCode).toBe(200);
    });
  });

  describe("POST /api/interviews/upload-check", () => {
    it("takes up to 2 MB from a candidate and keeps nothing; refuses more, and other callers", async () => {
      const recorder = await freshRecorder();
      const ok = await uploadCheck(recorder.cookie, Buffer.alloc(UPLOAD_CHECK_MAX_BYTES, 7));
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ receivedBytes: UPLOAD_CHECK_MAX_BYTES });
      expect((await uploadCheck(recorder.cookie, Buffer.alloc(UPLOAD_CHECK_MAX_BYTES + 1, 7))).statusCode).toBe(413);
      for (const [caller, status] of [
        ["anonymous", 401],
        ["company pending", 403],
        ["company verified", 403],
        ["admin", 403],
      ] as const) {
        expect((await uploadCheck(cookies[caller], Buffer.alloc(10))).statusCode).toBe(status);
      }
    });
  });

  describe("finalizing with question marks", () => {
    // Question 2 was interrupted by a reload and went on in the second segment unmarked
    // (decision 0019): its chapter runs from its mark across the join until question 3's.
    it("places each question in the joined recording by its segment's probed length, an answer continued after a reload spanning the join", async () => {
      const ffmpeg = { path: bundledFfmpegPath() };
      await makeRawWebm(ffmpeg, path.join(media, "a.webm"), { seconds: 3 });
      await makeRawWebm(ffmpeg, path.join(media, "b.webm"), { seconds: 2, hz: 660 });
      const recorder = await freshRecorder();
      const manifest = [];
      for (const [segment, file] of ["a.webm", "b.webm"].entries()) {
        const bytes = await readFile(path.join(media, file));
        const response = await putChunk(recorder.cookie, recorder.sessionId, { segment, seq: 0 }, bytes, {
          token: recorder.token,
          sha256: sha(bytes),
          mimeType: "video/webm",
        });
        expect(response.statusCode).toBe(200);
        manifest.push({ index: segment, lastSeq: 0, chunkSha256s: [sha(bytes)] });
      }
      for (const [segment, questionIndex, offsetSeconds] of [
        [0, 0, 0],
        [0, 1, 1.5],
        [1, 2, 0.5],
      ] as const)
        await mark(recorder.cookie, recorder.sessionId, {
          ...where(segment, questionIndex, offsetSeconds),
          token: recorder.token,
        });
      const finish = await inject({
        method: "POST",
        url: `/api/recording-sessions/${recorder.sessionId}/finish`,
        cookie: recorder.cookie,
        payload: { token: recorder.token, segments: manifest, questionStartSeconds: [0, 1.5, 3] },
      });
      expect(finish.statusCode).toBe(200);
      await finalizeRecording(t.app.services, recorder.sessionId);
      const [interview] = await t.database.db.select().from(interviews).where(eq(interviews.id, recorder.interviewId));
      const [first, second, third] = interview!.questionStartSeconds;
      expect([first, second]).toEqual([0, 1.5]);
      expect(third).toBeGreaterThan(3.3);
      expect(third).toBeLessThan(3.7);
      expect(interview!.durationSeconds).toBe(5);
    }, 60_000);
  });

  it("another candidate, re-signed in, cannot reach a session by lease either", async () => {
    const recorder = await freshRecorder();
    expect((await lease(cookies["other candidate"], recorder.sessionId, newLeaseToken())).statusCode).toBe(404);
  });
});
