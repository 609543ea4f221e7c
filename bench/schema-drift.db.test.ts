import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/server/db/client";
import { createTestDatabase } from "../src/server/testing/test-database";
import { assertSchemaMatchesMigrations } from "./schema-drift";

describe("the bench's schema check", () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(() => database?.close());

  it("passes a database the migrations built, and names what a hand-altered one lost or gained", async () => {
    await expect(assertSchemaMatchesMigrations(database.db)).resolves.toBeUndefined();
    await database.db.execute(sql`drop trigger match_scores_forget_posting on job_postings`);
    await database.db.execute(sql`create index hand_made on match_scores (computed_at)`);
    const failure = await assertSchemaMatchesMigrations(database.db).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain("missing: trigger job_postings.match_scores_forget_posting");
    expect((failure as Error).message).toContain("extra:   index match_scores.hand_made");
  });
});
