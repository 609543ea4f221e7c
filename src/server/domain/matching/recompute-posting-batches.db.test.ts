import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type pg from "pg";
import { openPostgres, type DatabaseHandle } from "../../db/client";
import { candidates, matchScores } from "../../db/schema";
import { createCandidate, createCompany } from "../../testing/accounts-fixtures";
import { attachCandidateResume } from "../../testing/candidate-fixtures";
import { insertPosting } from "../../testing/company-candidate-fixtures";
import { createTestDatabase, testDrivers } from "../../testing/test-database";
import { loadMatchPosting } from "./load-match-inputs";
import { readPostingCandidates } from "./load-posting-candidates";
import { recomputeMatches } from "./recompute-matches";

/*
 * A posting's recompute writes each batch's changed rows while it reads the next (decision
 * 0058). Whatever the batch size it stores the same rows, a second pass finds nothing changed,
 * and a write that fails halfway fails the whole recompute with its own error, leaving nothing.
 */
describe.each(testDrivers())("a posting's recompute written batch by batch (%s)", (driver) => {
  let database: DatabaseHandle;
  let enterpriseId: string;

  const storedOf = async (postingId: string) =>
    database.db
      .select({ candidateId: matchScores.candidateId, score: matchScores.score, detail: matchScores.detail })
      .from(matchScores)
      .where(eq(matchScores.jobPostingId, postingId))
      .orderBy(asc(matchScores.candidateId));
  const newPosting = async () =>
    (await insertPosting(database.db, enterpriseId, { skills: ["PyTorch", "SQL"], location: "Berlin" })).id;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    enterpriseId = (await createCompany(database.db, {}, { emailVerified: true, status: "verified" })).enterpriseId;
    // Seven candidates in the pool, with different skills, titles and years: different scores.
    for (let i = 0; i < 7; i += 1) {
      const { candidateId } = await createCandidate(
        database.db,
        {
          jobTitle: i % 2 ? "ML Engineer" : "Data Engineer",
          skills: ["PyTorch", "SQL", "PyTorch, SQL"][i % 3]!,
          experience: (["entry", "mid", "senior"] as const)[i % 3]!,
        },
        { emailVerified: true },
      );
      await attachCandidateResume(database.db, candidateId);
    }
  });
  afterAll(() => database?.close());

  it("stores the same rows whatever the batch size, and then finds nothing changed", async () => {
    const whole = await newPosting();
    expect(await recomputeMatches(database.db, { postingId: whole }, { batchSize: 100 })).toMatchObject({
      scored: 7,
      written: 7,
    });
    const expected = (await storedOf(whole)).map(({ candidateId: _id, ...row }) => row);
    expect(new Set(expected.map((row) => row.score)).size).toBeGreaterThan(1);

    for (const batchSize of [1, 2, 3]) {
      const postingId = await newPosting();
      expect(await recomputeMatches(database.db, { postingId }, { batchSize })).toMatchObject({
        scored: 7,
        written: 7,
      });
      const stored = await storedOf(postingId);
      expect(stored.map(({ candidateId: _id, ...row }) => row)).toEqual(expected);
      expect(await recomputeMatches(database.db, { postingId }, { batchSize })).toMatchObject({
        scored: 7,
        written: 0,
      });

      // Three rows altered behind its back are written again, and only those.
      const altered = stored.slice(0, 3).map((row) => row.candidateId);
      for (const candidateId of altered) {
        await database.db
          .update(matchScores)
          .set({ score: sql`${matchScores.score} + 1` })
          .where(sql`${matchScores.jobPostingId} = ${postingId} and ${matchScores.candidateId} = ${candidateId}`);
      }
      expect(await recomputeMatches(database.db, { postingId }, { batchSize })).toMatchObject({ written: 3 });
      expect(await storedOf(postingId)).toEqual(stored);
    }
  });

  it("writes each detail with its own digest, from a posting's recompute and from a candidate's", async () => {
    const postingId = await newPosting();
    await recomputeMatches(database.db, { postingId }, { batchSize: 2 });
    const [first] = await storedOf(postingId);
    // The candidate's new title changes their detail: the upsert must bring its digest along.
    await database.db
      .update(candidates)
      .set({ title: "Staff PyTorch Engineer" })
      .where(eq(candidates.id, first!.candidateId));
    await recomputeMatches(database.db, { candidateId: first!.candidateId });
    const [changed] = await storedOf(postingId);
    expect(changed!.detail).not.toBe(first!.detail);
    const digests = await database.db.execute(sql`
      select count(*)::int as rows, (count(*) filter (where detail_md5 <> md5(detail)::uuid))::int as mismatched
      from ${matchScores} where ${matchScores.jobPostingId} = ${postingId}`);
    expect((digests as unknown as { rows: unknown[] }).rows).toEqual([{ rows: 7, mismatched: 0 }]);
    // And a second pass of the posting finds the candidate's row unchanged.
    expect(await recomputeMatches(database.db, { postingId })).toMatchObject({ written: 0 });
  });

  // Reads beside writes need a pool of two or more (decision 0062); a pool of one reads between writes.
  if (driver === "postgres") {
    it("reads on a second connection from a pool, and on its own from a pool of one", async () => {
      if (database.kind !== "postgres") throw new Error("expected PostgreSQL");
      const postingId = await newPosting();
      // The connections a pool hands out while the recompute runs.
      const connections = (pool: pg.Pool) => {
        const seen = new Set<pg.PoolClient>();
        const watch = (client: pg.PoolClient) => seen.add(client);
        pool.on("acquire", watch);
        return { seen, stop: () => pool.off("acquire", watch) };
      };
      const single = openPostgres(database.url, 1);
      try {
        if (single.kind !== "postgres") throw new Error("expected PostgreSQL");
        const one = connections(single.pool);
        expect(await recomputeMatches(single.db, { postingId })).toMatchObject({ scored: 7, written: 7 });
        one.stop();
        expect(one.seen.size).toBe(1);
      } finally {
        await single.close();
      }
      await database.db.delete(matchScores).where(eq(matchScores.jobPostingId, postingId));
      const two = connections(database.pool);
      expect(await recomputeMatches(database.db, { postingId })).toMatchObject({ scored: 7, written: 7 });
      two.stop();
      expect(two.seen.size).toBe(2);
    });
  }

  it("fails with the failing write's own error and keeps none of the batches written before it", async () => {
    const postingId = await newPosting();
    // The last candidate the cursor hands over cannot be written: three batches of two were.
    const order: string[] = [];
    const posting = (await loadMatchPosting(database.db, postingId))!;
    await database.db.transaction((tx) =>
      readPostingCandidates(tx, posting, { candidate: (c) => order.push(c.pair.candidateId), gone: () => undefined }),
    );
    expect(order).toHaveLength(7);
    await database.db.execute(
      sql.raw(`create function refuse_match() returns trigger as $$
        begin raise exception 'match write refused'; end; $$ language plpgsql`),
    );
    await database.db.execute(
      sql.raw(`create trigger refuse_match before insert on match_scores for each row
        when (new.candidate_id = '${order[6]!}') execute function refuse_match()`),
    );
    try {
      const failure = await recomputeMatches(database.db, { postingId }, { batchSize: 2 }).catch(
        (error: unknown) => error,
      );
      // The driver's error comes wrapped by the ORM: the write's, not the next fetch's.
      expect((failure as Error).cause).toMatchObject({ message: "match write refused" });
      expect(await storedOf(postingId)).toEqual([]);
    } finally {
      await database.db.execute(sql`drop trigger refuse_match on match_scores`);
      await database.db.execute(sql`drop function refuse_match`);
    }
    expect(await recomputeMatches(database.db, { postingId }, { batchSize: 2 })).toMatchObject({ written: 7 });
  });
});
