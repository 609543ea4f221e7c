import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { evaluationMessages, type EvaluationView } from "@shared/evaluation/evaluation-contracts";
import { ErrorCode } from "@shared/http/error-codes";
import type { FollowUpNoneReason } from "@shared/interviews/follow-up-contracts";
import { watchMessages } from "@shared/interviews/watch-contracts";
import { randomUUID } from "node:crypto";
import {
  answerTranscripts,
  applications,
  auditLog,
  evaluationOverrides,
  evaluations,
  files,
  interviewFollowUps,
  interviews,
  jobPostings,
  recordingSessions,
  reviewRequests,
  transcriptCorrectionRequests,
  transcriptCorrections,
  user,
} from "../../db/schema";
import type { followUpStatuses } from "../../db/schema/interviewer";
import { createCandidate, signInDevAdmin, STRONG_PASSWORD, signIn, uniqueIp } from "../../testing/accounts-fixtures";
import {
  callAs,
  insertPosting,
  poolCandidate,
  signedInCompany,
  type PoolCandidate,
  type SignedInCompany,
} from "../../testing/company-candidate-fixtures";
import {
  CRITERION_KEY,
  FIRST_ANSWER,
  insertCompletedInterview,
  networkApplication,
  seedEvaluation,
} from "../../testing/evaluation-fixtures";
import { readZip } from "../../testing/candidate-data-zip";
import { mailTasksTo } from "../../testing/mail-tasks";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";
import { askToConfirmChangedOverrides } from "../../domain/evaluation/pipeline/carried-overrides";

const CALLERS = [
  "anonymous",
  "owner",
  "other candidate",
  "company pending",
  "company verified",
  "company with the posting",
  "admin",
] as const;
type Caller = (typeof CALLERS)[number];

type Outcome = { status: number; message?: string };
const OK: Outcome = { status: 200 };
const CREATED: Outcome = { status: 201 };
const SIGN_IN: Outcome = { status: 401, message: accessMessages.signInRequired };
const NOT_VERIFIED: Outcome = { status: 403, message: accessMessages.companyNotVerified };
const HIDDEN: Outcome = { status: 404, message: watchMessages.interviewNotFound };
const NO_EVALUATION: Outcome = { status: 404, message: evaluationMessages.notFound };
const CANDIDATES_ONLY: Outcome = { status: 403, message: accessMessages.onlyFor("candidate") };
const ENTERPRISES_ONLY: Outcome = { status: 403, message: accessMessages.onlyFor("enterprise") };
const ADMIN_NO_COMPANY: Outcome = { status: 403, message: accessMessages.adminIsNotACompany };
const ADMINS_ONLY: Outcome = { status: 403, message: accessMessages.adminOnly };

/** The recording's rule (decision 0021) for a network interview: owner, verified companies, admins. */
const networkReaders: Record<Caller, Outcome> = {
  anonymous: SIGN_IN,
  owner: OK,
  "other candidate": HIDDEN,
  "company pending": NOT_VERIFIED,
  "company verified": OK,
  "company with the posting": OK,
  admin: OK,
};
/** A posting's interview: among companies, only the one that posted it. */
const postingReaders: Record<Caller, Outcome> = { ...networkReaders, "company verified": HIDDEN };
/** The candidate's own action on their interview. */
const ownerOnly = (success: Outcome): Record<Caller, Outcome> => ({
  anonymous: SIGN_IN,
  owner: success,
  "other candidate": HIDDEN,
  "company pending": CANDIDATES_ONLY,
  "company verified": CANDIDATES_ONLY,
  "company with the posting": CANDIDATES_ONLY,
  admin: CANDIDATES_ONLY,
});

function outcomeOf(response: LightMyRequestResponse): Outcome {
  if (response.statusCode < 400) return { status: response.statusCode };
  const body = response.json<{ error: string; message: string }>();
  expect(Object.values(ErrorCode)).toContain(body.error);
  return { status: response.statusCode, message: body.message };
}

