import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlobKey } from "../../plugins/storage/blob-store";
import { createCandidate, createCompany } from "../../testing/accounts-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";
import { emptyDatabase } from "./empty-database";

/** `npm run seed -- --from-empty`: no row and no stored file is left, and the schema still works. */
describe.each(testDrivers())("emptying the database before seeding on %s", (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ driver, startWorker: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function rowsInEveryTable(): Promise<number> {
    const tables = (
      (await t.database.db.execute(
        sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
      )) as unknown as { rows: { name: string }[] }
    ).rows;
    let total = 0;
    for (const { name } of tables) {
      const counted = (await t.database.db.execute(sql.raw(`select count(*)::int as n from ${name}`))) as unknown as {
        rows: { n: number }[];
      };
      total += counted.rows[0]!.n;
    }
    return total;
  }

  it("deletes every row and stored file, and the product works on it again", async () => {
    const { blobs } = t.app.services;
    await createCompany(t.database.db, { companyName: "Left Over Labs" }, { emailVerified: true, status: "verified" });
    await createCandidate(t.database.db, { firstName: "Leftover" }, { emailVerified: true });
    const key = "resumes/left-over.pdf" as BlobKey;
    await blobs.put(key, Buffer.from("%PDF-1.4 left over"), { contentType: "application/pdf" });
    expect(await rowsInEveryTable()).toBeGreaterThan(0);

    const emptied = await emptyDatabase(t.app.services);

    expect(emptied.blobs).toBeGreaterThanOrEqual(1);
    expect(await rowsInEveryTable()).toBe(0);
    expect(await blobs.stat(key)).toBeNull();
    const again = await createCandidate(t.database.db, { firstName: "Fresh" }, { emailVerified: true });
    expect(again.email).toContain("@");
  });
});
