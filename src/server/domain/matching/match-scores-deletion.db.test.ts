import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { candidates, jobPostings, matchScores } from "../../db/schema";
import { createCandidate, createCompany } from "../../testing/accounts-fixtures";
import { applyDirectly, insertPosting } from "../../testing/company-candidate-fixtures";
import { storedMatch } from "../../testing/stored-match-fixtures";
import { createTestDatabase, testDrivers } from "../../testing/test-database";
import { MATCH_WRITES_LOCK, POSTING_MATCHES_LOCK, recomputeMatches } from "./recompute-matches";

describe.each(testDrivers())("a deleted candidate's or posting's match scores (%s)", (driver) => {
  let database: DatabaseHandle;
  let enterpriseId: string;

  const rowsOf = async (candidateId: string) =>
    (await database.db.select().from(matchScores).where(eq(matchScores.candidateId, candidateId))).length;
  const postingRows = async (postingId: string) =>
    (await database.db.select().from(matchScores).where(eq(matchScores.jobPostingId, postingId))).length;
  const pooled = async () => {
    const { candidateId } = await createCandidate(
      database.db,
      { jobTitle: "ML Engineer", skills: "PyTorch" },
      { emailVerified: true },
    );
    // In the pool without an interview: a resume is enough (pool_eligible is kept by triggers).
    await database.db.update(candidates).set({ resumeText: "PyTorch." }).where(eq(candidates.id, candidateId));
    return candidateId;
  };
  const newPosting = async () => (await insertPosting(database.db, enterpriseId, { skills: ["PyTorch"] })).id;
  const scoreRow = (postingId: string, candidateId: string) => ({
    jobPostingId: postingId,
    candidateId,
    score: 50,
    detail: "[]",
  });
  /** Lock requests waiting: a statement blocked on the recompute lock. */
  const waitingForLock = async () => {
    const result = await database.db.execute(
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
  };
  /** Sessions waiting for any lock. */
  const sessionsWaiting = async () => {
    const result = await database.db.execute(sql`select count(distinct pid)::int as n from pg_locks where not granted`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
  };

  /**
   * A candidate's recompute in flight, as `recomputeMatches` holds it: both locks shared, and a
   * row of the posting written, not committed. Needs PostgreSQL (a second connection).
   */
  const candidateRecomputeWriting = async (postingId: string, candidateId: string) => {
    if (database.kind !== "postgres") throw new Error("expected PostgreSQL");
    const client = await database.pool.connect();
    await client.query("begin");
    await client.query("select pg_advisory_xact_lock_shared($1::bigint)", [MATCH_WRITES_LOCK]);
    await client.query("select pg_advisory_xact_lock_shared($1, hashtext($2::uuid::text))", [
      POSTING_MATCHES_LOCK,
      postingId,
    ]);
    await client.query(
      "insert into match_scores (job_posting_id, candidate_id, score, detail, detail_md5) values ($1, $2, 50, '[]', md5('[]')::uuid)",
      [postingId, candidateId],
    );
    return client;
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const company = await createCompany(database.db, {}, { emailVerified: true, status: "verified" });
    enterpriseId = company.enterpriseId;
  });
  afterAll(() => database?.close());

  it("go with the candidate, and a posting's go with the posting", async () => {
    const postingId = await newPosting();
    const candidateId = await pooled();
    const other = await pooled();
    await database.db
      .insert(matchScores)
      .values([storedMatch(scoreRow(postingId, candidateId)), storedMatch(scoreRow(postingId, other))]);
    await database.db.delete(candidates).where(eq(candidates.id, candidateId));
    expect(await rowsOf(candidateId)).toBe(0);
    expect(await rowsOf(other)).toBe(1);
    await database.db.delete(jobPostings).where(eq(jobPostings.id, postingId));
    expect(await rowsOf(other)).toBe(0);
  });

  // Two connections at once: PGlite has one.
  if (driver === "postgres") {
    it.each([
      {
        gone: "candidate",
        remove: (_postingId: string, candidateId: string) =>
          database.db.delete(candidates).where(eq(candidates.id, candidateId)),
        rowsLeft: (_postingId: string, candidateId: string) => rowsOf(candidateId),
      },
      {
        gone: "posting",
        remove: (postingId: string) => database.db.delete(jobPostings).where(eq(jobPostings.id, postingId)),
        rowsLeft: (postingId: string) => postingRows(postingId),
      },
    ])("go even when the $gone is deleted while a recompute is writing a row of it", async ({ remove, rowsLeft }) => {
      const postingId = await newPosting();
      const candidateId = await pooled();
      // A recompute in flight: the shared locks held, the row written, not committed.
      const recompute = await candidateRecomputeWriting(postingId, candidateId);
      let deleted = false;
      const deletion = remove(postingId, candidateId).then(() => {
        deleted = true;
      });
      // The deletion waits for the recompute (its trigger asks for the lock exclusively).
      await expect.poll(waitingForLock).toBe(1);
      expect(deleted).toBe(false);
      await recompute.query("commit");
      recompute.release();
      await deletion;
      expect(await rowsLeft(postingId, candidateId)).toBe(0);
    });

    it("a posting deleted during its own recompute waits for it, with no deadlock, and keeps no row", async () => {
      if (database.kind !== "postgres") throw new Error("expected PostgreSQL");
      const postingId = await newPosting();
      const candidateId = await pooled();
      await applyDirectly(database.db, candidateId, postingId);
      // A candidate's recompute writing a row of the posting: the posting's recompute waits for it.
      const other = await candidateRecomputeWriting(postingId, candidateId);
      const recompute = recomputeMatches(database.db, { postingId });
      await expect.poll(sessionsWaiting).toBe(1);
      // The deletion comes while the recompute holds the lock; the recompute then records its
      // refresh, whose foreign key needs the posting's row.
      const deletion = database.db
        .delete(jobPostings)
        .where(eq(jobPostings.id, postingId))
        .then(() => undefined);
      await expect.poll(sessionsWaiting).toBe(2);
      await other.query("commit");
      other.release();
      // It saw the committed row and rewrote it (a plain insert would have failed on its key).
      await expect(recompute).resolves.toMatchObject({ scored: 1, written: 1 });
      await deletion;
      expect(await postingRows(postingId)).toBe(0);
    });

    it("a candidate's recompute waits for a recompute of a posting it writes", async () => {
      if (database.kind !== "postgres") throw new Error("expected PostgreSQL");
      const postingId = await newPosting();
      const candidateId = await pooled();
      await applyDirectly(database.db, candidateId, postingId);
      // The posting's recompute, as it holds its posting: alone on the posting's rows.
      const posting = await database.pool.connect();
      await posting.query("begin");
      await posting.query("select pg_advisory_xact_lock($1, hashtext($2::uuid::text))", [
        POSTING_MATCHES_LOCK,
        postingId,
      ]);
      let done = false;
      const recompute = recomputeMatches(database.db, { candidateId }).then((outcome) => {
        done = true;
        return outcome;
      });
      await expect.poll(waitingForLock).toBe(1);
      expect(done).toBe(false);
      await posting.query("commit");
      posting.release();
      await expect(recompute).resolves.toMatchObject({ written: 1 });
      expect(await postingRows(postingId)).toBe(1);
    });

    it("a recompute started after the deletion began waits for it and never sees the candidate", async () => {
      if (database.kind !== "postgres") throw new Error("expected PostgreSQL");
      const postingId = await newPosting();
      const candidateId = await pooled();
      const deletingClient = await database.pool.connect();
      await deletingClient.query("begin");
      await deletingClient.query("delete from candidates where id = $1", [candidateId]);
      const recompute = recomputeMatches(database.db, { postingId });
      await expect.poll(waitingForLock).toBe(1);
      await deletingClient.query("commit");
      deletingClient.release();
      await recompute;
      expect(await rowsOf(candidateId)).toBe(0);
    });
  }
});
