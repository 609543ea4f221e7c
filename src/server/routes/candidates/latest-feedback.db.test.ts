import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, evaluations, interviews } from "../../db/schema";
import { STRONG_PASSWORD, createCandidate, createCompany, signIn, uniqueIp } from "../../testing/accounts-fixtures";
import { insertPosting } from "../../testing/company-candidate-fixtures";
import { insertCompletedInterview, networkApplication, seedEvaluation } from "../../testing/evaluation-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

/** What the dashboard says of the AI feedback after Finish (decision 0073). */
describe.each(testDrivers())("the candidate's latest feedback on %s", (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function candidateWithCookie() {
    const candidate = await createCandidate(t.database.db, {}, { emailVerified: true });
    const cookie = await signIn(t.app, candidate.email, STRONG_PASSWORD, uniqueIp());
    const read = async () => {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/candidates/me/latest-feedback",
        headers: { cookie },
        remoteAddress: uniqueIp(),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ interview: { id: string; state: string; progress: unknown; title: string } | null }>();
    };
    return { candidate, read };
  }

  it("follows the network interview's evaluation from queued to its result, with progress while transcribing", async () => {
    const { candidate, read } = await candidateWithCookie();
    expect(await read()).toEqual({ interview: null });

    const interviewId = await insertCompletedInterview(
      t.database.db,
      await networkApplication(t.database.db, candidate.candidateId),
    );
    // Finished, evaluation not yet written (it is queued in the same transaction in production).
    expect((await read()).interview).toMatchObject({ id: interviewId, state: "not-evaluated", progress: null });

    const evaluationId = await seedEvaluation(t.database.db, interviewId, { status: "queued", overallScore: null });
    expect((await read()).interview).toMatchObject({ state: "queued", progress: null });
    const set = (values: Partial<typeof evaluations.$inferInsert>) =>
      t.database.db.update(evaluations).set(values).where(eq(evaluations.id, evaluationId));
    await set({ status: "transcribing" });
    // One of the two answers is transcribed.
    expect((await read()).interview).toMatchObject({ state: "transcribing", progress: { done: 1, total: 2 } });
    await set({ status: "failed", failureReason: "The provider said 500" });
    expect((await read()).interview).toMatchObject({ state: "failed", progress: null });
    await set({ status: "done", overallScore: 75, provider: "offline" });
    // The offline provider measures signals only: no scores.
    expect((await read()).interview).toMatchObject({ state: "signals-only" });
    await set({ provider: "openai" });
    expect((await read()).interview).toMatchObject({ state: "scored" });
    await set({ humanReviewOnly: true });
    expect((await read()).interview).toMatchObject({ state: "human-review" });
  });

  it("says only 'not shared' of a posting's interview whose company keeps AI feedback to itself, and reads the latest", async () => {
    const { candidate, read } = await candidateWithCookie();
    const network = await insertCompletedInterview(
      t.database.db,
      await networkApplication(t.database.db, candidate.candidateId),
    );
    await seedEvaluation(t.database.db, network);
    await t.database.db
      .update(interviews)
      .set({ completedAt: new Date(Date.now() - 60_000) })
      .where(eq(interviews.id, network));

    const company = await createCompany(t.database.db, {}, { emailVerified: true, status: "verified" });
    const posting = await insertPosting(t.database.db, company.enterpriseId, {
      title: "Quiet Posting",
      shareAiFeedbackWithCandidates: false,
    });
    const [application] = await t.database.db
      .insert(applications)
      .values({ candidateId: candidate.candidateId, jobPostingId: posting.id })
      .returning({ id: applications.id });
    const postingInterview = await insertCompletedInterview(t.database.db, application!.id);
    await seedEvaluation(t.database.db, postingInterview, { status: "failed", failureReason: "secret" });
    expect((await read()).interview).toMatchObject({
      id: postingInterview,
      title: "Quiet Posting",
      state: "not-shared",
      progress: null,
    });
  });
});
