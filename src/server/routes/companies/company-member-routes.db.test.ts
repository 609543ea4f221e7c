import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import type { CompanyMembers } from "@shared/companies/member-contracts";
import { companyMembers, enterprises, user } from "../../db/schema";
import {
  companyInput,
  createCandidate,
  createCompany,
  signIn,
  signInDevAdmin,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

const MEMBERS = "/api/companies/me/members";
const MIGRATION = new URL("../../db/migrations/0053_company_members.sql", import.meta.url);

describe.each(testDrivers())("company workspace members on %s (decision 0079)", (driver) => {
  let t: TestApp;
  const cookies = {} as Record<"candidate" | "admin" | "verified" | "pending", string>;
  const companies = {} as Record<"verified" | "pending", Awaited<ReturnType<typeof createCompany>>>;

  const get = (cookie?: string) =>
    t.app.inject({ method: "GET", url: MEMBERS, headers: cookie ? { cookie } : {}, remoteAddress: uniqueIp() });

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    const { db } = t.database;
    const candidate = await createCandidate(db, {}, { emailVerified: true });
    cookies.candidate = await signIn(t.app, candidate.email, undefined, uniqueIp());
    cookies.admin = await signInDevAdmin(t.app);
    for (const status of ["verified", "pending"] as const) {
      const contactName = status === "verified" ? "Dana Kim" : "Ravi Patel";
      companies[status] = await createCompany(
        db,
        { companyName: `Members ${status}`, contactName },
        { emailVerified: true, status },
      );
      cookies[status] = await signIn(t.app, companies[status].email, undefined, uniqueIp());
    }
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it("shows the company's login as its one Owner, in any verification state", async () => {
    for (const [status, name] of [
      ["verified", "Dana Kim"],
      ["pending", "Ravi Patel"],
    ] as const) {
      const response = await get(cookies[status]);
      expect(response.statusCode, response.body).toBe(200);
      const { members } = response.json<CompanyMembers>();
      expect(members).toEqual([
        { id: expect.any(String), name, email: companies[status].email, role: "owner", joinedAt: expect.any(String) },
      ]);
    }
  });

  it("shows each company only its own members", async () => {
    const verified = (await get(cookies.verified)).json<CompanyMembers>().members.map((m) => m.email);
    const pending = (await get(cookies.pending)).json<CompanyMembers>().members.map((m) => m.email);
    expect(verified).toEqual([companies.verified.email]);
    expect(pending).toEqual([companies.pending.email]);
  });

  it("refuses anonymous callers (401), candidates and admins (403)", async () => {
    expect((await get()).statusCode).toBe(401);
    const candidate = await get(cookies.candidate);
    expect(candidate.statusCode).toBe(403);
    expect(candidate.json()).toMatchObject({ message: accessMessages.onlyFor("enterprise") });
    const admin = await get(cookies.admin);
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toMatchObject({ message: accessMessages.adminIsNotACompany });
  });

  it("registering a company makes its login the Owner, in the same transaction", async () => {
    const input = companyInput({ companyName: "Registered Here" });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/accounts/companies",
      payload: input,
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const [enterprise] = await t.database.db
      .select({ id: enterprises.id, profileId: enterprises.profileId })
      .from(enterprises)
      .where(eq(enterprises.contactEmail, input.contactEmail));
    if (!enterprise) throw new Error("no enterprise registered");
    const members = await t.database.db
      .select({ profileId: companyMembers.profileId, role: companyMembers.role, addedBy: companyMembers.addedBy })
      .from(companyMembers)
      .where(eq(companyMembers.enterpriseId, enterprise.id));
    expect(members).toEqual([{ profileId: enterprise.profileId, role: "owner", addedBy: null }]);
  });

  it("the migration gives every existing company one Owner, its login, joined when the company registered", async () => {
    const { db } = t.database;
    await db.delete(companyMembers);
    const backfill = (await readFile(MIGRATION, "utf8"))
      .split("--> statement-breakpoint")
      .map((statement) => statement.trim())
      .find((statement) => statement.includes("INSERT INTO"));
    if (!backfill) throw new Error("the migration has no backfill");
    await db.execute(sql.raw(backfill));
    // Run twice (a re-run after a partial failure) it adds nothing.
    await db.execute(sql.raw(backfill));
    const rows = await db
      .select({
        enterpriseId: enterprises.id,
        profileId: enterprises.profileId,
        createdAt: enterprises.createdAt,
        member: companyMembers.profileId,
        role: companyMembers.role,
        joinedAt: companyMembers.createdAt,
      })
      .from(enterprises)
      .leftJoin(companyMembers, eq(companyMembers.enterpriseId, enterprises.id));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row).toMatchObject({ member: row.profileId, role: "owner", joinedAt: row.createdAt });
    }
    expect((await get(cookies.verified)).json<CompanyMembers>().members).toHaveLength(1);
  });

  it("a deleted account's membership goes with it (and, as before, the company it registered)", async () => {
    const { db } = t.database;
    const company = await createCompany(db, { companyName: "Gone Soon" }, { emailVerified: true });
    await db.delete(user).where(eq(user.id, company.userId));
    expect(await db.select().from(companyMembers).where(eq(companyMembers.profileId, company.userId))).toEqual([]);
    expect(await db.select().from(enterprises).where(eq(enterprises.id, company.enterpriseId))).toEqual([]);
  });
});
