import { count, eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, applications, candidates, enterprises, profiles, user } from "../../db/schema";
import { GENERIC_SERVER_ERROR } from "../../plugins/error-handler";
import { candidateInput, companyInput, subjectsTo, uniqueIp } from "../../testing/accounts-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

const FAILURE_TEXT = "forced failure for the atomicity test";

const tables = { user, account, profiles, candidates, applications, enterprises };
type TableName = keyof typeof tables;

/** Registrations that write the user row first and then fail on a later table. */
const failures = [
  { form: "candidate", url: "/api/accounts/candidates", failOn: "profiles" },
  { form: "candidate", url: "/api/accounts/candidates", failOn: "candidates" },
  { form: "candidate", url: "/api/accounts/candidates", failOn: "applications" },
  { form: "company", url: "/api/accounts/companies", failOn: "enterprises" },
] as const;

describe.each(testDrivers())("registration atomicity on %s", (driver) => {
  let t: TestApp;

  const exec = (statement: string) => t.database.db.execute(sql.raw(statement));

  beforeAll(async () => {
    t = await createTestApp({ driver });
    await exec(
      `create function onetake_test_fail() returns trigger language plpgsql as $$ ` +
        `begin raise exception '${FAILURE_TEXT}'; end $$`,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  async function rowCounts(): Promise<Record<TableName, number>> {
    const entries = await Promise.all(
      Object.entries(tables).map(async ([name, table]) => {
        const [row] = await t.database.db.select({ n: count() }).from(table);
        return [name, row?.n ?? 0] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<TableName, number>;
  }

  async function rowsForEmail(email: string) {
    const byEmail = (column: SQL) => sql`lower(${column}) = ${email}`;
    const users = await t.database.db
      .select({ id: user.id })
      .from(user)
      .where(byEmail(sql`${user.email}`));
    const profileRows = await t.database.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(byEmail(sql`${profiles.email}`));
    return { users: users.length, profiles: profileRows.length };
  }

  it.each(failures.map((failure) => [failure.form, failure.failOn, failure] as const))(
    "leaves no trace of a %s registration when the insert into %s fails, then succeeds once fixed",
    async (_form, _table, { url, failOn, form }) => {
      const body = form === "candidate" ? candidateInput() : companyInput();
      const email = "email" in body ? body.email : body.contactEmail;
      const before = await rowCounts();

      await exec(
        `create trigger onetake_test_fail before insert on "${failOn}" ` +
          `for each row execute function onetake_test_fail()`,
      );
      try {
        const failed = await t.app.inject({ method: "POST", url, payload: body, remoteAddress: uniqueIp() });
        expect(failed.statusCode).toBe(500);
        expect(failed.json()).toEqual({ error: "internal_error", message: GENERIC_SERVER_ERROR });
        expect(failed.body).not.toContain(FAILURE_TEXT);
      } finally {
        await exec(`drop trigger if exists onetake_test_fail on "${failOn}"`);
      }

      expect(await rowsForEmail(email)).toEqual({ users: 0, profiles: 0 });
      expect(await rowCounts()).toEqual(before);

      const retried = await t.app.inject({ method: "POST", url, payload: body, remoteAddress: uniqueIp() });
      expect(retried.statusCode).toBe(201);
      expect(await rowsForEmail(email)).toEqual({ users: 1, profiles: 1 });
      const after = await rowCounts();
      expect(after).toEqual({
        user: before.user + 1,
        account: before.account + 1,
        profiles: before.profiles + 1,
        candidates: before.candidates + (form === "candidate" ? 1 : 0),
        applications: before.applications + (form === "candidate" ? 1 : 0),
        enterprises: before.enterprises + (form === "company" ? 1 : 0),
      });

      // Only the registration that committed sends mail: one verification, one welcome.
      await expect
        .poll(() => subjectsTo(t.database.db, email), { timeout: 15_000 })
        .toEqual(expect.arrayContaining(["Confirm your email address for OneTake", "Welcome to OneTake"]));
      expect(await subjectsTo(t.database.db, email)).toHaveLength(2);
    },
  );

  it("creates exactly one account when the same e-mail is submitted twice at once, and answers both alike", async () => {
    const body = candidateInput();
    const before = await rowCounts();
    const responses = await Promise.all(
      [body, { ...body, firstName: "Twin" }].map((payload) =>
        t.app.inject({ method: "POST", url: "/api/accounts/candidates", payload, remoteAddress: uniqueIp() }),
      ),
    );
    // The loser of the race is an address that already has an account: the same answer (decision 0004).
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(responses.map((response) => response.json())).toEqual([{ email: body.email }, { email: body.email }]);
    const after = await rowCounts();
    expect(after).toMatchObject({
      user: before.user + 1,
      account: before.account + 1,
      profiles: before.profiles + 1,
      candidates: before.candidates + 1,
      applications: before.applications + 1,
    });
    const [stored] = await t.database.db.select().from(user).where(eq(user.email, body.email));
    expect(stored?.email).toBe(body.email);
  });
});
