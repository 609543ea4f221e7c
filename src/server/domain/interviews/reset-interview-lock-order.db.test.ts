import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evaluations, interviews } from "../../db/schema";
import { createCandidate, signIn } from "../../testing/accounts-fixtures";
import { completeNetworkInterview } from "../../testing/candidate-fixtures";
import { seedEvaluation } from "../../testing/evaluation-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";
import { storeEvaluation } from "../evaluation/pipeline/store-evaluation";

/*
 * A reset and a result being stored for the same interview take its rows in one order, the
 * interview's first, so neither dies of a deadlock when they land together.
 */
describe.each(testDrivers())("a reset and an evaluation's result, on %s", (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => t?.close());

  /** How many of this database's connections wait for a row lock. */
  const waitingForLocks = async () => {
    const [row] = await t.database.db
      .select({ waiting: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
    return row!.waiting;
  };

  /** A candidate's completed interview with an evaluation whose result is about to be stored. */
  async function evaluating() {
    const { email, candidateId } = await createCandidate(t.database.db, {}, { emailVerified: true });
    const cookie = await signIn(t.app, email);
    const interviewId = await completeNetworkInterview(t.database.db, candidateId);
    const evaluationId = await seedEvaluation(t.database.db, interviewId, { status: "evaluating", isCurrent: true });
    const [evaluation] = await t.database.db.select().from(evaluations).where(eq(evaluations.id, evaluationId));
    const reset = () =>
      t.app.inject({ method: "POST", url: `/api/interviews/${interviewId}/reset`, headers: { cookie }, payload: {} });
    return { interviewId, evaluation: evaluation!, reset };
  }

  /** The reset won: the old evaluation is gone and wrote nothing back to the interview. */
  async function expectResetWon(interviewId: string) {
    expect(await t.database.db.select().from(evaluations).where(eq(evaluations.interviewId, interviewId))).toEqual([]);
    const [after] = await t.database.db.select().from(interviews).where(eq(interviews.id, interviewId));
    expect(after).toMatchObject({ completed: false, score: null, feedback: null });
  }

  it("stores nothing from an evaluation the reset already deleted", async () => {
    const { interviewId, evaluation, reset } = await evaluating();
    expect((await reset()).statusCode).toBe(200);
    await storeEvaluation(t.app.services, evaluation, [], false);
    await expectResetWon(interviewId);
  });

  // Side by side needs two connections: PGlite has one.
  if (driver !== "postgres") return;

  it("lets both finish when the reset holds the interview and the result comes next", async () => {
    const { interviewId, evaluation, reset } = await evaluating();

    // Hold the interview's row so both queue up behind it: the reset first, then the result.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holding = t.database.db.transaction(async (tx) => {
      await tx.select({ id: interviews.id }).from(interviews).where(eq(interviews.id, interviewId)).for("update");
      await released;
    });
    await expect.poll(waitingForLocks).toBe(0);
    const resetting = reset();
    await expect.poll(waitingForLocks).toBe(1);
    const stored = storeEvaluation(t.app.services, evaluation, [], false);
    await expect.poll(waitingForLocks).toBe(2);
    release();
    await holding;

    expect((await resetting).statusCode).toBe(200);
    await expect(stored).resolves.toBeUndefined();
    await expectResetWon(interviewId);
  });
});
