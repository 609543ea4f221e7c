import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import type { CandidatePoolPage } from "@shared/candidates/contracts";
import type { CorrectionRequestSummary } from "@shared/evaluation/correction-request-contracts";
import { evaluationMessages, type EvaluationView } from "@shared/evaluation/evaluation-contracts";
import type { StoredEvaluationResult } from "../../db/schema/evaluation-result";
import {
  answerTranscripts,
  applications,
  evaluations,
  transcriptCorrectionRequests,
  transcriptCorrections,
} from "../../db/schema";
import { signInDevAdmin } from "../../testing/accounts-fixtures";
import {
  callAs,
  insertPosting,
  poolCandidate,
  signedInCompany,
  type PoolCandidate,
} from "../../testing/company-candidate-fixtures";
import {
  CRITERION_KEY,
  FIRST_ANSWER,
  insertCompletedInterview,
  networkApplication,
  seedEvaluation,
  timedWords,
} from "../../testing/evaluation-fixtures";
import { mailTasksTo } from "../../testing/mail-tasks";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

/*
 * Decision 0069: a correction that fixes misheard words applies at once; anything larger waits
 * for the reviewer (the posting's company, or admins for the network interview), and until it is
 * accepted nothing reads it but the candidate and that reviewer.
 */

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

const SIGN_IN: Outcome = { status: 401, message: accessMessages.signInRequired };
const NOT_VERIFIED: Outcome = { status: 403, message: accessMessages.companyNotVerified };
const ENTERPRISES_ONLY: Outcome = { status: 403, message: accessMessages.onlyFor("enterprise") };
const NOT_FOUND: Outcome = { status: 404, message: evaluationMessages.correctionRequestNotFound };

/** A misheard word fixed ("customer" heard for "client"). */
const SMALL_FIX = "I designed the billing pipeline that handles invoices for every client";

function outcomeOf(response: LightMyRequestResponse): Outcome {
  if (response.statusCode < 400) return { status: response.statusCode };
  return { status: response.statusCode, message: response.json<{ message: string }>().message };
}

/** A made-up word, unique per test, that only a correction holds. */
function madeUpWord(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join("");
}

