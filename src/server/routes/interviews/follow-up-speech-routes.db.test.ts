import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import { followUpMessages } from "@shared/interviews/follow-up-contracts";
import {
  answerWindows,
  files,
  interviewFollowUps,
  interviewerCalls,
  interviews,
  recordingSegments,
} from "../../db/schema";
import { deleteCandidateAccount } from "../../domain/candidates/own-data/delete-candidate-account";
import { deleteInterviewRecording } from "../../domain/interviews/retention/delete-interview-recording";
import type { BlobKey } from "../../plugins/storage/blob-store";
import { appOnSameDatabase } from "../../testing/same-database-app";
import { looksLikeMp3 } from "../../domain/interviews/interviewer/speech/mp3-bytes";
import { speechState } from "../../domain/interviews/interviewer/speech/stored-speech";
import type { FollowUpDraft, FollowUpDrafter } from "../../domain/interviews/interviewer/openai-interviewer";
import { STRONG_PASSWORD, createCompany, signIn, signInDevAdmin, uniqueIp } from "../../testing/accounts-fixtures";
import { speechTone, startFakeOpenAiServer, type FakeOpenAiServer } from "../../testing/fake-openai-server";
import { recordingClient } from "../../testing/recording-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

/*
 * The follow-up read aloud by the provider's speech model (decision 0055), through the real SDK
 * against the fake OpenAI-compatible server. The drafting is scripted; the voice is the fake's.
 */

const WEBM = "video/webm;codecs=vp8,opus";
const ANSWER =
  "I led the billing migration at Acme and we moved every invoice to the new ledger in six weeks while keeping the old system running in parallel for audits";
const FOLLOW_UP = "What was the hardest part of running both ledgers in parallel?";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** Whether the scripted interviewer asks its follow-up or lets the answer be. */
let decision: "ask" | "skip" = "ask";
const drafter: FollowUpDrafter = {
  chatModel: "test-chat",
  draftFollowUp: async (): Promise<FollowUpDraft> => ({
    model: "test-chat",
    promptHash: "hash",
    usage: null,
    latencyMs: 5,
    outcome: "ok",
    output:
      decision === "ask"
        ? {
            decision: "ask",
            criterion_key: "relevant-experience",
            anchor_quote: "led the billing migration",
            question: FOLLOW_UP,
          }
        : { decision: "skip", criterion_key: null, anchor_quote: "", question: "" },
  }),
};

