import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { applications, candidates, matchScores } from "../../db/schema";
import { createCandidate, createCompany } from "../../testing/accounts-fixtures";
import { attachCandidateResume } from "../../testing/candidate-fixtures";
import { insertPosting } from "../../testing/company-candidate-fixtures";
import { createTestDatabase, testDrivers } from "../../testing/test-database";
import { loadMatchPosting, type MatchPosting } from "./load-match-inputs";
import { readPostingCandidates, type PostingCandidate } from "./load-posting-candidates";
import { recomputeMatches } from "./recompute-matches";

/*
 * A posting's candidates come through a cursor a batch at a time (decision 0057): whatever the
 * batch size, each reached candidate comes once with the same facts, and each stored match the
 * posting no longer reaches comes back as gone, so its recompute removes it.
 */
describe.each(testDrivers())("a posting's candidates read in batches (%s)", (driver) => {
  let database: DatabaseHandle;
  let enterpriseId: string;
  let posting: MatchPosting;
  const pooled: string[] = [];

  const read = async (batchSize: number) => {
    const reached: PostingCandidate[] = [];
    const gone: string[] = [];
    await database.db.transaction((tx) =>
      readPostingCandidates(
        tx,
        posting,
        { candidate: (candidate) => reached.push(candidate), gone: (id) => gone.push(id) },
        batchSize,
      ),
    );
    return { reached, gone };
  };
  const byId = (list: PostingCandidate[]) =>
    [...list].sort((a, b) => (a.pair.candidateId < b.pair.candidateId ? -1 : 1));
  const storedRow = async (candidateId: string) =>
    (
      await database.db
        .select({ score: matchScores.score })
        .from(matchScores)
        .where(and(eq(matchScores.jobPostingId, posting.id), eq(matchScores.candidateId, candidateId)))
    )[0];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const db = database.db;
    enterpriseId = (await createCompany(db, {}, { emailVerified: true, status: "verified" })).enterpriseId;
    const row = await insertPosting(db, enterpriseId, { skills: ["PyTorch", "SQL"] });
    posting = (await loadMatchPosting(db, row.id))!;
    // Six candidates in the pool (a resume is enough), one of them also an applicant.
    for (let i = 0; i < 6; i += 1) {
      const { candidateId } = await createCandidate(
        db,
        { jobTitle: i % 2 ? "ML Engineer" : "Data Engineer", skills: i % 3 ? "PyTorch" : "SQL" },
        { emailVerified: true },
      );
      await attachCandidateResume(db, candidateId);
      pooled.push(candidateId);
    }
    await db.insert(applications).values({ candidateId: pooled[0]!, jobPostingId: posting.id });
  });
  afterAll(() => database?.close());

  it("hands over every candidate once, whatever the batch size", async () => {
    const whole = await read(100);
    expect(whole.reached.map((candidate) => candidate.pair.candidateId).sort()).toEqual([...pooled].sort());
    expect(whole.gone).toEqual([]);
    // Batches that end exactly at the last row (2, 3, 6) and one that does not (4).
    for (const size of [1, 2, 3, 4, 6]) {
      const batched = await read(size);
      expect(byId(batched.reached)).toEqual(byId(whole.reached));
      expect(batched.gone).toEqual([]);
    }
  });

  it("answers a stored match the posting no longer reaches as gone, and its recompute removes it", async () => {
    const db = database.db;
    expect((await recomputeMatches(db, { postingId: posting.id })).scored).toBe(6);
    const [applicant, hidden] = pooled;
    // Both leave the pool; the applicant stays reached through their application.
    await db.update(candidates).set({ employerVisibility: "hidden" }).where(eq(candidates.id, hidden!));
    await db.update(candidates).set({ employerVisibility: "hidden" }).where(eq(candidates.id, applicant!));

    for (const size of [1, 4, 100]) {
      const { reached, gone } = await read(size);
      expect(gone).toEqual([hidden]);
      expect(reached.map((candidate) => candidate.pair.candidateId).sort()).toEqual(
        pooled.filter((id) => id !== hidden).sort(),
      );
      expect(reached.find((candidate) => candidate.pair.candidateId === applicant)?.pair).toMatchObject({
        visible: false,
        applied: true,
      });
    }
    const outcome = await recomputeMatches(db, { postingId: posting.id });
    expect(outcome).toMatchObject({ scored: 5, removed: 1 });
    expect(await storedRow(hidden!)).toBeUndefined();
    expect(await storedRow(applicant!)).toBeDefined();
    expect((await read(2)).gone).toEqual([]);
  });
});