describe.each(testDrivers())("transcript corrections that wait for a person, on %s", (driver) => {
  let t: TestApp;
  let owner: PoolCandidate;
  let companyEmail: string;
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

  async function postingInterview() {
    const interviewId = await insertCompletedInterview(t.database.db, ownerPostingApplicationId);
    const evaluationId = await seedEvaluation(t.database.db, interviewId);
    return { interviewId, evaluationId };
  }

  async function networkInterview() {
    const interviewId = await insertCompletedInterview(
      t.database.db,
      await networkApplication(t.database.db, owner.candidateId),
    );
    const evaluationId = await seedEvaluation(t.database.db, interviewId);
    return { interviewId, evaluationId };
  }

  const correct = (interviewId: string, text: string) =>
    as("owner")("POST", `/api/interviews/${interviewId}/transcript-corrections`, { questionIndex: 0, text });

  const evaluationsOf = (interviewId: string) =>
    t.database.db.select().from(evaluations).where(eq(evaluations.interviewId, interviewId));

  async function openRequestOf(interviewId: string): Promise<string> {
    const [row] = await t.database.db
      .select({ id: transcriptCorrectionRequests.id })
      .from(transcriptCorrectionRequests)
      .where(
        and(eq(transcriptCorrectionRequests.interviewId, interviewId), eq(transcriptCorrectionRequests.status, "open")),
      );
    return row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp({ driver, startWorker: false, env: { DEV_ADMIN_ENABLED: "true" } });
    const { db } = t.database;
    owner = await poolCandidate(t);
    const other = await poolCandidate(t);
    const pending = await signedInCompany(t, "pending");
    const verified = await signedInCompany(t, "verified");
    const owningCompany = await signedInCompany(t, "verified", "Posting Owner Co");
    companyEmail = owningCompany.email;
    cookies.anonymous = undefined;
    cookies.owner = owner.cookie;
    cookies["other candidate"] = other.cookie;
    cookies["company pending"] = pending.cookie;
    cookies["company verified"] = verified.cookie;
    cookies["company with the posting"] = owningCompany.cookie;
    cookies.admin = await signInDevAdmin(t.app);
    const posting = await insertPosting(db, owningCompany.enterpriseId, { title: "Staff Engineer" });
    const [application] = await db
      .insert(applications)
      .values({ candidateId: owner.candidateId, jobPostingId: posting.id })
      .returning({ id: applications.id });
    ownerPostingApplicationId = application!.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it("applies a fix of misheard words at once and marks the quotes that rest on it", async () => {
    const { interviewId } = await postingInterview();
    const response = await correct(interviewId, SMALL_FIX);
    expect(response.statusCode).toBe(201);
    expect(response.json<EvaluationView>().questions[0]).toMatchObject({
      transcript: { text: FIRST_ANSWER, correction: { text: SMALL_FIX } },
      correctionRequest: null,
    });
    // The re-assessment scores the corrected words: here, as if it quoted the corrected stretch.
    const current = (await evaluationsOf(interviewId)).find((row) => row.isCurrent)!;
    expect(current.status).toBe("queued");
    const result: StoredEvaluationResult = {
      questions: [
        {
          index: 0,
          signals: { speechSeconds: 24, answered: true, timeLimitShare: 0.2 },
          transcriptUnavailableReason: null,
          possibleInjection: false,
          injectionPhrases: [],
          criteria: [
            {
              key: CRITERION_KEY,
              competency: "Explains their reasoning so a listener can follow it",
              score: 4,
              insufficientReason: null,
              rationale: "Names the system and whom it serves.",
              quotes: [
                { text: "I designed the billing pipeline", startSeconds: 0, endSeconds: 2.4 },
                { text: "handles invoices for every client", startSeconds: 3, endSeconds: 5.4 },
              ],
              runScores: [4, 4],
              lowAgreement: false,
              quotesDropped: 0,
            },
          ],
          summary: null,
        },
      ],
    };
    await t.database.db.update(evaluations).set({ status: "done", result }).where(eq(evaluations.id, current.id));
    await t.database.db.insert(answerTranscripts).values({
      evaluationId: current.id,
      interviewId,
      questionIndex: 0,
      provider: "openai",
      model: "test-whisper",
      rough: false,
      text: FIRST_ANSWER,
      words: timedWords(FIRST_ANSWER, 0),
    });
    for (const caller of ["owner", "company with the posting"] as const) {
      const view = (await as(caller)("GET", `/api/interviews/${interviewId}/evaluation`)).json<EvaluationView>();
      expect(view.questions[0]!.criteria[0]!.quotes.map((quote) => quote.firstTranscribed)).toEqual([
        null,
        "handles invoices for every customer",
      ]);
    }
  });

  it("keeps a larger correction waiting for the company: no re-assessment, no correction applied, the company told", async () => {
    const { interviewId, evaluationId } = await postingInterview();
    const mailsBefore = await mailTasksTo(t.database.db, companyEmail);
    const claim = `${FIRST_ANSWER} and I led the migration of forty services to Kubernetes`;
    const response = await correct(interviewId, claim);
    expect(response.statusCode).toBe(201);
    const view = response.json<EvaluationView>();
    expect(view.questions[0]).toMatchObject({
      transcript: { text: FIRST_ANSWER, correction: null },
      correctionRequest: { text: claim, originalText: FIRST_ANSWER, status: "open", decidedAt: null },
    });
    expect(view.id).toBe(evaluationId);
    expect((await evaluationsOf(interviewId)).map((row) => [row.id, row.isCurrent])).toEqual([[evaluationId, true]]);
    expect(
      await t.database.db
        .select()
        .from(transcriptCorrections)
        .where(eq(transcriptCorrections.interviewId, interviewId)),
    ).toEqual([]);
    expect(await mailTasksTo(t.database.db, companyEmail)).toBe(mailsBefore + 1);
    // The captions are the words as heard.
    const captions = await as("company with the posting")("GET", `/api/interviews/${interviewId}/captions.vtt`);
    expect(captions.body).not.toContain("Kubernetes");

    const company = (
      await as("company with the posting")("GET", `/api/interviews/${interviewId}/evaluation`)
    ).json<EvaluationView>();
    expect(company.canDecideCorrections).toBe(true);
    expect(company.questions[0]!.correctionRequest).toMatchObject({ text: claim, status: "open" });
    const admin = (await as("admin")("GET", `/api/interviews/${interviewId}/evaluation`)).json<EvaluationView>();
    expect(admin.canDecideCorrections).toBe(false);
    expect(admin.questions[0]!.correctionRequest).toBeNull();

    // One waits at a time: a second correction of the answer is refused until it is decided.
    expect(outcomeOf(await correct(interviewId, SMALL_FIX))).toEqual({
      status: 409,
      message: evaluationMessages.correctionWaiting,
    });
  });

  it("lists the requests to their reviewer alone: the company for its postings, admins for network interviews", async () => {
    const posting = await postingInterview();
    const network = await networkInterview();
    await correct(posting.interviewId, `${FIRST_ANSWER} across three regions with zero downtime at all`);
    await correct(network.interviewId, `${FIRST_ANSWER} and mentored the four engineers on the team`);
    const listed = async (caller: Caller) => {
      const response = await as(caller)("GET", "/api/transcript-correction-requests?status=open&pageSize=50");
      if (response.statusCode !== 200) return outcomeOf(response);
      const ids = response.json<{ items: CorrectionRequestSummary[] }>().items.map((item) => item.interviewId);
      return { status: 200, posting: ids.includes(posting.interviewId), network: ids.includes(network.interviewId) };
    };
    const actual = {} as Record<Caller, unknown>;
    for (const caller of CALLERS) actual[caller] = await listed(caller);
    expect(actual).toEqual({
      anonymous: SIGN_IN,
      owner: ENTERPRISES_ONLY,
      "other candidate": ENTERPRISES_ONLY,
      "company pending": NOT_VERIFIED,
      "company verified": { status: 200, posting: false, network: false },
      "company with the posting": { status: 200, posting: true, network: false },
      admin: { status: 200, posting: false, network: true },
    });
    const page = await as("company with the posting")("GET", "/api/transcript-correction-requests");
    expect(page.json<{ items: CorrectionRequestSummary[] }>().items[0]).toMatchObject({
      interviewId: posting.interviewId,
      questionNumber: 1,
      question: "Tell us about a system you designed.",
      originalText: FIRST_ANSWER,
      status: "open",
    });
  });

  it("is decided by the company that owns the posting alone; accepting applies it and re-assesses, once", async () => {
    const { interviewId, evaluationId } = await postingInterview();
    const claim = `${FIRST_ANSWER} and the billing team of six people that ran it`;
    await correct(interviewId, claim);
    const requestId = await openRequestOf(interviewId);
    const url = `/api/transcript-correction-requests/${requestId}/decision`;
    await matrix((caller) => as(caller)("POST", url, { decision: "accept" }), {
      anonymous: SIGN_IN,
      owner: ENTERPRISES_ONLY,
      "other candidate": ENTERPRISES_ONLY,
      "company pending": NOT_VERIFIED,
      "company verified": NOT_FOUND,
      "company with the posting": { status: 200 },
      admin: NOT_FOUND,
    });
    const [applied] = await t.database.db
      .select()
      .from(transcriptCorrections)
      .where(eq(transcriptCorrections.interviewId, interviewId));
    expect(applied).toMatchObject({ text: claim, createdByUserId: owner.userId });
    const rows = await evaluationsOf(interviewId);
    expect(rows.find((row) => row.isCurrent)).toMatchObject({ status: "queued" });
    expect(rows.find((row) => row.id === evaluationId)?.isCurrent).toBe(false);
    expect(outcomeOf(await as("company with the posting")("POST", url, { decision: "decline" }))).toEqual({
      status: 409,
      message: evaluationMessages.correctionAlreadyDecided,
    });
    const view = (await as("owner")("GET", `/api/interviews/${interviewId}/evaluation`)).json<EvaluationView>();
    expect(view.questions[0]).toMatchObject({
      transcript: { correction: { text: claim } },
      correctionRequest: { status: "accepted" },
    });
  });

  it("declined, leaves the transcript as heard and lets the candidate correct again", async () => {
    const { interviewId, evaluationId } = await networkInterview();
    await correct(interviewId, `${FIRST_ANSWER} in Rust with a team of nine engineers`);
    const requestId = await openRequestOf(interviewId);
    const decided = await as("admin")("POST", `/api/transcript-correction-requests/${requestId}/decision`, {
      decision: "decline",
    });
    expect(decided.json<CorrectionRequestSummary>()).toMatchObject({ status: "declined" });
    expect((await evaluationsOf(interviewId)).map((row) => row.id)).toEqual([evaluationId]);
    const view = (await correct(interviewId, SMALL_FIX)).json<EvaluationView>();
    expect(view.questions[0]).toMatchObject({
      transcript: { correction: { text: SMALL_FIX } },
      correctionRequest: { status: "declined" },
    });
  });

  it("keeps words only a waiting correction holds out of the pool's search until it is accepted", async () => {
    const term = madeUpWord();
    const { interviewId } = await networkInterview();
    await correct(interviewId, `${FIRST_ANSWER} with ${term} and Kafka streams every night`);
    const search = async () => {
      await t.app.services.sessions.catchUp();
      const response = await as("company verified")("GET", `/api/candidates?search=${term}`);
      return response.json<CandidatePoolPage>().items.map((item) => item.id);
    };
    expect(await search()).toEqual([]);
    const requestId = await openRequestOf(interviewId);
    await as("admin")("POST", `/api/transcript-correction-requests/${requestId}/decision`, { decision: "accept" });
    expect(await search()).toHaveLength(1);
  });
});
