import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RubricSnapshot } from "@shared/evaluation/rubric";
import type { ScorecardRating } from "@shared/scorecards/scorecard-contracts";
import type { DatabaseHandle, Db } from "../../db/client";
import {
  applications,
  companyMembers,
  evaluationCriterionScores,
  evaluations,
  interviews,
  jobPostings,
  scorecardRatingTallies,
  scorecards,
} from "../../db/schema";
import type { StoredEvaluationResult } from "../../db/schema/evaluation-result";
import { createCandidate, createCompany, createCompanyMember } from "../../testing/accounts-fixtures";
import { insertPosting } from "../../testing/company-candidate-fixtures";
import { insertCompletedInterview } from "../../testing/evaluation-fixtures";
import { createTestDatabase, testDrivers } from "../../testing/test-database";

/*
 * The agreement read's two inputs kept by triggers (decision 0086, migration 0058): the members'
 * tallies follow every write of a scorecard, the AI's scores every write of an evaluation.
 */

const RUBRIC: RubricSnapshot = {
  version: "template-inputs-v1",
  questions: [
    {
      criteria: [
        { key: "clarity", competency: "Explains clearly", levels: ["1", "2", "3", "4", "5"] },
        { key: "depth", competency: "Goes deep", levels: ["1", "2", "3", "4", "5"] },
      ],
    },
  ],
} as RubricSnapshot;

const ratings = (clarity: number | null, depth: number | null): ScorecardRating[] => [
  { questionIndex: 0, criterionKey: "clarity", score: clarity, note: "" },
  { questionIndex: 0, criterionKey: "depth", score: depth, note: "" },
];

function result(clarity: number | "insufficient_evidence", lowAgreement: boolean): StoredEvaluationResult {
  const criterion = (key: string, score: number | "insufficient_evidence", runs: unknown[]) => ({
    key,
    competency: key,
    score,
    insufficientReason: null,
    rationale: "",
    quotes: [],
    runScores: runs,
    lowAgreement,
    quotesDropped: 0,
  });
  return {
    questions: [
      {
        index: 0,
        signals: { speechSeconds: 20, answered: true, timeLimitShare: 0.2 },
        transcriptUnavailableReason: null,
        possibleInjection: false,
        injectionPhrases: [],
        criteria: [criterion("clarity", clarity, [clarity, clarity]), criterion("depth", 4, [4])],
        summary: null,
      },
    ],
  } as StoredEvaluationResult;
}