describe.each(testDrivers())("reading and acting on an AI evaluation on %s", (driver) => {
  let t: TestApp;
  let owner: PoolCandidate;
  let owningCompany: SignedInCompany;
  let postingId: string;
  let ownerPostingApplicationId: string;
  const cookies = {} as Record<Caller, string | undefined>;

  const as = (caller: Caller) => callAs(t, cookies[caller]);

  async function matrix(
    request: (caller: Caller) => Promise<LightMyRequestResponse>,
    expected: Record<Caller, Outcome>,
  ): Promise<void> {
    const actual = {} as Record<Caller, Outcome>;
    for (const caller of CALLERS) actual[caller] = outcomeOf(await request(caller));
    expect(actual).toEqual(expected);
  }

  /** A fresh completed network interview of the owner, evaluated. */
  async function evaluatedNetworkInterview(values: Parameters<typeof seedEvaluation>[2] = {}) {
    const interviewId = await insertCompletedInterview(
      t.database.db,
      await networkApplication(t.database.db, owner.candidateId),
    );
    const evaluationId = await seedEvaluation(t.database.db, interviewId, values);
    return { interviewId, evaluationId };
  }

  /** A fresh completed interview of the owner for the owning company's posting, evaluated. */
  async function evaluatedPostingInterview(values: Parameters<typeof seedEvaluation>[2] = {}) {
    const interviewId = await insertCompletedInterview(t.database.db, ownerPostingApplicationId);
    const evaluationId = await seedEvaluation(t.database.db, interviewId, values);
    return { interviewId, evaluationId };
  }

  beforeAll(async () => {
    // No worker: the re-evaluations corrections queue stay queued, so each test sees them as such.
    t = await createTestApp({ driver, startWorker: false, env: { DEV_ADMIN_ENABLED: "true" } });
    const { db } = t.database;
    owner = await poolCandidate(t);
    const other = await poolCandidate(t);
    const pending = await signedInCompany(t, "pending");
    const verified = await signedInCompany(t, "verified");
    owningCompany = await signedInCompany(t, "verified", "Posting Owner Co");
    cookies.anonymous = undefined;
    cookies.owner = owner.cookie;
    cookies["other candidate"] = other.cookie;
    cookies["company pending"] = pending.cookie;
    cookies["company verified"] = verified.cookie;
    cookies["company with the posting"] = owningCompany.cookie;
    cookies.admin = await signInDevAdmin(t.app);
    postingId = (await insertPosting(db, owningCompany.enterpriseId, { title: "Staff Engineer" })).id;
    const [application] = await db
      .insert(applications)
      .values({ candidateId: owner.candidateId, jobPostingId: postingId })
      .returning({ id: applications.id });
    ownerPostingApplicationId = application!.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  describe("GET /api/interviews/:id/evaluation", () => {
    it("follows the recording's rule for the network interview", async () => {
      const { interviewId } = await evaluatedNetworkInterview();
      await matrix((caller) => as(caller)("GET", `/api/interviews/${interviewId}/evaluation`), networkReaders);
    });

    it("of a posting's interview: among companies only the one that posted it", async () => {
      const { interviewId } = await evaluatedPostingInterview();
      await matrix((caller) => as(caller)("GET", `/api/interviews/${interviewId}/evaluation`), postingReaders);
    });

    it("keeps it from the candidate when the posting does not share AI feedback, not from the company", async () => {
      const { interviewId } = await evaluatedPostingInterview();
      await t.database.db
        .update(jobPostings)
        .set({ shareAiFeedbackWithCandidates: false })
        .where(eq(jobPostings.id, postingId));
      try {
        await matrix((caller) => as(caller)("GET", `/api/interviews/${interviewId}/evaluation`), {
          ...postingReaders,
          owner: NO_EVALUATION,
        });
        // Their own words stay theirs: the captions are the recording's.
        expect((await as("owner")("GET", `/api/interviews/${interviewId}/captions.vtt`)).statusCode).toBe(200);
      } finally {
        await t.database.db
          .update(jobPostings)
          .set({ shareAiFeedbackWithCandidates: true })
          .where(eq(jobPostings.id, postingId));
      }
    });

    it("answers the evaluation's 404 when there is none yet, and the same 404 for an unknown id", async () => {
      const interviewId = await insertCompletedInterview(t.database.db, ownerPostingApplicationId);
      expect(outcomeOf(await as("owner")("GET", `/api/interviews/${interviewId}/evaluation`))).toEqual(NO_EVALUATION);
      const unknown = "00000000-0000-4000-8000-000000000000";
      expect(outcomeOf(await as("admin")("GET", `/api/interviews/${unknown}/evaluation`))).toEqual(HIDDEN);
    });

    it("joins questions, chapters, transcripts and the caller's permissions", async () => {
      const { interviewId, evaluationId } = await evaluatedPostingInterview();
      const view = (
        await as("company with the posting")("GET", `/api/interviews/${interviewId}/evaluation`)
      ).json<EvaluationView>();
      expect(view).toMatchObject({
        id: evaluationId,
        status: "done",
        provider: "openai",
        chatModel: "test-chat",
        scoresContent: true,
        overallScore: 75,
        canOverride: true,
        canRetry: false,
        canCorrect: false,
        canRequestReview: false,
        reviewRequest: null,
      });
      expect(view.questions.map((q) => [q.index, q.startSeconds, q.transcript?.text ?? null])).toEqual([
        [0, 0, FIRST_ANSWER],
        [1, 30, null],
      ]);
      expect(view.questions[1]!.transcriptUnavailableReason).toBe("No speech was detected in this answer.");
      expect(view.questions[0]!.criteria[0]).toMatchObject({ key: CRITERION_KEY, score: 4, override: null });
      const mine = (await as("owner")("GET", `/api/interviews/${interviewId}/evaluation`)).json<EvaluationView>();
      expect(mine).toMatchObject({ canOverride: false, canCorrect: true, canRequestReview: true, canRetry: false });
    });

    it("says the offline provider does not score content, and offers Retry on a failure to the company and admins", async () => {
      const { interviewId } = await evaluatedPostingInterview({
        provider: "offline",
        status: "failed",
        failureReason: "ffmpeg exited with 1",
        overallScore: null,
      });
      const company = (
        await as("company with the posting")("GET", `/api/interviews/${interviewId}/evaluation`)
      ).json<EvaluationView>();
      expect(company).toMatchObject({
        scoresContent: false,
        canRetry: true,
        canOverride: false,
        failureReason: "ffmpeg exited with 1",
      });
      const admin = (await as("admin")("GET", `/api/interviews/${interviewId}/evaluation`)).json<EvaluationView>();
      expect(admin.canRetry).toBe(true);
      expect(admin.failureReason).toBe("ffmpeg exited with 1");
      // The candidate reads a plain sentence, not the tool's or provider's error (decision 0072).
      const candidate = (await as("owner")("GET", `/api/interviews/${interviewId}/evaluation`)).json<EvaluationView>();
      expect(candidate).toMatchObject({ canRetry: false, failureReason: evaluationMessages.failedForCandidate });
    });

    it("shows the current evaluation only", async () => {
      const { interviewId, evaluationId } = await evaluatedNetworkInterview();
      await t.database.db.update(evaluations).set({ isCurrent: false }).where(eq(evaluations.id, evaluationId));
      const newer = await seedEvaluation(t.database.db, interviewId, { overallScore: 50 });
      const view = (await as("owner")("GET", `/api/interviews/${interviewId}/evaluation`)).json<EvaluationView>();
      expect([view.id, view.overallScore]).toEqual([newer, 50]);
    });
  });

  describe("GET /api/interviews/:id/captions.vtt", () => {
    it("follows the recording's rule", async () => {
      const { interviewId } = await evaluatedNetworkInterview();
      await matrix((caller) => as(caller)("GET", `/api/interviews/${interviewId}/captions.vtt`), networkReaders);
      const posting = await evaluatedPostingInterview();
      await matrix(
        (caller) => as(caller)("GET", `/api/interviews/${posting.interviewId}/captions.vtt`),
        postingReaders,
      );
    });

    it("is a WebVTT track of the transcript, times in seconds of the recording", async () => {
      const { interviewId } = await evaluatedNetworkInterview();
      const response = await as("company verified")("GET", `/api/interviews/${interviewId}/captions.vtt`);
      expect(response.headers["content-type"]).toMatch(/^text\/vtt/);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(response.body.startsWith("WEBVTT")).toBe(true);
      expect(response.body).toContain("00:00:00.000 --> ");
      expect(response.body.replace(/\s+/g, " ")).toContain("I designed the billing pipeline");
    });

    it("is a 404 before there is an evaluation", async () => {
      const interviewId = await insertCompletedInterview(t.database.db, ownerPostingApplicationId);
      expect(outcomeOf(await as("owner")("GET", `/api/interviews/${interviewId}/captions.vtt`))).toEqual(NO_EVALUATION);
    });
  });

  describe("POST /api/interviews/:id/evaluation/overrides", () => {
    const criterionOverride = {
      questionIndex: 0,
      criterionKey: CRITERION_KEY,
      score: 2,
      reason: "The example is vague.",
    };

    it("only the company that owns the application may override", async () => {
      const { interviewId } = await evaluatedPostingInterview();
      await matrix(
        (caller) => as(caller)("POST", `/api/interviews/${interviewId}/evaluation/overrides`, criterionOverride),
        {
          anonymous: SIGN_IN,
          owner: ENTERPRISES_ONLY,
          "other candidate": ENTERPRISES_ONLY,
          "company pending": NOT_VERIFIED,
          "company verified": HIDDEN,
          "company with the posting": CREATED,
          admin: ADMIN_NO_COMPANY,
        },
      );
    });

    it("nobody overrides the network interview: no company owns its application", async () => {
      const { interviewId } = await evaluatedNetworkInterview();
      const overrideNotOwner = { status: 403, message: evaluationMessages.overrideNotOwner };
      for (const caller of ["company verified", "company with the posting"] as const) {
        expect(
          outcomeOf(await as(caller)("POST", `/api/interviews/${interviewId}/evaluation/overrides`, criterionOverride)),
        ).toEqual(overrideNotOwner);
      }
    });

    it("keeps the AI's result beside the override, audits it, and leaves the list's AI score alone", async () => {
      const { interviewId, evaluationId } = await evaluatedPostingInterview();
      await t.database.db.update(interviews).set({ score: 75 }).where(eq(interviews.id, interviewId));
      const company = as("company with the posting");
      const url = `/api/interviews/${interviewId}/evaluation/overrides`;
      const first = await company("POST", url, criterionOverride);
      expect(first.statusCode).toBe(201);
      const overall = await company("POST", url, {
        questionIndex: null,
        criterionKey: null,
        score: 60,
        reason: "Weighted by the team.",
      });
      expect(overall.statusCode).toBe(201);
      const view = overall.json<EvaluationView>();
      expect(view.overallScore).toBe(75);
      expect(view.overallOverride).toMatchObject({ score: 60, reason: "Weighted by the team." });
      expect(view.questions[0]!.criteria[0]).toMatchObject({
        score: 4,
        override: { score: 2, reason: "The example is vague." },
      });
      // A later override replaces the earlier one in the view; both stay stored.
      const again = await company("POST", url, { ...criterionOverride, score: 3, reason: "On reflection." });
      expect(again.json<EvaluationView>().questions[0]!.criteria[0]!.override).toMatchObject({ score: 3 });
      const stored = await t.database.db
        .select()
        .from(evaluationOverrides)
        .where(eq(evaluationOverrides.evaluationId, evaluationId));
      expect(stored).toHaveLength(3);
      const audited = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "evaluation.override"), eq(auditLog.targetId, interviewId)));
      expect(audited.map((entry) => entry.details)).toContainEqual(
        expect.objectContaining({ aiScore: 4, score: 2, criterionKey: CRITERION_KEY, reason: "The example is vague." }),
      );
      expect(audited.map((entry) => entry.details)).toContainEqual(expect.objectContaining({ aiScore: 75, score: 60 }));
      const [row] = await t.database.db
        .select({ score: interviews.score })
        .from(interviews)
        .where(eq(interviews.id, interviewId));
      expect(row!.score).toBe(75);
      // The overrides are the company's own review: the candidate sees the AI's evidence and scores.
      const candidate = (await as("owner")("GET", `/api/interviews/${interviewId}/evaluation`)).json<EvaluationView>();
      expect(candidate.overallOverride).toBeNull();
      expect(candidate.questions[0]!.criteria[0]!.override).toBeNull();
    });

    it("carries the overrides over to a re-assessment, which lists show as running, and asks to confirm where the evidence changed", async () => {
      const { interviewId, evaluationId } = await evaluatedPostingInterview();
      const { db } = t.database;
      await db
        .update(interviews)
        .set({ score: 75, feedback: "Clear and concrete." })
        .where(eq(interviews.id, interviewId));
      const company = as("company with the posting");
      const url = `/api/interviews/${interviewId}/evaluation/overrides`;
      expect((await company("POST", url, criterionOverride)).statusCode).toBe(201);
      const overall = { questionIndex: null, criterionKey: null, score: 60, reason: "Weighted by the team." };
      expect((await company("POST", url, overall)).statusCode).toBe(201);

      const corrected = await as("owner")("POST", `/api/interviews/${interviewId}/transcript-corrections`, {
        questionIndex: 0,
        text: "I designed the billing pipeline that handles invoices for every client",
      });
      expect(corrected.statusCode).toBe(201);
      // The re-assessment is current and says so; lists no longer show the previous score as current.
      const running = (await company("GET", `/api/interviews/${interviewId}/evaluation`)).json<EvaluationView>();
      expect(running).toMatchObject({ status: "queued", overallScore: null });
      const [listed] = await db.select().from(interviews).where(eq(interviews.id, interviewId));
      expect(listed).toMatchObject({ score: null, feedback: null });
      const [next] = await db
        .select()
        .from(evaluations)
        .where(and(eq(evaluations.interviewId, interviewId), eq(evaluations.isCurrent, true)));
      const carried = await db.select().from(evaluationOverrides).where(eq(evaluationOverrides.evaluationId, next!.id));
      expect(carried.map((row) => [row.criterionKey, row.score, row.carriedFromEvaluationId])).toEqual(
        expect.arrayContaining([
          [CRITERION_KEY, 2, evaluationId],
          [null, 60, evaluationId],
        ]),
      );
      expect(carried).toHaveLength(2);

      // The new result keeps the criterion's evidence but moves the overall: only the overall's
      // override is to be confirmed.
      const [previous] = await db.select().from(evaluations).where(eq(evaluations.id, evaluationId));
      await db
        .update(evaluations)
        .set({ status: "done", result: previous!.result, overallScore: 50, completedAt: new Date() })
        .where(eq(evaluations.id, next!.id));
      await askToConfirmChangedOverrides(db, next!.id, {
        questions: previous!.result!.questions,
        overallScore: 50,
      });
      const view = (await company("GET", `/api/interviews/${interviewId}/evaluation`)).json<EvaluationView>();
      expect(view.overallOverride).toMatchObject({ score: 60, carried: true, needsConfirmation: true });
      expect(view.questions[0]!.criteria[0]!.override).toMatchObject({
        score: 2,
        carried: true,
        needsConfirmation: false,
      });
      // Confirming is overriding again: the reviewer's own override on this assessment.
      const confirmed = await company("POST", url, overall);
      expect(confirmed.json<EvaluationView>().overallOverride).toMatchObject({
        carried: false,
        needsConfirmation: false,
      });
    });

    it("checks the score against its target, the criterion, the reason and the evaluation's state", async () => {
      const { interviewId } = await evaluatedPostingInterview();
      const company = as("company with the posting");
      const url = `/api/interviews/${interviewId}/evaluation/overrides`;
      const refused = async (body: object) => outcomeOf(await company("POST", url, body));
      const badScore = { status: 400, message: evaluationMessages.overrideScore };
      const unknown = { status: 400, message: evaluationMessages.unknownCriterion };
      expect(await refused({ ...criterionOverride, score: 6 })).toEqual(badScore);
      expect(await refused({ ...criterionOverride, score: 0 })).toEqual(badScore);
      expect(await refused({ questionIndex: null, criterionKey: null, score: 101, reason: "x" })).toEqual(badScore);
      expect(await refused({ ...criterionOverride, criterionKey: "charisma" })).toEqual(unknown);
      expect(await refused({ ...criterionOverride, questionIndex: 1 })).toEqual(unknown);
      expect(await refused({ ...criterionOverride, questionIndex: null })).toEqual(unknown);
      expect((await company("POST", url, { ...criterionOverride, reason: "   " })).statusCode).toBe(400);
      const queued = await evaluatedPostingInterview({ status: "queued", result: null, overallScore: null });
      expect(
        outcomeOf(
          await company("POST", `/api/interviews/${queued.interviewId}/evaluation/overrides`, {
            questionIndex: null,
            criterionKey: null,
            score: 50,
            reason: "Early.",
          }),
        ),
      ).toEqual({ status: 409, message: evaluationMessages.notFinished });
    });
  });

  describe("POST /api/interviews/:id/transcript-corrections", () => {
    it("is the owning candidate's alone", async () => {
      const { interviewId } = await evaluatedNetworkInterview();
      await matrix(
        (caller) =>
          as(caller)("POST", `/api/interviews/${interviewId}/transcript-corrections`, {
            questionIndex: 0,
            text: "I designed the billing pipeline that handles invoices for every client",
          }),
        ownerOnly(CREATED),
      );
    });

    it("keeps the original, shows the correction to reviewers, and captions the corrected words", async () => {
      const { interviewId } = await evaluatedPostingInterview();
      // A misheard word fixed: it applies at once.
      const corrected = "I designed the billing pipeline that handles invoices for every client";
      const response = await as("owner")("POST", `/api/interviews/${interviewId}/transcript-corrections`, {
        questionIndex: 0,
        text: corrected,
      });
      expect(response.statusCode).toBe(201);
      const company = (
        await as("company with the posting")("GET", `/api/interviews/${interviewId}/evaluation`)
      ).json<EvaluationView>();
      expect(company.questions[0]!.transcript).toMatchObject({ text: FIRST_ANSWER, correction: { text: corrected } });
      const [stored] = await t.database.db
        .select()
        .from(transcriptCorrections)
        .where(eq(transcriptCorrections.interviewId, interviewId));
      expect(stored!.words.map((word) => word.text).join(" ")).toBe(corrected);
      expect(stored!.words[0]!.start).toBe(0);
      const [original] = await t.database.db
        .select({ text: answerTranscripts.text })
        .from(answerTranscripts)
        .where(eq(answerTranscripts.interviewId, interviewId));
      expect(original!.text).toBe(FIRST_ANSWER);
      const captions = await as("company with the posting")("GET", `/api/interviews/${interviewId}/captions.vtt`);
      expect(captions.body.replace(/\s+/g, " ")).toContain("every client");
      expect(captions.body).not.toContain("customer");
      // The correction asks for a new evaluation in its own transaction; the earlier one is kept, not current.
      const rows = await t.database.db
        .select({ isCurrent: evaluations.isCurrent, createdAt: evaluations.createdAt })
        .from(evaluations)
        .where(eq(evaluations.interviewId, interviewId))
        .orderBy(evaluations.createdAt);
      expect(rows.map((row) => row.isCurrent)).toEqual([false, true]);
    });

    it("while a re-evaluation has not transcribed yet, keeps the earlier transcript readable and correctable", async () => {
      const { interviewId, evaluationId } = await evaluatedPostingInterview();
      const first = await as("owner")("POST", `/api/interviews/${interviewId}/transcript-corrections`, {
        questionIndex: 0,
        text: "I designed the billing pipeline that handles invoices for every client",
      });
      expect(first.statusCode).toBe(201);
      // The correction queued a re-evaluation: the old evaluation is kept, the queued one is current.
      const { db } = t.database;
      const [queued] = await db
        .select({ id: evaluations.id })
        .from(evaluations)
        .where(and(eq(evaluations.interviewId, interviewId), eq(evaluations.isCurrent, true)));
      expect(queued!.id).not.toBe(evaluationId);
      const second = await as("owner")("POST", `/api/interviews/${interviewId}/transcript-corrections`, {
        questionIndex: 0,
        text: "I designed the billing pipeline that handles invoices for every clients",
      });
      expect(second.statusCode).toBe(201);
      const view = second.json<EvaluationView>();
      // Each correction queues its own re-evaluation; the newest is current and still queued.
      const [latest] = await db
        .select({ id: evaluations.id })
        .from(evaluations)
        .where(and(eq(evaluations.interviewId, interviewId), eq(evaluations.isCurrent, true)));
      expect(latest!.id).not.toBe(queued!.id);
      expect(view).toMatchObject({ id: latest!.id, status: "queued", canCorrect: true });
      expect(view.questions[0]!.transcript).toMatchObject({
        text: FIRST_ANSWER,
        correction: { text: "I designed the billing pipeline that handles invoices for every clients" },
      });
      const captions = await as("company with the posting")("GET", `/api/interviews/${interviewId}/captions.vtt`);
      expect(captions.body).toContain("clients");
      expect(captions.body).not.toContain("customer");
      // Once the re-evaluation is done, only its own transcripts count.
      await db.update(evaluations).set({ status: "done" }).where(eq(evaluations.id, latest!.id));
      const done = (await as("owner")("GET", `/api/interviews/${interviewId}/evaluation`)).json<EvaluationView>();
      expect(done.questions[0]!.transcript).toBeNull();
    });

    it("refuses an answer without a transcript, an empty text, and a posting that keeps the evaluation", async () => {
      const { interviewId } = await evaluatedPostingInterview();
      const url = `/api/interviews/${interviewId}/transcript-corrections`;
      expect(outcomeOf(await as("owner")("POST", url, { questionIndex: 1, text: "I said something" }))).toEqual({
        status: 400,
        message: evaluationMessages.noTranscript,
      });
      expect(outcomeOf(await as("owner")("POST", url, { questionIndex: 0, text: "  " }))).toMatchObject({
        status: 400,
      });
      await t.database.db
        .update(jobPostings)
        .set({ shareAiFeedbackWithCandidates: false })
        .where(eq(jobPostings.id, postingId));
      try {
        expect(outcomeOf(await as("owner")("POST", url, { questionIndex: 0, text: "Hello" }))).toEqual(NO_EVALUATION);
      } finally {
        await t.database.db
          .update(jobPostings)
          .set({ shareAiFeedbackWithCandidates: true })
          .where(eq(jobPostings.id, postingId));
      }
    });
  });

  describe("human review requests", () => {
    const message = { message: "The second answer was cut off; please listen again." };

    it("only the owning candidate asks, once at a time", async () => {
      const { interviewId } = await evaluatedPostingInterview();
      await matrix(
        (caller) => as(caller)("POST", `/api/interviews/${interviewId}/review-requests`, message),
        ownerOnly(CREATED),
      );
      expect(outcomeOf(await as("owner")("POST", `/api/interviews/${interviewId}/review-requests`, message))).toEqual({
        status: 409,
        message: evaluationMessages.reviewAlreadyOpen,
      });
    });

    it("reaches the company for a posting's interview, which answers it once, and the candidate hears back", async () => {
      const { interviewId } = await evaluatedPostingInterview();
      const companyMailsBefore = await mailTasksTo(t.database.db, owningCompany.email);
      const asked = await as("owner")("POST", `/api/interviews/${interviewId}/review-requests`, message);
      expect(asked.statusCode).toBe(201);
      expect(asked.json<EvaluationView>()).toMatchObject({
        canRequestReview: false,
        reviewRequest: { status: "open", message: message.message, response: null },
      });
      expect(await mailTasksTo(t.database.db, owningCompany.email)).toBe(companyMailsBefore + 1);
      const [stored] = await t.database.db
        .select()
        .from(reviewRequests)
        .where(eq(reviewRequests.interviewId, interviewId));
      expect(stored!.enterpriseId).toBe(owningCompany.enterpriseId);

      const listed = await as("company with the posting")("GET", "/api/review-requests?status=open&pageSize=100");
      expect(listed.statusCode).toBe(200);
      const items = listed.json<{ items: { id: string; interviewTitle: string; candidateName: string }[] }>().items;
      expect(items.map((item) => item.id)).toContain(stored!.id);
      expect(items.find((item) => item.id === stored!.id)?.interviewTitle).toBe("Staff Engineer");
      // Another verified company and admins (network requests only) do not see it.
      for (const caller of ["company verified", "admin"] as const) {
        const theirs = (await as(caller)("GET", "/api/review-requests?status=all&pageSize=100")).json<{
          items: { id: string }[];
        }>();
        expect(theirs.items.map((item) => item.id)).not.toContain(stored!.id);
      }

      const url = `/api/review-requests/${stored!.id}/answer`;
      const answer = { response: "We listened again and kept the score." };
      const notAddressed = { status: 404, message: evaluationMessages.reviewRequestNotFound };
      expect(outcomeOf(await as("company verified")("POST", url, answer))).toEqual(notAddressed);
      expect(outcomeOf(await as("admin")("POST", url, answer))).toEqual(notAddressed);
      const ownerMailsBefore = await mailTasksTo(t.database.db, owner.email);
      const answered = await as("company with the posting")("POST", url, answer);
      expect(answered.statusCode).toBe(200);
      expect(answered.json()).toMatchObject({ status: "answered", response: answer.response });
      expect(await mailTasksTo(t.database.db, owner.email)).toBe(ownerMailsBefore + 1);
      expect(outcomeOf(await as("company with the posting")("POST", url, answer))).toEqual({
        status: 409,
        message: evaluationMessages.reviewAlreadyAnswered,
      });
      const view = (await as("owner")("GET", `/api/interviews/${interviewId}/evaluation`)).json<EvaluationView>();
      expect(view).toMatchObject({
        canRequestReview: true,
        reviewRequest: { status: "answered", response: answer.response },
      });
    });

    it("reaches OneTake's admins for the network interview", async () => {
      const { interviewId } = await evaluatedNetworkInterview();
      const [admin] = await t.database.db
        .select({ email: user.email })
        .from(user)
        .where(eq(user.role, "admin"))
        .limit(1);
      const adminMailsBefore = await mailTasksTo(t.database.db, admin!.email);
      expect((await as("owner")("POST", `/api/interviews/${interviewId}/review-requests`, message)).statusCode).toBe(
        201,
      );
      expect(await mailTasksTo(t.database.db, admin!.email)).toBe(adminMailsBefore + 1);
      const [stored] = await t.database.db
        .select()
        .from(reviewRequests)
        .where(eq(reviewRequests.interviewId, interviewId));
      expect(stored!.enterpriseId).toBeNull();
      const listed = (await as("admin")("GET", "/api/review-requests?pageSize=100")).json<{
        items: { id: string; candidateProfileId?: string }[];
      }>();
      expect(listed.items.map((item) => item.id)).toContain(stored!.id);
      // The network interview has no application page: admins review it on the candidate's profile.
      expect(listed.items.find((item) => item.id === stored!.id)?.candidateProfileId).toBe(owner.userId);
      // A company that may watch the network interview is not who the candidate wrote to.
      const seen = (
        await as("company verified")("GET", `/api/interviews/${interviewId}/evaluation`)
      ).json<EvaluationView>();
      expect(seen.reviewRequest).toBeNull();
      const url = `/api/review-requests/${stored!.id}/answer`;
      expect(outcomeOf(await as("company with the posting")("POST", url, { response: "No." }))).toEqual({
        status: 404,
        message: evaluationMessages.reviewRequestNotFound,
      });
      const answered = await as("admin")("POST", url, { response: "We listened again." });
      expect(answered.statusCode).toBe(200);
      expect(answered.json()).toMatchObject({ status: "answered", candidateProfileId: owner.userId });
    });

    it("who may list and answer requests", async () => {
      const ownsNothing = "00000000-0000-4000-8000-000000000000";
      const companies: Record<Caller, Outcome> = {
        anonymous: SIGN_IN,
        owner: ENTERPRISES_ONLY,
        "other candidate": ENTERPRISES_ONLY,
        "company pending": NOT_VERIFIED,
        "company verified": OK,
        "company with the posting": OK,
        admin: OK,
      };
      await matrix((caller) => as(caller)("GET", "/api/review-requests"), companies);
      const notFound = { status: 404, message: evaluationMessages.reviewRequestNotFound };
      await matrix((caller) => as(caller)("POST", `/api/review-requests/${ownsNothing}/answer`, { response: "Hi" }), {
        ...companies,
        "company verified": notFound,
        "company with the posting": notFound,
        admin: notFound,
      });
    });
  });

  /** The admin console's endpoints: admins, and no one else. */
  const adminsOnly = {
    anonymous: SIGN_IN,
    owner: ADMINS_ONLY,
    "other candidate": ADMINS_ONLY,
    "company pending": ADMINS_ONLY,
    "company verified": ADMINS_ONLY,
    "company with the posting": ADMINS_ONLY,
    admin: OK,
  };

  describe("GET /api/admin/evaluations", () => {
    it("lists failed evaluations for admins only, a page at a time", async () => {
      const { evaluationId } = await evaluatedNetworkInterview({
        status: "failed",
        failureReason: "provider timed out",
      });
      await matrix((caller) => as(caller)("GET", "/api/admin/evaluations"), adminsOnly);
      const page = (await as("admin")("GET", "/api/admin/evaluations?status=failed&pageSize=1")).json<{
        items: { id: string; status: string; failureReason: string; interviewTitle: string }[];
        total: number;
      }>();
      expect(page.items).toHaveLength(1);
      expect(page.total).toBeGreaterThanOrEqual(1);
      const all = (await as("admin")("GET", "/api/admin/evaluations?status=failed&pageSize=100")).json<{
        items: { id: string; status: string; failureReason: string }[];
      }>();
      expect(all.items.every((item) => item.status === "failed")).toBe(true);
      expect(all.items.find((item) => item.id === evaluationId)).toMatchObject({ failureReason: "provider timed out" });
    });
  });

  describe("GET /api/admin/follow-up-results", () => {
    type FollowUpStatus = (typeof followUpStatuses)[number];
    it("counts why follow-ups were or were not asked, per interview on the list and across all, for admins only", async () => {
      const { interviewId, evaluationId } = await evaluatedNetworkInterview({ status: "failed", failureReason: "x" });
      const { db } = t.database;
      const [session] = await db
        .insert(recordingSessions)
        .values({ interviewId, status: "finished", leaseToken: `lease-${randomUUID()}` })
        .returning({ id: recordingSessions.id });
      const proposal = (parentIndex: number, status: FollowUpStatus, reason: FollowUpNoneReason | null) => ({
        interviewId,
        sessionId: session!.id,
        parentIndex,
        baseNumber: parentIndex + 1,
        status,
        reason,
        timeLimitSeconds: 60,
        requestedAt: new Date(),
      });
      await db
        .insert(interviewFollowUps)
        .values([
          proposal(0, "none", "transcript-flagged"),
          proposal(1, "none", "transcript-flagged"),
          proposal(2, "none", "model-declined"),
          proposal(3, "asked", null),
          proposal(4, "failed", null),
          proposal(5, "generating", null),
        ]);
      const before = (await as("admin")("GET", "/api/admin/follow-up-results")).json<{
        results: { result: string; count: number }[];
      }>();
      const countOf = (results: { result: string; count: number }[], result: string) =>
        results.find((each) => each.result === result)?.count ?? 0;

      const listed = (await as("admin")("GET", "/api/admin/evaluations?status=failed&pageSize=100")).json<{
        items: { id: string; followUps: { result: string; count: number }[] }[];
      }>();
      // Most frequent first; the one still being drafted has no result yet.
      expect(listed.items.find((item) => item.id === evaluationId)?.followUps).toEqual([
        { result: "transcript-flagged", count: 2 },
        { result: "asked", count: 1 },
        { result: "model-declined", count: 1 },
        { result: "provider-failed", count: 1 },
      ]);
      expect(countOf(before.results, "transcript-flagged")).toBeGreaterThanOrEqual(2);
      await db.insert(interviewFollowUps).values(proposal(6, "none", "transcript-flagged"));
      const after = (await as("admin")("GET", "/api/admin/follow-up-results")).json<{
        results: { result: string; count: number }[];
      }>();
      expect(countOf(after.results, "transcript-flagged")).toBe(countOf(before.results, "transcript-flagged") + 1);
      expect(after.results.some((each) => each.result === "generating")).toBe(false);

      await matrix((caller) => as(caller)("GET", "/api/admin/follow-up-results"), adminsOnly);
    });
  });

  describe("the candidate's export", () => {
    it("holds their transcripts everywhere, and the evaluations only where they may read them", async () => {
      const network = await evaluatedNetworkInterview();
      const shared = await evaluatedPostingInterview();
      const [kept] = await t.database.db
        .insert(jobPostings)
        .values({
          enterpriseId: owningCompany.enterpriseId,
          title: "Kept to the company",
          description: "Does not share AI feedback.",
          location: "Remote",
          shareAiFeedbackWithCandidates: false,
        })
        .returning({ id: jobPostings.id });
      const [application] = await t.database.db
        .insert(applications)
        .values({ candidateId: owner.candidateId, jobPostingId: kept!.id })
        .returning({ id: applications.id });
      const keptInterviewId = await insertCompletedInterview(t.database.db, application!.id);
      await seedEvaluation(t.database.db, keptInterviewId);
      const response = await as("owner")("GET", "/api/candidates/me/export");
      expect(response.statusCode).toBe(200);
      const data = JSON.parse(readZip(response.rawPayload).get("data.json")!.toString("utf8")) as {
        tables: Record<string, { interviewId: string }[]>;
      };
      const interviewsOf = (table: string) => new Set(data.tables[table]!.map((row) => row.interviewId));
      expect(interviewsOf("evaluations")).toContain(network.interviewId);
      expect(interviewsOf("evaluations")).toContain(shared.interviewId);
      expect(interviewsOf("evaluations")).not.toContain(keptInterviewId);
      expect(interviewsOf("answer_transcripts")).toContain(keptInterviewId);
    });
  });

  describe("deleting", () => {
    it("removes transcripts, corrections, evaluations and requests with the recording", async () => {
      const [file] = await t.database.db
        .insert(files)
        .values({
          kind: "recording",
          storageKey: `recordings/evaluation-${Date.now()}.webm`,
          contentType: "video/webm",
          byteSize: 1,
        })
        .returning({ id: files.id });
      const interviewId = await insertCompletedInterview(t.database.db, ownerPostingApplicationId);
      await t.database.db.update(interviews).set({ recordingFileId: file!.id }).where(eq(interviews.id, interviewId));
      const evaluationId = await seedEvaluation(t.database.db, interviewId, { recordingFileId: file!.id });
      const corrected = await as("owner")("POST", `/api/interviews/${interviewId}/transcript-corrections`, {
        questionIndex: 0,
        text: "I designed the billing pipeline that handles invoices for every client",
      });
      expect(corrected.statusCode).toBe(201);
      await t.database.db.delete(files).where(eq(files.id, file!.id));
      expect(await t.database.db.select().from(evaluations).where(eq(evaluations.id, evaluationId))).toEqual([]);
      expect(
        await t.database.db.select().from(answerTranscripts).where(eq(answerTranscripts.evaluationId, evaluationId)),
      ).toEqual([]);
      expect(
        await t.database.db
          .select()
          .from(transcriptCorrections)
          .where(eq(transcriptCorrections.interviewId, interviewId)),
      ).toEqual([]);
    });

    it("removes everything with the candidate's account", async () => {
      const gone = await createCandidate(t.database.db, {}, { emailVerified: true });
      const cookie = await signIn(t.app, gone.email, STRONG_PASSWORD, uniqueIp());
      const interviewId = await insertCompletedInterview(
        t.database.db,
        await networkApplication(t.database.db, gone.candidateId),
      );
      await seedEvaluation(t.database.db, interviewId);
      const ask = callAs(t, cookie);
      expect(
        (await ask("POST", `/api/interviews/${interviewId}/transcript-corrections`, { questionIndex: 0, text: "Mine" }))
          .statusCode,
      ).toBe(201);
      expect(
        (await ask("POST", `/api/interviews/${interviewId}/review-requests`, { message: "Please" })).statusCode,
      ).toBe(201);
      // "Mine" is no fix of misheard words: a request waits for the reviewer, and goes too.
      const waiting = eq(transcriptCorrectionRequests.interviewId, interviewId);
      expect(await t.database.db.select().from(transcriptCorrectionRequests).where(waiting)).toHaveLength(1);
      await t.database.db.delete(user).where(eq(user.id, gone.userId));
      const tables = [
        evaluations,
        answerTranscripts,
        transcriptCorrections,
        transcriptCorrectionRequests,
        reviewRequests,
      ];
      for (const table of tables) {
        expect(await t.database.db.select().from(table).where(eq(table.interviewId, interviewId))).toEqual([]);
      }
    });
  });
});
