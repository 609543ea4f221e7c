import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { applications, candidates, evaluations, interviews } from "../../db/schema";
import { createCandidate, createCompany } from "../../testing/accounts-fixtures";
import { insertPosting } from "../../testing/company-candidate-fixtures";
import { insertCompletedInterview, networkApplication, seedEvaluation } from "../../testing/evaluation-fixtures";
import { createTestDatabase, testDrivers } from "../../testing/test-database";

/*
 * The network interview's facts kept on the candidate by triggers (migration 0040): each change
 * an interview, its evaluation or its application can go through leaves the columns as a fresh
 * aggregation gives them, and a posting interview never reaches them.
 */
describe.each(testDrivers())("a candidate's network interview facts (%s)", (driver) => {
  let database: DatabaseHandle;
  let enterpriseId: string;

  const facts = async (candidateId: string) => {
    const [row] = await database.db
      .select({
        read: candidates.networkReadInterviews,
        unread: candidates.networkUnreadInterview,
        score: candidates.networkEvaluationScore,
      })
      .from(candidates)
      .where(eq(candidates.id, candidateId));
    return row;
  };
  const candidate = async () =>
    (await createCandidate(database.db, { jobTitle: "ML Engineer", skills: "PyTorch" }, { emailVerified: true }))
      .candidateId;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    enterpriseId = (await createCompany(database.db, {}, { emailVerified: true, status: "verified" })).enterpriseId;
  });
  afterAll(() => database?.close());

  it("follow the interview and its evaluation from completion to human-only review", async () => {
    const db = database.db;
    const candidateId = await candidate();
    expect(await facts(candidateId)).toEqual({ read: [], unread: false, score: null });

    const interviewId = await insertCompletedInterview(db, await networkApplication(db, candidateId));
    // Completed, not yet evaluated: there is an interview nobody may read.
    expect(await facts(candidateId)).toEqual({ read: [], unread: true, score: null });

    const evaluationId = await seedEvaluation(db, interviewId, { status: "evaluating", overallScore: null });
    expect(await facts(candidateId)).toEqual({ read: [], unread: true, score: null });
    await db.update(evaluations).set({ status: "done", overallScore: 64 }).where(eq(evaluations.id, evaluationId));
    expect(await facts(candidateId)).toEqual({ read: [interviewId], unread: false, score: 64 });

    // A re-evaluation: the new current one counts, whatever the old one said.
    await db.update(evaluations).set({ isCurrent: false }).where(eq(evaluations.id, evaluationId));
    expect(await facts(candidateId)).toEqual({ read: [], unread: true, score: null });
    const again = await seedEvaluation(db, interviewId, { overallScore: 81 });
    expect(await facts(candidateId)).toEqual({ read: [interviewId], unread: false, score: 81 });

    // Human-only review, chosen on the evaluation or on the interview: read by no scoring.
    await db.update(evaluations).set({ humanReviewOnly: true }).where(eq(evaluations.id, again));
    expect(await facts(candidateId)).toEqual({ read: [], unread: true, score: null });
    await db.update(evaluations).set({ humanReviewOnly: false }).where(eq(evaluations.id, again));
    await db.update(interviews).set({ humanReviewOnly: true }).where(eq(interviews.id, interviewId));
    expect(await facts(candidateId)).toEqual({ read: [], unread: true, score: null });
    await db.update(interviews).set({ humanReviewOnly: false }).where(eq(interviews.id, interviewId));
    expect(await facts(candidateId)).toEqual({ read: [interviewId], unread: false, score: 81 });

    await db.delete(evaluations).where(eq(evaluations.interviewId, interviewId));
    expect(await facts(candidateId)).toEqual({ read: [], unread: true, score: null });
  });

  it("forget an interview that is deleted, or whose application is", async () => {
    const db = database.db;
    const candidateId = await candidate();
    const applicationId = await networkApplication(db, candidateId);
    const first = await insertCompletedInterview(db, applicationId);
    await seedEvaluation(db, first, { overallScore: 70 });
    const second = await insertCompletedInterview(db, applicationId);
    await seedEvaluation(db, second, { overallScore: 90 });
    // In id order, and the score is the first one's that may be read.
    const ordered = [first, second].sort();
    expect(await facts(candidateId)).toEqual({ read: ordered, unread: false, score: ordered[0] === first ? 70 : 90 });

    await db.delete(interviews).where(eq(interviews.id, first));
    expect(await facts(candidateId)).toEqual({ read: [second], unread: false, score: 90 });
    // The application's removal cascades to its interviews before the recount.
    await db.delete(applications).where(eq(applications.id, applicationId));
    expect(await facts(candidateId)).toEqual({ read: [], unread: false, score: null });
  });

  it("never take in a posting interview, and follow an interview moved between applications", async () => {
    const db = database.db;
    const candidateId = await candidate();
    const posting = await insertPosting(db, enterpriseId, { skills: ["PyTorch"] });
    const [application] = await db
      .insert(applications)
      .values({ candidateId, jobPostingId: posting.id })
      .returning({ id: applications.id });
    const interviewId = await insertCompletedInterview(db, application!.id);
    await seedEvaluation(db, interviewId, { overallScore: 55 });
    expect(await facts(candidateId)).toEqual({ read: [], unread: false, score: null });

    const network = await networkApplication(db, candidateId);
    await db.update(interviews).set({ applicationId: network }).where(eq(interviews.id, interviewId));
    expect(await facts(candidateId)).toEqual({ read: [interviewId], unread: false, score: 55 });
    await db.update(interviews).set({ applicationId: application!.id }).where(eq(interviews.id, interviewId));
    expect(await facts(candidateId)).toEqual({ read: [], unread: false, score: null });
  });
});
