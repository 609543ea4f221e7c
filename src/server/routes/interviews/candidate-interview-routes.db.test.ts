import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { NETWORK_INTERVIEW_TITLE, interviewResetMessages } from "@shared/interviews/candidate-interview-contracts";
import { INTERVIEW_NOT_FOUND } from "@shared/interviews/interview-messages";
import { interviewResumeMessages } from "@shared/interviews/interview-resume";
import { networkInterviewQuestions } from "@shared/interviews/network-interview";
import { applications, files, interviews, jobPostings, recordingSessions } from "../../db/schema";
import { bundledFfmpegPath } from "../../plugins/media/bundled-ffmpeg";
import type { Ffmpeg } from "../../plugins/media/ffmpeg";
import { makeRawWebm } from "../../testing/media/test-media";
import {
  STRONG_PASSWORD,
  createCandidate,
  createCompany,
  signIn,
  signInDevAdmin,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import {
  recordingClient,
  newLeaseToken,
  sha256Hex,
  TEST_CHUNK_BYTES,
  type Recorder,
} from "../../testing/recording-fixtures";
import { seedEvaluation } from "../../testing/evaluation-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";
import { largePdf, multipartBody, tinyDocx, tinyPdf } from "../../testing/test-files";

const WEBM = "video/webm;codecs=vp8,opus";
const ffmpeg: Ffmpeg = { path: bundledFfmpegPath(), timeoutMs: 30_000 };
/** The first bytes of an OLE2 compound file, which is what a .doc is. */
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

type Caller =
  "anonymous" | "other candidate" | "unverified candidate" | "company pending" | "company verified" | "admin";

describe.each(testDrivers())("the candidate's interviews on %s", (driver) => {
  let t: TestApp;
  let media: string;
  let twoSeconds: Buffer;
  const cookies = {} as Record<Caller, string | undefined>;
  const { inject, startAttempt, lease, putChunk, putAndFinish, freshRecorder } = recordingClient(() => t, {
    mimeType: WEBM,
  });

  const get = (url: string, cookie: string | undefined) => inject({ method: "GET", url, cookie });
  const list = (cookie: string | undefined, query: string) => get(`/api/candidates/me/interviews?${query}`, cookie);
  const detail = (cookie: string | undefined, id: string) => get(`/api/candidates/me/interviews/${id}`, cookie);
  const reset = (cookie: string | undefined, id: string) =>
    inject({ method: "POST", url: `/api/interviews/${id}/reset`, cookie, payload: {} });
  const status = (cookie: string | undefined, id: string) => get(`/api/interviews/${id}/recording-status`, cookie);
  const attachResume = (
    cookie: string | undefined,
    id: string,
    file: { filename: string; contentType: string; data: Buffer },
  ) => {
    const body = multipartBody({}, file);
    return t.app.inject({
      method: "PUT",
      url: `/api/interviews/${id}/resume`,
      payload: body.payload,
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      remoteAddress: uniqueIp(),
    });
  };

  /** Uploads two seconds of real WebM through the chunk endpoint and finishes the session. */
  async function recordAndFinish(recorder: Pick<Recorder, "cookie" | "sessionId" | "token">) {
    expect((await putAndFinish(recorder, twoSeconds, [0, 1])).statusCode).toBe(200);
  }

  /** Starts the network interview again (after a reset) and takes the new session's lease. */
  async function startAgain(cookie: string): Promise<Recorder> {
    const attempt = await startAttempt(cookie);
    expect(attempt.statusCode).toBe(200);
    const { sessionId, interviewId } = attempt.json<{ sessionId: string; interviewId: string }>();
    const token = newLeaseToken();
    expect((await lease(cookie, sessionId, token)).statusCode).toBe(200);
    return { cookie, sessionId, interviewId, token };
  }

  async function waitUntilReady(recorder: Recorder) {
    await vi.waitFor(
      async () => expect((await status(recorder.cookie, recorder.interviewId)).json().status).toBe("ready"),
      { timeout: 30_000, interval: 100 },
    );
  }

  async function interviewRow(id: string) {
    const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, id));
    return row!;
  }

  /** A job interview for the recorder's candidate: a posting of a company, its application and interview. */
  async function postingInterview(recorder: Recorder, title: string, completed: boolean, shareAiFeedback = true) {
    const { db } = t.database;
    const company = await createCompany(db, { companyName: `${title} Labs` }, { emailVerified: true });
    const [posting] = await db
      .insert(jobPostings)
      .values({
        enterpriseId: company.enterpriseId,
        title,
        description: "Build models.",
        location: "Remote",
        shareAiFeedbackWithCandidates: shareAiFeedback,
      })
      .returning();
    const [candidate] = await db
      .select({ candidateId: applications.candidateId })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .where(eq(interviews.id, recorder.interviewId));
    const [application] = await db
      .insert(applications)
      .values({ candidateId: candidate!.candidateId, jobPostingId: posting!.id })
      .returning();
    const [interview] = await db
      .insert(interviews)
      .values({
        applicationId: application!.id,
        completed,
        completedAt: completed ? new Date() : null,
        interviewDate: new Date(Date.now() + 86_400_000),
        questions: [{ text: "Why this team?", type: "open-ended", timeLimitSeconds: 90 }],
      })
      .returning();
    return { interviewId: interview!.id, companyName: `${title} Labs` };
  }

  beforeAll(async () => {
    media = await mkdtemp(path.join(os.tmpdir(), "onetake-candidate-interviews-"));
    await makeRawWebm(ffmpeg, path.join(media, "two.webm"), { seconds: 2 });
    twoSeconds = await readFile(path.join(media, "two.webm"));
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    const { db } = t.database;
    const accounts = {
      "other candidate": await createCandidate(db, {}, { emailVerified: true }),
      "unverified candidate": await createCandidate(db),
      "company pending": await createCompany(db, {}, { emailVerified: true }),
      "company verified": await createCompany(db, {}, { emailVerified: true, status: "verified" }),
    };
    cookies.anonymous = undefined;
    for (const [name, account] of Object.entries(accounts)) {
      cookies[name as Caller] = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
    }
    cookies.admin = await signInDevAdmin(t.app);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (media) await rm(media, { recursive: true, force: true });
  });

  it("lists a candidate with no interview as having none, upcoming or past", async () => {
    const account = await createCandidate(t.database.db, {}, { emailVerified: true });
    const cookie = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
    for (const status of ["upcoming", "past"]) {
      const response = await list(cookie, `status=${status}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    }
  });

  it("lists the network interview as upcoming while it is recorded and as past once finished, with its detail", async () => {
    const recorder = await freshRecorder();
    const upcoming = await list(recorder.cookie, "status=upcoming");
    expect(upcoming.json()).toMatchObject({
      total: 1,
      items: [
        {
          id: recorder.interviewId,
          title: NETWORK_INTERVIEW_TITLE,
          companyName: null,
          isNetworkInterview: true,
          completed: false,
          completedAt: null,
          recordingStatus: "recording",
          score: null,
        },
      ],
    });
    expect((await list(recorder.cookie, "status=past")).json().total).toBe(0);

    await recordAndFinish(recorder);
    expect((await list(recorder.cookie, "status=upcoming")).json().total).toBe(0);
    const past = (await list(recorder.cookie, "status=past")).json();
    expect(past.items).toHaveLength(1);
    expect(past.items[0]).toMatchObject({ id: recorder.interviewId, completed: true });
    expect(["processing", "ready"]).toContain(past.items[0].recordingStatus);

    await waitUntilReady(recorder);
    const response = await detail(recorder.cookie, recorder.interviewId);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: recorder.interviewId,
      title: NETWORK_INTERVIEW_TITLE,
      completed: true,
      recordingStatus: "ready",
      hasRecording: true,
      hasResume: false,
      feedback: null,
      score: null,
      aiFeedbackSummary: null,
      questionStartSeconds: [0, 1],
      rerecordsUsed: 0,
      rerecordsLeft: 3,
      maxRerecords: 3,
    });
    expect(body.questions.map((question: { text: string }) => question.text)).toEqual([...networkInterviewQuestions]);
    expect(body.durationSeconds).toBeGreaterThanOrEqual(1);
  });

  it("names a job interview by its posting and company, pages the list and shows stored feedback", async () => {
    const recorder = await freshRecorder();
    const first = await postingInterview(recorder, "ML Engineer", false);
    const done = await postingInterview(recorder, "Prompt Engineer", true);
    await t.database.db
      .update(interviews)
      .set({ feedback: "Clear answers.", score: 82 })
      .where(eq(interviews.id, done.interviewId));
    // What the candidate reads is what the current evaluation wrote for them, not an older one's.
    await seedEvaluation(t.database.db, done.interviewId, { isCurrent: false, candidateSummary: "Superseded." });
    await seedEvaluation(t.database.db, done.interviewId, { candidateSummary: "Strong on evaluation design." });

    // The network interview was created now; the job interview is tomorrow: soonest first.
    const pageOne = (await list(recorder.cookie, "status=upcoming&pageSize=1")).json();
    expect(pageOne).toMatchObject({ total: 2, page: 1, pageSize: 1, items: [{ id: recorder.interviewId }] });
    const pageTwo = (await list(recorder.cookie, "status=upcoming&pageSize=1&page=2")).json();
    expect(pageTwo.items).toEqual([
      expect.objectContaining({
        id: first.interviewId,
        title: "ML Engineer",
        companyName: first.companyName,
        isNetworkInterview: false,
      }),
    ]);
    const past = (await list(recorder.cookie, "status=past")).json();
    expect(past.items).toEqual([
      expect.objectContaining({ id: done.interviewId, title: "Prompt Engineer", score: 82, completed: true }),
    ]);
    const body = (await detail(recorder.cookie, done.interviewId)).json();
    expect(body).toMatchObject({
      feedback: "Clear answers.",
      score: 82,
      aiFeedbackSummary: "Strong on evaluation design.",
      questions: [{ text: "Why this team?", timeLimitSeconds: 90 }],
      hasRecording: false,
    });
  });

  it("keeps the AI's score and summaries from the candidate where the posting does not share its evaluation", async () => {
    const recorder = await freshRecorder();
    const shared = await postingInterview(recorder, "Data Engineer", true);
    const kept = await postingInterview(recorder, "Data Analyst", true, false);
    for (const { interviewId } of [shared, kept]) {
      await t.database.db
        .update(interviews)
        .set({ feedback: "Summary for the company.", score: 64 })
        .where(eq(interviews.id, interviewId));
      await seedEvaluation(t.database.db, interviewId, { candidateSummary: "Written for you." });
    }

    const past = (await list(recorder.cookie, "status=past")).json<{ items: { id: string; score: number | null }[] }>();
    expect(Object.fromEntries(past.items.map((item) => [item.id, item.score]))).toEqual({
      [shared.interviewId]: 64,
      [kept.interviewId]: null,
    });
    expect((await detail(recorder.cookie, shared.interviewId)).json()).toMatchObject({
      score: 64,
      feedback: "Summary for the company.",
      aiFeedbackSummary: "Written for you.",
    });
    const withheld = await detail(recorder.cookie, kept.interviewId);
    expect(withheld.statusCode).toBe(200);
    expect(withheld.json()).toMatchObject({ completed: true, score: null, feedback: null, aiFeedbackSummary: null });
    expect(withheld.body).not.toContain("Summary for the company.");
    expect(withheld.body).not.toContain("Written for you.");
  });

  it("never shows one candidate another's interviews", async () => {
    const recorder = await freshRecorder();
    const others = (await list(cookies["other candidate"], "status=upcoming")).json();
    expect(others.items.map((item: { id: string }) => item.id)).not.toContain(recorder.interviewId);
    for (const response of [
      await detail(cookies["other candidate"], recorder.interviewId),
      await detail(recorder.cookie, "00000000-0000-4000-8000-000000000000"),
      await reset(cookies["other candidate"], recorder.interviewId),
      await attachResume(cookies["other candidate"], recorder.interviewId, {
        filename: "cv.pdf",
        contentType: "application/pdf",
        data: tinyPdf("Intruder"),
      }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "not_found", message: INTERVIEW_NOT_FOUND });
    }
    expect((await interviewRow(recorder.interviewId)).resumeFileId).toBeNull();
  });

  it("refuses everyone but a candidate, before reading an upload", async () => {
    const recorder = await freshRecorder();
    const expected: Record<Caller, { status: number; message: string }> = {
      anonymous: { status: 401, message: accessMessages.signInRequired },
      "unverified candidate": { status: 403, message: accessMessages.emailNotVerified },
      "company pending": { status: 403, message: accessMessages.onlyFor("candidate") },
      "company verified": { status: 403, message: accessMessages.onlyFor("candidate") },
      admin: { status: 403, message: accessMessages.onlyFor("candidate") },
      "other candidate": { status: 404, message: INTERVIEW_NOT_FOUND },
    };
    for (const [caller, outcome] of Object.entries(expected) as [Caller, { status: number; message: string }][]) {
      const cookie = cookies[caller];
      const responses = [
        await detail(cookie, recorder.interviewId),
        await reset(cookie, recorder.interviewId),
        await attachResume(cookie, recorder.interviewId, {
          filename: "cv.pdf",
          contentType: "application/pdf",
          data: tinyPdf(),
        }),
      ];
      if (caller !== "other candidate") responses.push(await list(cookie, "status=upcoming"));
      for (const response of responses) {
        expect({ caller, status: response.statusCode, message: response.json().message }).toEqual({
          caller,
          ...outcome,
        });
      }
    }
    expect((await interviewRow(recorder.interviewId)).resumeFileId).toBeNull();
  });

  it("resets only a completed interview: an interrupted attempt uses no re-record", async () => {
    const recorder = await freshRecorder();
    const chunk = twoSeconds.subarray(0, TEST_CHUNK_BYTES);
    await putChunk(recorder.cookie, recorder.sessionId, { segment: 0, seq: 0 }, chunk, {
      token: recorder.token,
      sha256: sha256Hex(chunk),
    });
    const response = await reset(recorder.cookie, recorder.interviewId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(interviewResetMessages.notCompleted);
    expect((await detail(recorder.cookie, recorder.interviewId)).json()).toMatchObject({
      rerecordsUsed: 0,
      rerecordsLeft: 3,
    });
  });

  it("resets a completed interview, keeps the old recording's files, records again, and refuses a fourth re-record", async () => {
    const recorder = await freshRecorder();
    await recordAndFinish(recorder);
    await waitUntilReady(recorder);
    const pdf = await attachResume(recorder.cookie, recorder.interviewId, {
      filename: "cv.pdf",
      contentType: "application/pdf",
      data: tinyPdf("Ada"),
    });
    expect(pdf.statusCode).toBe(200);
    await t.database.db
      .update(interviews)
      .set({ feedback: "Good.", score: 70, aiFeedback: { summary: "Fine." } })
      .where(eq(interviews.id, recorder.interviewId));
    const before = await interviewRow(recorder.interviewId);
    const oldFileIds = [before.recordingFileId!, before.posterFileId!, before.resumeFileId!];
    const sessionsBefore = await t.database.db
      .select()
      .from(recordingSessions)
      .where(eq(recordingSessions.interviewId, recorder.interviewId));

    const first = await reset(recorder.cookie, recorder.interviewId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ interviewId: recorder.interviewId, rerecordsUsed: 1, rerecordsLeft: 2 });
    expect(await interviewRow(recorder.interviewId)).toMatchObject({
      completed: false,
      completedAt: null,
      recordingFileId: null,
      posterFileId: null,
      resumeFileId: null,
      durationSeconds: null,
      questionStartSeconds: [],
      feedback: null,
      score: null,
      aiFeedback: null,
    });
    // The old recording is deleted only after the new one is complete, and not here.
    expect(await t.database.db.select({ id: files.id }).from(files).where(inArray(files.id, oldFileIds))).toHaveLength(
      3,
    );
    expect(
      await t.database.db
        .select()
        .from(recordingSessions)
        .where(eq(recordingSessions.interviewId, recorder.interviewId)),
    ).toEqual(sessionsBefore);
    expect((await status(recorder.cookie, recorder.interviewId)).json()).toMatchObject({ status: "recording" });
    expect((await list(recorder.cookie, "status=upcoming")).json().items).toEqual([
      expect.objectContaining({ id: recorder.interviewId, completed: false, recordingStatus: "recording" }),
    ]);
    // A reset interview is not completed, so it cannot be reset again until it is recorded.
    expect((await reset(recorder.cookie, recorder.interviewId)).statusCode).toBe(409);

    for (const used of [2, 3]) {
      const again = await startAgain(recorder.cookie);
      expect(again.interviewId).toBe(recorder.interviewId);
      expect(again.sessionId).not.toBe(recorder.sessionId);
      await recordAndFinish(again);
      expect((await detail(recorder.cookie, recorder.interviewId)).json()).toMatchObject({ completed: true });
      const response = await reset(recorder.cookie, recorder.interviewId);
      expect(response.json()).toEqual({
        interviewId: recorder.interviewId,
        rerecordsUsed: used,
        rerecordsLeft: 3 - used,
      });
    }

    const last = await startAgain(recorder.cookie);
    await recordAndFinish(last);
    const fourth = await reset(recorder.cookie, recorder.interviewId);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({ error: "conflict", message: interviewResetMessages.limitReached });
    expect(await interviewRow(recorder.interviewId)).toMatchObject({ completed: true });
    expect((await detail(recorder.cookie, recorder.interviewId)).json()).toMatchObject({
      rerecordsUsed: 3,
      rerecordsLeft: 0,
    });
  });

  it("lets two racing resets use one re-record between them", async () => {
    const recorder = await freshRecorder();
    await recordAndFinish(recorder);
    const answers = await Promise.all([
      reset(recorder.cookie, recorder.interviewId),
      reset(recorder.cookie, recorder.interviewId),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [application] = await t.database.db
      .select({ used: applications.rerecordsUsed })
      .from(applications)
      .innerJoin(interviews, eq(interviews.applicationId, applications.id))
      .where(eq(interviews.id, recorder.interviewId));
    expect(application!.used).toBe(1);
  });

  it("attaches a PDF, DOCX or DOC resume judged by its bytes, and refuses other files with the settings' messages", async () => {
    const recorder = await freshRecorder();
    const docBytes = Buffer.alloc(4096);
    Buffer.from(CFB_MAGIC).copy(docBytes);
    for (const file of [
      { filename: "cv.pdf", contentType: "application/pdf", data: tinyPdf("Ada") },
      { filename: "cv.docx", contentType: "application/octet-stream", data: tinyDocx("Ada") },
      { filename: "cv.doc", contentType: "application/msword", data: docBytes },
    ]) {
      const response = await attachResume(recorder.cookie, recorder.interviewId, file);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        interviewId: recorder.interviewId,
        hasResume: true,
        originalName: file.filename,
      });
      const row = await interviewRow(recorder.interviewId);
      const [stored] = await t.database.db.select().from(files).where(eq(files.id, row.resumeFileId!));
      expect(stored).toMatchObject({ kind: "resume", originalName: file.filename, byteSize: file.data.length });
    }
    expect((await detail(recorder.cookie, recorder.interviewId)).json().hasResume).toBe(true);

    const text = await attachResume(recorder.cookie, recorder.interviewId, {
      filename: "cv.pdf",
      contentType: "application/pdf",
      data: Buffer.from("just some text pretending to be a PDF"),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(interviewResumeMessages.type);
    const large = await attachResume(recorder.cookie, recorder.interviewId, {
      filename: "cv.pdf",
      contentType: "application/pdf",
      data: largePdf(5 * 1024 * 1024 + 1),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe(interviewResumeMessages.size);
    const empty = multipartBody({});
    const missing = await t.app.inject({
      method: "PUT",
      url: `/api/interviews/${recorder.interviewId}/resume`,
      payload: empty.payload,
      headers: { ...empty.headers, cookie: recorder.cookie },
      remoteAddress: uniqueIp(),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(interviewResumeMessages.required);
  });

  it("answers a malformed interview id as not found", async () => {
    const recorder = await freshRecorder();
    const response = await detail(recorder.cookie, "not-an-id");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INTERVIEW_NOT_FOUND);
  });
});
