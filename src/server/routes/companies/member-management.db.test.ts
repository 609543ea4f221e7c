import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { COMPANY_NOT_FOUND } from "@shared/companies/contracts";
import { memberMessages, type CompanyMembers } from "@shared/companies/member-contracts";
import type { CompanyMemberRole } from "@shared/companies/member-roles";
import { auditLog, companyMembers } from "../../db/schema";
import { createCompany, createCompanyMember, signIn, uniqueIp } from "../../testing/accounts-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

/*
 * Changing a member's role and removing a member (decision 0082): Owners and Admins only, audited
 * with who did it, holding from the member's very next request, and never leaving a company
 * without an Owner.
 */
describe.each(testDrivers())("managing a company's members on %s (decision 0082)", (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ driver });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  const call = (method: "GET" | "PUT" | "DELETE", url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, remoteAddress: uniqueIp(), ...(payload ? { payload } : {}) });
  const setRole = (cookie: string, memberId: string, role: CompanyMemberRole) =>
    call("PUT", `/api/companies/me/members/${memberId}/role`, cookie, { role });
  const remove = (cookie: string, memberId: string) => call("DELETE", `/api/companies/me/members/${memberId}`, cookie);

  /** A verified company with its Owner signed in, and a way to add signed-in members. */
  async function workspace() {
    const company = await createCompany(t.database.db, {}, { emailVerified: true, status: "verified" });
    const ownerCookie = await signIn(t.app, company.email, undefined, uniqueIp());
    const memberIdOf = async (profileId: string) =>
      (
        await t.database.db
          .select({ id: companyMembers.id })
          .from(companyMembers)
          .where(eq(companyMembers.profileId, profileId))
      )[0]!.id;
    const owner = { cookie: ownerCookie, memberId: await memberIdOf(company.userId), userId: company.userId };
    const add = async (role: CompanyMemberRole) => {
      const created = await createCompanyMember(t.database.db, company, role);
      return {
        ...created,
        memberId: await memberIdOf(created.userId),
        cookie: await signIn(t.app, created.email, undefined, uniqueIp()),
      };
    };
    return { company, owner, add };
  }

  it("lets an Owner change a role, audited, holding from the member's next request", async () => {
    const { company, owner, add } = await workspace();
    const recruiter = await add("recruiter");
    expect((await call("GET", "/api/companies/me/settings", recruiter.cookie)).statusCode).toBe(403);

    const changed = await setRole(owner.cookie, recruiter.memberId, "admin");
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: recruiter.memberId, email: recruiter.email, role: "admin" });
    expect((await call("GET", "/api/companies/me/settings", recruiter.cookie)).statusCode).toBe(200);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, recruiter.memberId), eq(auditLog.action, "company.member_role_changed")));
    expect(entry).toMatchObject({
      actorId: owner.userId,
      targetType: "company_member",
      details: { companyId: company.enterpriseId, profileId: recruiter.userId, from: "recruiter", to: "admin" },
    });
  });

  it("lets an Admin remove a member, whose open session loses the company at once", async () => {
    const { add } = await workspace();
    const admin = await add("admin");
    const recruiter = await add("recruiter");
    expect((await call("GET", "/api/companies/me/postings", recruiter.cookie)).statusCode).toBe(200);

    const removed = await remove(admin.cookie, recruiter.memberId);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ id: recruiter.memberId });
    const refused = await call("GET", "/api/companies/me/postings", recruiter.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: COMPANY_NOT_FOUND });
    const team = (await call("GET", "/api/companies/me/members", admin.cookie)).json<CompanyMembers>();
    expect(team.members.map((member) => member.email)).not.toContain(recruiter.email);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, recruiter.memberId), eq(auditLog.action, "company.member_removed")));
    expect(audited).toHaveLength(1);
  });

  it("refuses Recruiters, Hiring managers and Interviewers, and another company's members", async () => {
    const { owner, add } = await workspace();
    const target = await add("interviewer");
    for (const [role, name] of [
      ["recruiter", "Recruiter"],
      ["hiring_manager", "Hiring manager"],
      ["interviewer", "Interviewer"],
    ] as const) {
      const member = await add(role);
      for (const response of [
        await setRole(member.cookie, target.memberId, "admin"),
        await remove(member.cookie, target.memberId),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ message: accessMessages.roleMayNot(name) });
      }
    }
    const other = await workspace();
    for (const response of [
      await setRole(other.owner.cookie, target.memberId, "admin"),
      await remove(other.owner.cookie, target.memberId),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: memberMessages.notFound });
    }
    expect(
      (await call("GET", "/api/companies/me/members", owner.cookie)).json<CompanyMembers>().members,
    ).toContainEqual(expect.objectContaining({ id: target.memberId, role: "interviewer" }));
  });

  it("never leaves a company without an Owner", async () => {
    const { owner, add } = await workspace();
    for (const response of [
      await setRole(owner.cookie, owner.memberId, "admin"),
      await remove(owner.cookie, owner.memberId),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: memberMessages.lastOwner });
    }
    const admin = await add("admin");
    expect((await remove(admin.cookie, owner.memberId)).statusCode).toBe(409);

    // With a second Owner, the first may step down.
    expect((await setRole(owner.cookie, admin.memberId, "owner")).statusCode).toBe(200);
    expect((await setRole(owner.cookie, owner.memberId, "recruiter")).statusCode).toBe(200);
    expect((await remove(admin.cookie, admin.memberId)).statusCode).toBe(409);
  });

  // Side by side needs two connections: PGlite has one.
  if (driver === "postgres") {
    it("lets only one of two Owners step down when both try at once", async () => {
      const { owner, add } = await workspace();
      const second = await add("owner");
      const answers = await Promise.all([
        setRole(owner.cookie, owner.memberId, "admin"),
        setRole(second.cookie, second.memberId, "admin"),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    });
  }
});