describe.each(testDrivers())("the follow-up read aloud on %s", (driver) => {
  let t: TestApp;
  let fake: FakeOpenAiServer;
  const { inject, freshRecorder } = recordingClient(() => t, { mimeType: WEBM });
  type Recorder = Awaited<ReturnType<typeof freshRecorder>>;

  const speechUrl = (sessionId: string, followUpId: string) =>
    `/api/recording-sessions/${sessionId}/follow-ups/${followUpId}/speech`;
  const getSpeech = (cookie: string | undefined, sessionId: string, followUpId: string) =>
    inject({ method: "GET", url: speechUrl(sessionId, followUpId), cookie });

  /** A candidate who answered question 1 for 25 s, transcribed, and pressed Next: the follow-up offered. */
  async function offered(): Promise<{ recorder: Recorder; outcome: { followUpId: string; speech: boolean } }> {
    const recorder = await freshRecorder();
    const { db } = t.database;
    await db.insert(recordingSegments).values({ sessionId: recorder.sessionId, segmentIndex: 0, mimeType: WEBM });
    const marked = await inject({
      method: "POST",
      url: `/api/recording-sessions/${recorder.sessionId}/question-marks`,
      cookie: recorder.cookie,
      payload: { token: recorder.token, segment: 0, questionIndex: 0, offsetSeconds: 0 },
    });
    expect(marked.statusCode).toBe(200);
    const tokens = ANSWER.split(" ");
    const words: TimedWord[] = tokens.map((text, index) => ({ text, start: index * 0.8, end: index * 0.8 + 0.7 }));
    await db.insert(answerWindows).values({
      sessionId: recorder.sessionId,
      interviewId: recorder.interviewId,
      segmentIndex: 0,
      startSeconds: 0,
      endSeconds: 24,
      status: "done",
      provider: "openai",
      text: ANSWER,
      words,
    });
    const answer = await inject({
      method: "POST",
      url: `/api/recording-sessions/${recorder.sessionId}/follow-ups`,
      cookie: recorder.cookie,
      payload: { token: recorder.token, afterQuestionIndex: 0, segment: 0, offsetSeconds: 25, elapsedSeconds: 25 },
    });
    expect(answer.statusCode).toBe(200);
    return { recorder, outcome: answer.json() as { followUpId: string; speech: boolean } };
  }

  const getMe = async (cookie: string) =>
    ((await inject({ method: "GET", url: "/api/me", cookie })).json() as { user: { id: string } }).user.id;

  const speechCalls = (followUpId: string) =>
    t.database.db
      .select()
      .from(interviewerCalls)
      .where(and(eq(interviewerCalls.followUpId, followUpId), eq(interviewerCalls.step, "speech")));

  const env = () => ({
    // One secret, so a second server on the database starts and knows the candidate's session.
    AUTH_SECRET: secret,
    DEV_ADMIN_ENABLED: "true",
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: "fake-key",
    AI_SPEECH_MODEL: "fake-tts",
    AI_SPEECH_VOICE: "coral",
    FOLLOW_UP_SERVER_BUDGET_MS: "800",
  });
  const secret = randomBytes(32).toString("base64url");

  /** The follow-up's stored speech: its files row (with the owner) and whether its blob is in the store. */
  async function storedSpeech(sessionId: string) {
    const rows = await t.database.db
      .select({ storageKey: files.storageKey, ownerId: files.ownerId, kind: files.kind })
      .from(files)
      .where(like(files.storageKey, `follow-up-speech/${sessionId}/%`));
    const blobs: string[] = [];
    for await (const key of t.app.services.blobs.list(`follow-up-speech/${sessionId}/`)) blobs.push(key);
    return { rows, blobs };
  }

  /** An offered follow-up whose speech is made and stored. */
  async function spoken() {
    const made = await offered();
    const reply = await getSpeech(made.recorder.cookie, made.recorder.sessionId, made.outcome.followUpId);
    expect(reply.statusCode).toBe(200);
    await expect.poll(async () => (await storedSpeech(made.recorder.sessionId)).blobs).toHaveLength(1);
    return made;
  }

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    t = await createTestApp({ driver, startWorker: false, interviewer: drafter, env: env() });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    decision = "ask";
  });

  it("reads an offered follow-up aloud as MP3, made when it was offered and kept for the page's requests", async () => {
    const { recorder, outcome } = await offered();
    expect(outcome).toMatchObject({ kind: "follow-up", text: FOLLOW_UP, speech: true });
    const { followUpId } = outcome;
    // Made in the background as soon as it was offered, and logged like the interviewer's other calls.
    await expect.poll(async () => (await speechCalls(followUpId)).map((call) => call.outcome)).toEqual(["ok"]);
    const made = fake.speechRequests().filter((request) => request.body?.["input"] === FOLLOW_UP);
    expect(made).toMatchObject([{ status: 200, body: { model: "fake-tts", voice: "coral", response_format: "mp3" } }]);
    expect((await speechCalls(followUpId))[0]).toMatchObject({
      model: "fake-tts",
      provider: "openai",
      sessionId: recorder.sessionId,
      questionIndex: 0,
      inputHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const first = await getSpeech(recorder.cookie, recorder.sessionId, followUpId);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("audio/mpeg");
    expect(first.headers["cache-control"]).toBe("private, max-age=120");
    expect(looksLikeMp3(first.rawPayload)).toBe(true);
    expect(first.rawPayload.equals(await speechTone())).toBe(true);
    // Asked (the page showed it), and fetched again after a reload: the kept audio, no new call.
    const asked = await inject({
      method: "POST",
      url: `/api/recording-sessions/${recorder.sessionId}/question-marks`,
      cookie: recorder.cookie,
      payload: { token: recorder.token, segment: 0, questionIndex: 1, offsetSeconds: 25.2, followUpId },
    });
    expect(asked.statusCode).toBe(200);
    const again = await getSpeech(recorder.cookie, recorder.sessionId, followUpId);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(fake.speechRequests().filter((request) => request.body?.["input"] === FOLLOW_UP)).toHaveLength(1);

    // A reload learns that the provider reads follow-ups, and which follow-up the slot holds.
    const attempt = await inject({
      method: "POST",
      url: `/api/interviews/${recorder.interviewId}/attempts`,
      cookie: recorder.cookie,
      payload: {},
    });
    expect(attempt.json()).toMatchObject({ followUps: { enabled: true, speech: true } });
    const questions = (attempt.json() as { questions: { text: string; followUpId?: string }[] }).questions;
    expect(questions[1]).toMatchObject({ text: FOLLOW_UP, followUpId });
    expect(questions[0]!.followUpId).toBeUndefined();
  });

  it("is the owning candidate's alone, and only for a follow-up offered or asked in that session", async () => {
    const { recorder, outcome } = await offered();
    const { db } = t.database;
    const company = await createCompany(db, {}, { emailVerified: true, status: "verified" });
    const unverified = await createCompany(db, {}, { emailVerified: false });
    const other = await freshRecorder();
    const get = (cookie: string | undefined, sessionId = recorder.sessionId, followUpId = outcome.followUpId) =>
      getSpeech(cookie, sessionId, followUpId).then((reply) => reply.statusCode);
    expect(await get(recorder.cookie)).toBe(200);
    expect(await get(undefined)).toBe(401);
    expect(await get(await signIn(t.app, company.email, STRONG_PASSWORD, uniqueIp()))).toBe(403);
    expect(await get(await signIn(t.app, unverified.email, STRONG_PASSWORD, uniqueIp()))).toBe(403);
    expect(await get(await signInDevAdmin(t.app))).toBe(403);
    // Another candidate: their own session does not hold it, and this session is not theirs.
    expect(await get(other.cookie)).toBe(404);
    expect(await get(other.cookie, other.sessionId)).toBe(404);
    const unknown = await getSpeech(recorder.cookie, recorder.sessionId, UNKNOWN_ID);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: "not_found", message: followUpMessages.notFound });
    expect(await get(recorder.cookie, recorder.sessionId, "not-a-uuid")).toBe(400);

    // A proposal the interviewer did not offer is never read aloud.
    decision = "skip";
    const declined = await offered();
    expect(declined.outcome).toMatchObject({ kind: "none", reason: "model-declined" });
    const [proposal] = await db
      .select({ id: interviewFollowUps.id })
      .from(interviewFollowUps)
      .where(eq(interviewFollowUps.sessionId, declined.recorder.sessionId));
    expect(await get(declined.recorder.cookie, declined.recorder.sessionId, proposal!.id)).toBe(404);
    expect(await speechCalls(proposal!.id)).toEqual([]);
  });

  it("is made once for two servers on one database, and kept in the blob store as the candidate's (decision 0074)", async () => {
    const other = await appOnSameDatabase(t, {
      startWorker: false,
      interviewer: drafter,
      env: env(),
      blobs: t.app.services.blobs,
    });
    try {
      // The provider takes a while, so the other server's request arrives while the first is making it.
      fake.delays.speechMs = 400;
      const callsBefore = fake.speechRequests().length;
      const { recorder, outcome } = await offered();
      const fromOther = await other.app.inject({
        method: "GET",
        url: speechUrl(recorder.sessionId, outcome.followUpId),
        headers: { cookie: recorder.cookie },
      });
      const fromFirst = await getSpeech(recorder.cookie, recorder.sessionId, outcome.followUpId);
      expect(fromOther.statusCode).toBe(200);
      expect(fromFirst.statusCode).toBe(200);
      expect(fromOther.rawPayload.equals(await speechTone())).toBe(true);
      expect(fromFirst.rawPayload.equals(fromOther.rawPayload)).toBe(true);
      // And again on the other server, later: from the store.
      const later = await other.app.inject({
        method: "GET",
        url: speechUrl(recorder.sessionId, outcome.followUpId),
        headers: { cookie: recorder.cookie },
      });
      expect(later.rawPayload.equals(fromOther.rawPayload)).toBe(true);
      expect(fake.speechRequests().length - callsBefore).toBe(1);
      expect((await speechCalls(outcome.followUpId)).map((call) => call.outcome)).toEqual(["ok"]);

      const { rows, blobs } = await storedSpeech(recorder.sessionId);
      expect(blobs).toEqual([`follow-up-speech/${recorder.sessionId}/${outcome.followUpId}.mp3`]);
      expect(rows).toEqual([{ storageKey: blobs[0], ownerId: expect.any(String), kind: "follow_up_speech" }]);
      // The candidate's own file, as their recording is.
      expect(rows[0]!.ownerId).toBe(await getMe(recorder.cookie));
    } finally {
      fake.delays.speechMs = 0;
      await other.close();
    }
  });

  it("goes with a reset, the company's retention and the account (decision 0074)", async () => {
    // A reset: the follow-ups go with it, and so does their speech.
    const reset = await spoken();
    await t.database.db
      .update(interviews)
      .set({ completed: true, completedAt: new Date() })
      .where(eq(interviews.id, reset.recorder.interviewId));
    const redo = await inject({
      method: "POST",
      url: `/api/interviews/${reset.recorder.interviewId}/reset`,
      cookie: reset.recorder.cookie,
      payload: {},
    });
    expect(redo.statusCode).toBe(200);
    expect(await storedSpeech(reset.recorder.sessionId)).toEqual({ rows: [], blobs: [] });

    // The company's retention deletes the recording and all that goes with it.
    const retained = await spoken();
    await deleteInterviewRecording(t.app.services, retained.recorder.interviewId, {
      enterpriseId: randomUUID(),
      retentionDays: 30,
      now: new Date(),
    });
    expect(await storedSpeech(retained.recorder.sessionId)).toEqual({ rows: [], blobs: [] });

    // The candidate's account deletion.
    const deleted = await spoken();
    const { rows } = await storedSpeech(deleted.recorder.sessionId);
    await deleteCandidateAccount(t.app.services, rows[0]!.ownerId!);
    expect(await storedSpeech(deleted.recorder.sessionId)).toEqual({ rows: [], blobs: [] });
    const key = `follow-up-speech/${deleted.recorder.sessionId}/${deleted.outcome.followUpId}.mp3` as BlobKey;
    expect(await t.app.services.blobs.stat(key)).toBeNull();
  });

  it("answers a clear 503 when the provider cannot say it, and makes it on the next request", async () => {
    fake.enqueue("speech", { kind: "status", status: 500 });
    const { recorder, outcome } = await offered();
    const { followUpId } = outcome;
    await expect.poll(async () => (await speechCalls(followUpId)).map((call) => call.outcome)).toEqual(["failed"]);
    // The page's request after the failure is known makes a new attempt, not the failed one's answer.
    await expect.poll(() => speechState(t.database.db, followUpId)).toBe("failed");

    fake.enqueue("speech", { kind: "audio", bytes: Buffer.from("<html>Bad gateway</html>"), contentType: "text/html" });
    const failed = await getSpeech(recorder.cookie, recorder.sessionId, followUpId);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ message: followUpMessages.speechUnavailable });
    expect((await speechCalls(followUpId)).map((call) => call.outcome).sort()).toEqual(["failed", "invalid-output"]);

    const recovered = await getSpeech(recorder.cookie, recorder.sessionId, followUpId);
    expect(recovered.statusCode).toBe(200);
    expect(looksLikeMp3(recovered.rawPayload)).toBe(true);
  });
});