describe.each(testDrivers())("the agreement read's inputs on %s (decision 0086)", (driver) => {
  let database: DatabaseHandle;
  let db: Db;
  let postingId: string;
  let applicationId: string;
  let interviewId: string;
  let memberIds: string[];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.db;
    const company = await createCompany(db, {}, { status: "verified" });
    const { enterpriseId } = company;
    await createCompanyMember(db, { enterpriseId, email: company.email }, "recruiter");
    memberIds = (
      await db
        .select({ id: companyMembers.id })
        .from(companyMembers)
        .where(eq(companyMembers.enterpriseId, enterpriseId))
        .orderBy(asc(companyMembers.createdAt))
    ).map((row) => row.id);
    postingId = (await insertPosting(db, enterpriseId, { title: "Analyst" })).id;
    const { candidateId } = await createCandidate(db, {}, { emailVerified: true });
    const [application] = await db
      .insert(applications)
      .values({ candidateId, jobPostingId: postingId, status: "completed" })
      .returning({ id: applications.id });
    applicationId = application!.id;
    interviewId = await insertCompletedInterview(db, applicationId);
  }, 120_000);
  afterAll(async () => database?.close());

  const tallies = async () =>
    (
      await db
        .select()
        .from(scorecardRatingTallies)
        .where(eq(scorecardRatingTallies.jobPostingId, postingId))
        .orderBy(asc(scorecardRatingTallies.criterionKey))
    ).map((row) => ({
      key: row.criterionKey,
      rated: row.rated,
      scored: [row.scored1, row.scored2, row.scored3, row.scored4, row.scored5],
    }));

  async function scorecard(memberId: string, status: "draft" | "submitted", given: ScorecardRating[]) {
    const [row] = await db
      .insert(scorecards)
      .values({
        applicationId,
        interviewId,
        memberId,
        memberName: "Member",
        rubricVersion: RUBRIC.version,
        rubric: RUBRIC,
        ratings: given,
        recommendation: status === "submitted" ? "yes" : null,
        status,
        version: status === "submitted" ? 1 : 0,
        submittedAt: status === "submitted" ? new Date() : null,
      })
      .returning({ id: scorecards.id });
    return row!.id;
  }

  it("counts a scorecard's ratings once submitted, follows a resubmission, a departure and a deletion", async () => {
    expect(memberIds).toHaveLength(2);
    const draft = await scorecard(memberIds[0]!, "draft", ratings(2, null));
    expect(await tallies()).toEqual([]);
    await db
      .update(scorecards)
      .set({ status: "submitted", version: 1, ratings: ratings(2, null), recommendation: "no" })
      .where(eq(scorecards.id, draft));
    await scorecard(memberIds[1]!, "submitted", ratings(4, 5));
    // Clarity: 2 and 4; depth: not enough evidence and 5 (rated twice, scored once).
    expect(await tallies()).toEqual([
      { key: "clarity", rated: 2, scored: [0, 1, 0, 1, 0] },
      { key: "depth", rated: 2, scored: [0, 0, 0, 0, 1] },
    ]);
    // A resubmission replaces the member's ratings; their leaving changes nothing.
    await db
      .update(scorecards)
      .set({ ratings: ratings(3, 3), version: 2 })
      .where(eq(scorecards.id, draft));
    await db.update(scorecards).set({ memberId: null }).where(eq(scorecards.id, draft));
    expect(await tallies()).toEqual([
      { key: "clarity", rated: 2, scored: [0, 0, 1, 1, 0] },
      { key: "depth", rated: 2, scored: [0, 0, 1, 0, 1] },
    ]);
    // Deleted, a scorecard's ratings leave; the last one's take the rows with them.
    await db.delete(scorecards).where(eq(scorecards.id, draft));
    expect(await tallies()).toEqual([
      { key: "clarity", rated: 1, scored: [0, 0, 0, 1, 0] },
      { key: "depth", rated: 1, scored: [0, 0, 0, 0, 1] },
    ]);
    await db.delete(scorecards).where(eq(scorecards.applicationId, applicationId));
    expect(await tallies()).toEqual([]);
  });

  it("goes with the interview when it is deleted", async () => {
    const [application] = await db
      .select({ candidateId: applications.candidateId })
      .from(applications)
      .where(eq(applications.id, applicationId));
    const [other] = await db
      .insert(applications)
      .values({ candidateId: application!.candidateId, jobPostingId: await anotherPosting(), status: "completed" })
      .returning({ id: applications.id });
    const otherInterview = await insertCompletedInterview(db, other!.id);
    await db.insert(scorecards).values({
      applicationId: other!.id,
      interviewId: otherInterview,
      memberId: memberIds[0]!,
      memberName: "Member",
      rubricVersion: RUBRIC.version,
      rubric: RUBRIC,
      ratings: ratings(1, 1),
      recommendation: "no",
      status: "submitted",
      version: 1,
      submittedAt: new Date(),
    });
    const count = async () =>
      (await db.select().from(scorecardRatingTallies).where(eq(scorecardRatingTallies.interviewId, otherInterview)))
        .length;
    expect(await count()).toBe(2);
    await db.delete(interviews).where(eq(interviews.id, otherInterview));
    expect(await count()).toBe(0);
  });

  async function anotherPosting() {
    const [posting] = await db.select({ enterpriseId: jobPostings.enterpriseId }).from(jobPostings).limit(1);
    return (await insertPosting(db, posting!.enterpriseId, { title: "Second" })).id;
  }

  it("keeps the AI's scores of the current, finished evaluation only, and survives a result of another shape", async () => {
    const scores = (evaluationId: string) =>
      db
        .select({
          key: evaluationCriterionScores.criterionKey,
          score: evaluationCriterionScores.score,
          compared: evaluationCriterionScores.compared,
          lowAgreement: evaluationCriterionScores.lowAgreement,
        })
        .from(evaluationCriterionScores)
        .where(and(eq(evaluationCriterionScores.evaluationId, evaluationId)))
        .orderBy(asc(evaluationCriterionScores.criterionKey));
    const [queued] = await db
      .insert(evaluations)
      .values({
        interviewId,
        status: "queued",
        provider: "openai",
        rubricVersion: RUBRIC.version,
        rubric: RUBRIC,
      })
      .returning({ id: evaluations.id });
    const id = queued!.id;
    expect(await scores(id)).toEqual([]);
    await db
      .update(evaluations)
      .set({ status: "done", result: result(2, true), completedAt: new Date() })
      .where(eq(evaluations.id, id));
    // Depth was scored by one run only: not compared.
    expect(await scores(id)).toEqual([
      { key: "clarity", score: 2, compared: true, lowAgreement: true },
      { key: "depth", score: 4, compared: false, lowAgreement: true },
    ]);
    await db
      .update(evaluations)
      .set({ result: result("insufficient_evidence", false) })
      .where(eq(evaluations.id, id));
    expect((await scores(id))[0]).toEqual({ key: "clarity", score: null, compared: true, lowAgreement: false });
    // A human review only, or no longer current: none.
    await db.update(evaluations).set({ humanReviewOnly: true }).where(eq(evaluations.id, id));
    expect(await scores(id)).toEqual([]);
    await db.update(evaluations).set({ humanReviewOnly: false }).where(eq(evaluations.id, id));
    expect(await scores(id)).toHaveLength(2);
    await db.update(evaluations).set({ isCurrent: false }).where(eq(evaluations.id, id));
    expect(await scores(id)).toEqual([]);
    // A result of an unexpected shape is stored as it always was, with no scores.
    await db
      .update(evaluations)
      .set({ isCurrent: true, result: { questions: "none" } as unknown as StoredEvaluationResult })
      .where(eq(evaluations.id, id));
    expect(await scores(id)).toEqual([]);
  });
});
