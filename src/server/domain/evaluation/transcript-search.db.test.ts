import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerSearch, answerTranscripts, evaluations } from "../../db/schema";
import { createCandidate } from "../../testing/accounts-fixtures";
import { insertCompletedInterview, networkApplication, seedEvaluation } from "../../testing/evaluation-fixtures";
import { createTestDatabase, testDrivers } from "../../testing/test-database";
import type { DatabaseHandle } from "../../db/client";

// What candidates said is searchable text (decision 0050): the database keeps a full-text
// document of every transcript in step with its text, for search by what candidates said.
describe.each(testDrivers())("searching transcripts, on %s", (driver) => {
  let database: DatabaseHandle;
  let interviewId: string;
  let evaluationId: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const candidate = await createCandidate(database.db, {}, { emailVerified: true });
    interviewId = await insertCompletedInterview(
      database.db,
      await networkApplication(database.db, candidate.candidateId),
    );
    evaluationId = await seedEvaluation(database.db, interviewId);
  });
  afterAll(async () => {
    await database?.close();
  });

  const matching = async (query: string) =>
    database.db
      .select({ interviewId: answerTranscripts.interviewId })
      .from(answerTranscripts)
      .where(sql`${answerTranscripts.searchVector} @@ websearch_to_tsquery('english', ${query})`);

  it("finds an answer by the words said, in any form, and not by words never said", async () => {
    expect(await matching("billing pipelines")).toEqual([{ interviewId }]);
    expect(await matching("invoice handling")).toEqual([{ interviewId }]);
    expect(await matching("kubernetes")).toEqual([]);
  });

  it("follows a change of the text", async () => {
    await database.db
      .update(answerTranscripts)
      .set({ text: "We migrated search to kubernetes" })
      .where(eq(answerTranscripts.interviewId, interviewId));
    expect(await matching("kubernetes")).toEqual([{ interviewId }]);
    expect(await matching("billing")).toEqual([]);
  });

  // The pool's search reads each answer's narrow copy (answer_search, migration 0032).
  const searchRows = async (query: string) =>
    database.db
      .select({ interviewId: answerSearch.interviewId, current: answerSearch.evaluationCurrent })
      .from(answerSearch)
      .where(sql`${answerSearch.searchVector} @@ websearch_to_tsquery('english', ${query})`);

  it("keeps the search's copy of each answer in step: its words, its evaluation's currency, its removal", async () => {
    await database.db
      .update(answerTranscripts)
      .set({ text: "We moved the queue to postgres" })
      .where(eq(answerTranscripts.interviewId, interviewId));
    expect(await searchRows("postgres queue")).toEqual([{ interviewId, current: true }]);
    expect(await searchRows("kubernetes")).toEqual([]);
    await database.db.update(evaluations).set({ isCurrent: false }).where(eq(evaluations.id, evaluationId));
    expect(await searchRows("postgres")).toEqual([{ interviewId, current: false }]);
    await database.db.delete(evaluations).where(eq(evaluations.id, evaluationId));
    expect(await database.db.select().from(answerSearch)).toEqual([]);
  });
});
