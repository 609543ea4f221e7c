import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerTranscripts,
  answerWindows,
  applicationStatusEvents,
  applications,
  auditLog,
  candidates,
  enterprises,
  evaluations,
  reviewRequests,
  files,
  interviewFollowUps,
  interviews,
  recordingChunks,
  recordingSessions,
  transcriptCorrectionRequests,
  transcriptCorrections,
} from "../../../db/schema";
import { blobKey } from "../../../plugins/storage/blob-key";
import { createCandidate, signIn, STRONG_PASSWORD, uniqueIp } from "../../../testing/accounts-fixtures";
import { callAs, insertPosting, signedInCompany } from "../../../testing/company-candidate-fixtures";
import { insertCompletedInterview, networkApplication, seedEvaluation } from "../../../testing/evaluation-fixtures";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { testDrivers } from "../../../testing/test-database";
import { RECORDING_DELETED_BY_RETENTION } from "./delete-interview-recording";
import { sweepRetention } from "./sweep-retention";

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDrivers())("the retention sweep on %s", (driver) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof signedInCompany>>;
  let candidate: { userId: string; candidateId: string; cookie: string };

  beforeAll(async () => {
    t = await createTestApp({ driver, startWorker: false });
    company = await signedInCompany(t, "verified");
    await t.database.db.update(enterprises).set({ retentionDays: 30 }).where(eq(enterprises.id, company.enterpriseId));
    const account = await createCandidate(t.database.db, {}, { emailVerified: true });
    const [row] = await t.database.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.profileId, account.userId));
    candidate = {
      userId: account.userId,
      candidateId: row!.id,
      cookie: await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp()),
    };
  }, 60_000);
  afterAll(async () => t?.close());

  /** An application with a recorded, evaluated interview, decided `decidedDaysAgo` days ago (null: undecided). */
  async function recordedApplication(input: {
    enterpriseId: string;
    decidedDaysAgo: number | null;
    network?: boolean;
  }): Promise<{ interviewId: string; keys: string[]; fileIds: string[] }> {
    const { db } = t.database;
    let applicationId: string;
    if (input.network) {
      applicationId = await networkApplication(db, candidate.candidateId);
    } else {
      const posting = await insertPosting(db, input.enterpriseId, { title: `Role ${randomUUID().slice(0, 6)}` });
      const [application] = await db
        .insert(applications)
        .values({ candidateId: candidate.candidateId, jobPostingId: posting.id, status: "completed" })
        .returning({ id: applications.id });
      applicationId = application!.id;
    }
    if (input.decidedDaysAgo !== null) {
      await db
        .update(applications)
        .set({ status: "rejected", hiredStatus: "not_hired", notHiredReason: "not_a_fit" })
        .where(eq(applications.id, applicationId));
      await db.insert(applicationStatusEvents).values({
        applicationId,
        status: "rejected",
        createdAt: new Date(Date.now() - input.decidedDaysAgo * DAY),
      });
    }
    const interviewId = await insertCompletedInterview(db, applicationId);
    const [session] = await db
      .insert(recordingSessions)
      .values({ interviewId, status: "finished", finishedAt: new Date(), processing: "ready" })
      .returning({ id: recordingSessions.id });
    const keys: string[] = [];
    const store = async (key: ReturnType<typeof blobKey>, kind: "recording" | "poster") => {
      await t.app.services.blobs.put(key, Buffer.from(`${kind} ${interviewId}`), { contentType: "video/webm" });
      keys.push(key);
      const [file] = await db
        .insert(files)
        .values({ kind, storageKey: key, contentType: "video/webm", byteSize: 10 })
        .returning({ id: files.id });
      return file!.id;
    };
    const recordingFileId = await store(blobKey("recordings", session!.id, "recording.webm"), "recording");
    const posterFileId = await store(blobKey("posters", session!.id, "poster.jpg"), "poster");
    // A chunk the finalize task left behind (its blob and row).
    const chunkKey = blobKey("recording-chunks", session!.id, "0-0");
    await t.app.services.blobs.put(chunkKey, Buffer.from("chunk"), { contentType: "application/octet-stream" });
    keys.push(chunkKey);
    await db
      .insert(recordingChunks)
      .values({ sessionId: session!.id, segmentIndex: 0, seq: 0, blobKey: chunkKey, byteSize: 5, sha256: "00" });
    await db
      .update(interviews)
      .set({ recordingFileId, posterFileId, score: 75, feedback: "Clear and concrete." })
      .where(eq(interviews.id, interviewId));
    await seedEvaluation(db, interviewId, { recordingFileId });
    await db.insert(transcriptCorrections).values({
      interviewId,
      recordingFileId,
      questionIndex: 0,
      text: "I designed the billing pipeline",
      words: [],
      createdByUserId: candidate.userId,
    });
    await db.insert(transcriptCorrectionRequests).values({
      interviewId,
      recordingFileId,
      questionIndex: 0,
      enterpriseId: input.network ? null : input.enterpriseId,
      candidateUserId: candidate.userId,
      text: "I designed the billing pipeline and led the team that ran it",
      words: [],
      originalText: "I designed the billing pipeline",
      changedWords: 8,
    });
    await db.insert(reviewRequests).values({
      interviewId,
      enterpriseId: input.enterpriseId,
      candidateUserId: candidate.userId,
      message: "Please listen to my answer about the billing pipeline again.",
    });
    // What the AI interviewer heard and proposed while the candidate spoke.
    await db.insert(answerWindows).values({
      sessionId: session!.id,
      interviewId,
      segmentIndex: 0,
      startSeconds: 0,
      endSeconds: 10,
      status: "done",
      provider: "openai",
      text: "I designed the billing pipeline",
    });
    await db.insert(interviewFollowUps).values({
      interviewId,
      sessionId: session!.id,
      parentIndex: 0,
      baseNumber: 1,
      status: "asked",
      text: "How did you test the billing pipeline?",
      anchorQuote: "designed the billing pipeline",
      timeLimitSeconds: 60,
      requestedAt: new Date(),
    });
    return { interviewId, keys, fileIds: [recordingFileId, posterFileId] };
  }

  async function storedKeys(keys: string[]): Promise<string[]> {
    const present: string[] = [];
    for (const key of keys) if (await t.app.services.blobs.stat(key as ReturnType<typeof blobKey>)) present.push(key);
    return present;
  }

  async function heldBy(interviewId: string) {
    const { db } = t.database;
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    return {
      evaluations: await count(db.select().from(evaluations).where(eq(evaluations.interviewId, interviewId))),
      transcripts: await count(
        db.select().from(answerTranscripts).where(eq(answerTranscripts.interviewId, interviewId)),
      ),
      corrections: await count(
        db.select().from(transcriptCorrections).where(eq(transcriptCorrections.interviewId, interviewId)),
      ),
      correctionRequests: await count(
        db.select().from(transcriptCorrectionRequests).where(eq(transcriptCorrectionRequests.interviewId, interviewId)),
      ),
      reviewRequests: await count(db.select().from(reviewRequests).where(eq(reviewRequests.interviewId, interviewId))),
      windows: await count(db.select().from(answerWindows).where(eq(answerWindows.interviewId, interviewId))),
      followUps: await count(
        db.select().from(interviewFollowUps).where(eq(interviewFollowUps.interviewId, interviewId)),
      ),
    };
  }

  it("deletes the recording, transcripts and evaluations of an interview decided longer ago than the company keeps them", async () => {
    const { db } = t.database;
    const due = await recordedApplication({ enterpriseId: company.enterpriseId, decidedDaysAgo: 31 });
    const recent = await recordedApplication({ enterpriseId: company.enterpriseId, decidedDaysAgo: 29 });
    const undecided = await recordedApplication({ enterpriseId: company.enterpriseId, decidedDaysAgo: null });
    const network = await recordedApplication({
      enterpriseId: company.enterpriseId,
      decidedDaysAgo: 400,
      network: true,
    });
    const keeper = await signedInCompany(t, "verified");
    const keptForever = await recordedApplication({ enterpriseId: keeper.enterpriseId, decidedDaysAgo: 400 });

    expect(await sweepRetention(t.app.services)).toEqual({ interviews: 1, blobs: 3 });

    expect(await storedKeys(due.keys)).toEqual([]);
    expect(await db.select().from(files).where(inArray(files.id, due.fileIds))).toEqual([]);
    expect(await heldBy(due.interviewId)).toEqual({
      evaluations: 0,
      transcripts: 0,
      corrections: 0,
      correctionRequests: 0,
      reviewRequests: 0,
      windows: 0,
      followUps: 0,
    });
    const [interview] = await db.select().from(interviews).where(eq(interviews.id, due.interviewId));
    expect(interview).toMatchObject({ recordingFileId: null, posterFileId: null, score: null, feedback: null });
    // The interview and its application stay: only what was recorded went.
    expect(interview!.completed).toBe(true);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.targetId, due.interviewId));
    expect(entry).toMatchObject({ action: RECORDING_DELETED_BY_RETENTION, actorId: null });

    for (const kept of [recent, undecided, network, keptForever]) {
      expect(await storedKeys(kept.keys)).toEqual(kept.keys);
      expect(await heldBy(kept.interviewId)).toEqual({
        evaluations: 1,
        transcripts: 1,
        corrections: 1,
        correctionRequests: 1,
        reviewRequests: 1,
        windows: 1,
        followUps: 1,
      });
    }

    // The company and the candidate both see why there is no recording.
    const watch = await callAs(t, company.cookie)("GET", `/api/interviews/${due.interviewId}/watch`);
    expect(watch.statusCode).toBe(200);
    expect(watch.json()).toMatchObject({ status: "deleted", recordingUrl: null, posterUrl: null });
    const own = await callAs(t, candidate.cookie)("GET", `/api/candidates/me/interviews/${due.interviewId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ recordingStatus: "deleted", score: null });
    const media = await callAs(t, company.cookie)("GET", `/api/interviews/${due.interviewId}/recording`);
    expect(media.statusCode).toBe(404);

    // Safe to repeat: nothing left to match.
    expect(await sweepRetention(t.app.services)).toEqual({ interviews: 0, blobs: 0 });
  });

  it("reaches an interview decided recently once the clock passes its company's days", async () => {
    const later = await recordedApplication({ enterpriseId: company.enterpriseId, decidedDaysAgo: 5 });
    expect((await sweepRetention(t.app.services)).interviews).toBe(0);
    const result = await sweepRetention(t.app.services, { now: new Date(Date.now() + 26 * DAY) });
    // This one and the first test's, decided 29 days ago: both past 30 days by then.
    expect(result.interviews).toBe(2);
    expect(await storedKeys(later.keys)).toEqual([]);
  });

  it("finishes on the next run after a crash between the blobs and the rows", async () => {
    const due = await recordedApplication({ enterpriseId: company.enterpriseId, decidedDaysAgo: 60 });
    const { blobs } = t.app.services;
    let deletes = 0;
    const crashing = {
      ...blobs,
      list: blobs.list.bind(blobs),
      delete: async (key: Parameters<typeof blobs.delete>[0]) => {
        deletes += 1;
        if (deletes > 1) throw new Error("process died");
        await blobs.delete(key);
      },
    };
    await expect(sweepRetention({ ...t.app.services, blobs: crashing })).rejects.toThrow("process died");
    expect(await heldBy(due.interviewId)).toEqual({
      evaluations: 1,
      transcripts: 1,
      corrections: 1,
      correctionRequests: 1,
      reviewRequests: 1,
      windows: 1,
      followUps: 1,
    });
    expect(await sweepRetention(t.app.services)).toMatchObject({ interviews: 1 });
    expect(await storedKeys(due.keys)).toEqual([]);
    expect(await heldBy(due.interviewId)).toEqual({
      evaluations: 0,
      transcripts: 0,
      corrections: 0,
      correctionRequests: 0,
      reviewRequests: 0,
      windows: 0,
      followUps: 0,
    });
  });

  it("stops at nothing once the company turns retention off", async () => {
    const { db } = t.database;
    await db.update(enterprises).set({ retentionDays: null }).where(eq(enterprises.id, company.enterpriseId));
    const kept = await recordedApplication({ enterpriseId: company.enterpriseId, decidedDaysAgo: 90 });
    expect((await sweepRetention(t.app.services)).interviews).toBe(0);
    expect(await storedKeys(kept.keys)).toEqual(kept.keys);
    await db.update(enterprises).set({ retentionDays: 30 }).where(eq(enterprises.id, company.enterpriseId));
  });
});
