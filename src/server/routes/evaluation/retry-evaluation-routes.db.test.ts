import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evaluationMessages } from "@shared/evaluation/evaluation-contracts";
import { NETWORK_RUBRIC } from "@shared/evaluation/rubric";
import { applications, evaluations, interviews } from "../../db/schema";
import { STALE_CLAIM_MS } from "../../domain/evaluation/pipeline/claim-evaluation";
import { retryMessages } from "../../domain/evaluation/pipeline/retry-evaluation";
import { signedInCallers } from "../../testing/company-callers";
import { insertPosting, poolCandidate, type PoolCandidate } from "../../testing/company-candidate-fixtures";
import { errorOf, injectAs } from "../../testing/inject-as";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

describe.each(testDrivers())("retrying a failed evaluation, on %s", (driver) => {
  let t: TestApp;
  let callers: Awaited<ReturnType<typeof signedInCallers>>;
  let owner: PoolCandidate;
  let postingInterviewId: string;
  let networkInterviewId: string;

  /** A completed interview of the candidate (for the posting, or the network one) with a failed evaluation. */
  async function failedInterview(jobPostingId: string | null): Promise<string> {
    // Every candidate has one network application already; a posting's is made here.
    const [application] = jobPostingId
      ? await t.database.db
          .insert(applications)
          .values({ candidateId: owner.candidateId, jobPostingId, status: "completed" })
          .returning({ id: applications.id })
      : await t.database.db
          .select({ id: applications.id })
          .from(applications)
          .where(and(eq(applications.candidateId, owner.candidateId), isNull(applications.jobPostingId)));
    const [interview] = await t.database.db
      .insert(interviews)
      .values({
        applicationId: application!.id,
        completed: true,
        completedAt: new Date(),
        questions: [{ text: "Tell us about a project.", type: "open-ended", timeLimitSeconds: 120 }],
      })
      .returning({ id: interviews.id });
    await t.database.db.insert(evaluations).values({
      interviewId: interview!.id,
      status: "failed",
      failureReason: "The AI provider answered 500 three times.",
      provider: "openai",
      rubricVersion: NETWORK_RUBRIC.version,
      rubric: NETWORK_RUBRIC,
    });
    return interview!.id;
  }

  async function status(interviewId: string) {
    const [row] = await t.database.db
      .select({ status: evaluations.status })
      .from(evaluations)
      .where(eq(evaluations.interviewId, interviewId));
    return row!.status;
  }
  async function fail(interviewId: string) {
    await t.database.db.update(evaluations).set({ status: "failed" }).where(eq(evaluations.interviewId, interviewId));
  }
  const retry = (interviewId: string, cookie: string | undefined) =>
    injectAs(t, "POST", `/api/interviews/${interviewId}/evaluation/retry`, cookie);

  beforeAll(async () => {
    t = await createTestApp({ driver, startWorker: false, env: { DEV_ADMIN_ENABLED: "true" } });
    callers = await signedInCallers(t);
    owner = await poolCandidate(t);
    const posting = await insertPosting(t.database.db, callers.companyA.enterpriseId);
    postingInterviewId = await failedInterview(posting.id);
    networkInterviewId = await failedInterview(null);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it("refuses everyone but the owning company and admins, and changes nothing for them", async () => {
    expect((await retry(postingInterviewId, undefined)).statusCode).toBe(401);
    const ownerAnswer = await retry(postingInterviewId, owner.cookie);
    expect(ownerAnswer.statusCode).toBe(403);
    expect(errorOf(ownerAnswer).message).toBe(retryMessages.notAllowed);
    expect((await retry(postingInterviewId, callers.candidate.cookie)).statusCode).toBe(404);
    expect((await retry(postingInterviewId, callers.companyB.cookie)).statusCode).toBe(404);
    expect((await retry(postingInterviewId, callers.pending.cookie)).statusCode).toBe(403);
    // A company that may watch the network interview does not own it: OneTake's admins do.
    const watching = await retry(networkInterviewId, callers.companyA.cookie);
    expect(watching.statusCode).toBe(403);
    expect(await status(postingInterviewId)).toBe("failed");
    expect(await status(networkInterviewId)).toBe("failed");
  });

  it("the owning company retries its posting's interview; a second retry is a conflict", async () => {
    const answer = await retry(postingInterviewId, callers.companyA.cookie);
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json()).toMatchObject({ interviewId: postingInterviewId, status: "queued", failureReason: null });
    expect(await status(postingInterviewId)).toBe("queued");
    const again = await retry(postingInterviewId, callers.companyA.cookie);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(evaluationMessages.notFailed);
  });

  it("an admin retries any interview's, the network interview's included", async () => {
    await fail(postingInterviewId);
    expect((await retry(postingInterviewId, callers.adminCookie)).statusCode).toBe(202);
    const answer = await retry(networkInterviewId, callers.adminCookie);
    expect(answer.statusCode, answer.body).toBe(202);
    expect(await status(networkInterviewId)).toBe("queued");
  });

  it("an admin retries an evaluation left running by a worker that stopped, not one a live worker holds (decision 0072)", async () => {
    const running = (updatedAt: Date) =>
      t.database.db
        .update(evaluations)
        .set({ status: "evaluating", updatedAt })
        .where(eq(evaluations.interviewId, networkInterviewId));
    await running(new Date());
    const live = await retry(networkInterviewId, callers.adminCookie);
    expect(live.statusCode).toBe(409);
    expect(await status(networkInterviewId)).toBe("evaluating");
    await running(new Date(Date.now() - STALE_CLAIM_MS - 1_000));
    const view = await injectAs(t, "GET", `/api/interviews/${networkInterviewId}/evaluation`, callers.adminCookie);
    expect(view.json()).toMatchObject({ status: "evaluating", canRetry: true });
    const stuck = await retry(networkInterviewId, callers.adminCookie);
    expect(stuck.statusCode, stuck.body).toBe(202);
    expect(await status(networkInterviewId)).toBe("queued");
  });
});
