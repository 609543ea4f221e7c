import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { COMPANY_NOT_FOUND } from "@shared/companies/contracts";
import type { CompanyMembers } from "@shared/companies/member-contracts";
import { companyMembers } from "../../db/schema";
import { createCompany, createCompanyMember, signIn, uniqueIp } from "../../testing/accounts-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

/*
 * A member's role decides what they may do in the company, on the server (decision 0082), and a
 * change to it, or their removal, holds from their next request: the session cache that carries
 * the company facts hears of it from the database.
 */
describe.each(testDrivers())("company members' roles on %s (decision 0082)", (driver) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;

  const get = (url: string, cookie: string) =>
    t.app.inject({ method: "GET", url, headers: { cookie }, remoteAddress: uniqueIp() });
  const refusedFor = (roleName: string) => ({ error: "forbidden", message: accessMessages.roleMayNot(roleName) });

  beforeAll(async () => {
    t = await createTestApp({ driver });
    company = await createCompany(
      t.database.db,
      { companyName: "Roles AI" },
      { emailVerified: true, status: "verified" },
    );
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  /** A new member with the role, signed in. */
  async function member(role: Parameters<typeof createCompanyMember>[2]) {
    const created = await createCompanyMember(t.database.db, company, role);
    return { ...created, cookie: await signIn(t.app, created.email, undefined, uniqueIp()) };
  }

  it("tells the web app the caller's role, and lists them among the company's members", async () => {
    const recruiter = await member("recruiter");
    const me = (await get("/api/me", recruiter.cookie)).json();
    expect(me.company).toEqual({
      id: company.enterpriseId,
      companyName: "Roles AI",
      verificationStatus: "verified",
      verificationNote: null,
      role: "recruiter",
    });
    const members = (await get("/api/companies/me/members", recruiter.cookie)).json<CompanyMembers>().members;
    expect(members.map((m) => [m.email, m.role])).toEqual(
      expect.arrayContaining([
        [company.email, "owner"],
        [recruiter.email, "recruiter"],
      ]),
    );
  });

  it("lets a recruiter run postings and the pool, but not the company's settings", async () => {
    const recruiter = await member("recruiter");
    expect((await get("/api/companies/me/postings", recruiter.cookie)).statusCode).toBe(200);
    expect((await get("/api/candidates", recruiter.cookie)).statusCode).toBe(200);
    for (const url of ["/api/companies/me/settings", "/api/companies/me/blind-review", "/api/companies/me/retention"]) {
      const refused = await get(url, recruiter.cookie);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual(refusedFor("Recruiter"));
    }
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/companies/me/blind-review",
      headers: { cookie: recruiter.cookie },
      payload: { enabled: true },
    });
    expect(saved.statusCode).toBe(403);
  });

  it("keeps the postings, the pool and the fairness report from an interviewer, whatever is assigned to them (decision 0084)", async () => {
    const interviewer = await member("interviewer");
    expect((await get("/api/companies/me/dashboard", interviewer.cookie)).statusCode).toBe(200);
    expect((await get("/api/companies/me/members", interviewer.cookie)).statusCode).toBe(200);
    for (const url of ["/api/companies/me/postings", "/api/candidates", "/api/companies/me/fairness-report"]) {
      const refused = await get(url, interviewer.cookie);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual(refusedFor("Interviewer"));
    }
  });

  it("holds a new role from the member's next request, on the session they already have", async () => {
    const recruiter = await member("recruiter");
    expect((await get("/api/companies/me/settings", recruiter.cookie)).statusCode).toBe(403);
    await t.database.db
      .update(companyMembers)
      .set({ role: "admin" })
      .where(eq(companyMembers.profileId, recruiter.userId));
    await expect.poll(async () => (await get("/api/companies/me/settings", recruiter.cookie)).statusCode).toBe(200);
    expect((await get("/api/me", recruiter.cookie)).json().company.role).toBe("admin");
  });

  it("takes the company away from a removed member at their next request", async () => {
    const recruiter = await member("recruiter");
    expect((await get("/api/companies/me/postings", recruiter.cookie)).statusCode).toBe(200);
    await t.database.db.delete(companyMembers).where(eq(companyMembers.profileId, recruiter.userId));
    await expect.poll(async () => (await get("/api/companies/me/postings", recruiter.cookie)).statusCode).toBe(404);
    expect((await get("/api/companies/me/postings", recruiter.cookie)).json()).toMatchObject({
      message: COMPANY_NOT_FOUND,
    });
    expect((await get("/api/me", recruiter.cookie)).json().company).toBeNull();
  });
});
