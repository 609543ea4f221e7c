import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, user } from "../../../db/schema";
import { BLOB_AREAS } from "../../../plugins/storage/blob-key";
import { fillCandidate } from "../../../testing/candidate-data-fixtures";
import { callAs } from "../../../testing/company-candidate-fixtures";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { testDrivers } from "../../../testing/test-database";
import { readCandidateDataScope } from "./candidate-data-scope";
import { CANDIDATE_DATA_TABLES, readCandidateRows } from "./candidate-data-tables";
import { deleteCandidateAccount, deleteCandidateAccountTask, DELETION_REQUESTED } from "./delete-candidate-account";
import { DELETION_RETRY_AFTER_MS, requeueUnfinishedDeletions } from "./requeue-unfinished-deletions";

/**
 * The test app runs no worker: a deletion's task is queued and stays queued, so each test decides
 * what its run does (fails part-way, or is lost) and what the daily sweep then finds.
 */
describe.each(testDrivers())("deletions whose task did not finish on %s", (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ driver, startWorker: false });
  }, 60_000);
  afterAll(async () => t?.close());

  async function allBlobKeys(): Promise<Set<string>> {
    const keys = new Set<string>();
    for (const area of BLOB_AREAS) for await (const key of t.app.services.blobs.list(`${area}/`)) keys.add(key);
    return keys;
  }

  async function queuedDeletionsOf(userId: string): Promise<number> {
    const result = (await t.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${deleteCandidateAccountTask.name}
        and data->>'userId' = ${userId} and state = 'created'`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 0;
  }

  /** Moves the deletion request back in time, as if it had been made `ms` ago. */
  async function requestedAgo(userId: string, ms: number): Promise<void> {
    await t.database.db
      .update(auditLog)
      .set({ createdAt: new Date(Date.now() - ms) })
      .where(and(eq(auditLog.targetId, userId), eq(auditLog.action, DELETION_REQUESTED)));
  }

  it("queues a failed deletion again a day later, and its run leaves no row and no blob of the candidate", async () => {
    const candidate = await fillCandidate(t, "echo");
    const bystander = await fillCandidate(t, "foxtrot");
    const scope = await readCandidateDataScope(t.database.db, candidate.userId);
    const requested = await callAs(t, candidate.cookie)("POST", "/api/candidates/me/deletion", {
      confirmation: "DELETE",
    });
    expect(requested.statusCode).toBe(202);
    expect(await queuedDeletionsOf(candidate.userId)).toBe(1);

    // The task's run dies part-way through the blobs, and its job is gone (retries exhausted).
    const { blobs } = t.app.services;
    let deletes = 0;
    const crashing = {
      ...blobs,
      list: blobs.list.bind(blobs),
      delete: async (key: Parameters<typeof blobs.delete>[0]) => {
        deletes += 1;
        if (deletes > 2) throw new Error("storage unavailable");
        await blobs.delete(key);
      },
    };
    await expect(deleteCandidateAccount({ ...t.app.services, blobs: crashing }, candidate.userId)).rejects.toThrow(
      "storage unavailable",
    );
    await t.database.db.execute(
      sql`delete from pgboss.job where name = ${deleteCandidateAccountTask.name} and data->>'userId' = ${candidate.userId}`,
    );

    // Within a day the task may still be retrying: the sweep leaves it alone.
    expect(await requeueUnfinishedDeletions(t.app.services)).toEqual([]);
    await requestedAgo(candidate.userId, DELETION_RETRY_AFTER_MS + 60_000);
    expect(await requeueUnfinishedDeletions(t.app.services)).toEqual([candidate.userId]);
    expect(await queuedDeletionsOf(candidate.userId)).toBe(1);

    // The queued task runs as the worker would run it.
    await deleteCandidateAccountTask.handler({ userId: candidate.userId }, t.app.services);
    const [left] = await t.database.db.select().from(user).where(eq(user.id, candidate.userId));
    expect(left).toBeUndefined();
    for (const [name, entry] of Object.entries(CANDIDATE_DATA_TABLES)) {
      expect(await readCandidateRows(t.database.db, entry, scope), name).toEqual([]);
    }
    const keys = await allBlobKeys();
    for (const key of candidate.blobs.keys()) expect(keys.has(key), key).toBe(false);
    for (const key of bystander.blobs.keys()) expect(keys.has(key), key).toBe(true);

    // Done: nothing more to queue.
    expect(await requeueUnfinishedDeletions(t.app.services)).toEqual([]);
  });

  it("never queues an account that asked for nothing, or one banned for another reason", async () => {
    const kept = await fillCandidate(t, "golf");
    const banned = await fillCandidate(t, "hotel");
    await t.database.db.update(user).set({ banned: true, banReason: "abuse" }).where(eq(user.id, banned.userId));
    await t.database.db.insert(auditLog).values({
      actorId: null,
      action: "admin.user_banned",
      targetType: "candidate",
      targetId: banned.userId,
      createdAt: new Date(Date.now() - 2 * DELETION_RETRY_AFTER_MS),
    });
    expect(await requeueUnfinishedDeletions(t.app.services)).toEqual([]);
    expect(await queuedDeletionsOf(kept.userId)).toBe(0);
    expect(await queuedDeletionsOf(banned.userId)).toBe(0);
  });
});
