import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_NOT_FOUND } from "@shared/companies/contracts";
import { memberInvitationMessages as m, type MemberInvitation } from "@shared/companies/member-invitation-contracts";
import { auditLog, companyInvitations } from "../../db/schema";
import {
  STRONG_PASSWORD,
  createCandidate,
  createCompany,
  createCompanyMember,
  mailTo,
  signIn,
  subjectsTo,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

/*
 * Inviting people to a company's workspace (decision 0083): by e-mail, with a single-use link that
 * expires after 7 days, on the company's own domain unless an Owner allows an outside address;
 * resent with a new link, revoked, and accepted by the address's own account or a new one.
 */
describe.each(testDrivers())("member invitations on %s (decision 0083)", (driver) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let ownerCookie: string;
  let domain: string;

  beforeAll(async () => {
    t = await createTestApp({ driver });
    company = await createCompany(
      t.database.db,
      { companyName: "Invites AI" },
      { emailVerified: true, status: "verified" },
    );
    ownerCookie = await signIn(t.app, company.email, undefined, uniqueIp());
    domain = company.email.split("@")[1]!;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  const call = (method: "GET" | "POST" | "DELETE", url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      remoteAddress: uniqueIp(),
      ...(payload ? { payload } : {}),
    });
  const invite = (cookie: string, payload: object) =>
    call("POST", "/api/companies/me/member-invitations", cookie, payload);
  const address = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@${domain}`;

  /** The token in the newest invitation e-mail to the address. */
  async function linkTokenFor(email: string): Promise<string> {
    await expect.poll(() => subjectsTo(t.database.db, email)).toContain("Join Invites AI on OneTake");
    const mails = await mailTo(t.database.db, email);
    const match = /\/join-company\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text);
    if (!match) throw new Error("no invitation link in the e-mail");
    return match[1]!;
  }

  it("e-mails an address on the company's domain a link, lists it, and audits who sent it", async () => {
    const email = address("dana");
    const response = await invite(ownerCookie, { email: email.toUpperCase(), role: "hiring_manager" });
    expect(response.statusCode, response.body).toBe(201);
    const invitation = response.json<MemberInvitation>();
    expect(invitation).toMatchObject({ email, role: "hiring_manager", expired: false, allowOutsideDomain: false });
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.sentAt)).toBe(7 * 24 * 60 * 60 * 1000);

    const token = await linkTokenFor(email);
    const [mail] = await mailTo(t.database.db, email);
    expect(mail!.text).toContain("as Hiring manager");
    const listed = (await call("GET", "/api/companies/me/member-invitations", ownerCookie)).json();
    expect(listed.invitations).toContainEqual(expect.objectContaining({ id: invitation.id, email }));
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, invitation.id), eq(auditLog.action, "company.member_invited")));
    expect(audit).toMatchObject({ actorId: company.userId, details: { email, role: "hiring_manager" } });

    // The link shows what it is for; the database keeps only its hash.
    const preview = await call("GET", `/api/member-invitations/${token}`);
    expect(preview.json()).toEqual({
      companyName: "Invites AI",
      email,
      role: "hiring_manager",
      expiresAt: invitation.expiresAt,
      hasAccount: false,
    });
    const stored = await t.database.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.id, invitation.id));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("keeps to the company's domain unless an Owner allows an outside address", async () => {
    const outside = `someone-${Math.random().toString(36).slice(2, 8)}@elsewhere.example`;
    const refused = await invite(ownerCookie, { email: outside, role: "recruiter" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: m.outsideDomain(domain),
      fields: { email: m.outsideDomain(domain) },
    });

    const admin = await createCompanyMember(t.database.db, company, "admin");
    const adminCookie = await signIn(t.app, admin.email, undefined, uniqueIp());
    const byAdmin = await invite(adminCookie, { email: outside, role: "recruiter", allowOutsideDomain: true });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toMatchObject({ message: m.outsideDomainOwnersOnly });

    const byOwner = await invite(ownerCookie, { email: outside, role: "recruiter", allowOutsideDomain: true });
    expect(byOwner.statusCode).toBe(201);
    expect(byOwner.json()).toMatchObject({ allowOutsideDomain: true });
    // One open invitation per address; a member is not invited again.
    expect(
      (await invite(ownerCookie, { email: outside, role: "admin", allowOutsideDomain: true })).json(),
    ).toMatchObject({
      message: m.alreadyInvited,
    });
    const member = await invite(ownerCookie, { email: admin.email, role: "recruiter" });
    expect(member.statusCode).toBe(409);
    expect(member.json()).toMatchObject({ message: m.alreadyMember });
  });

  it("creates the account of an address new to OneTake, once, and the new member signs in to the company", async () => {
    const email = address("new");
    expect((await invite(ownerCookie, { email, role: "recruiter" })).statusCode).toBe(201);
    const token = await linkTokenFor(email);

    const incomplete = await call("POST", `/api/member-invitations/${token}/accept`, undefined, {});
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({ message: m.newAccountNeeded });

    const accepted = await call("POST", `/api/member-invitations/${token}/accept`, undefined, {
      newAccount: { firstName: "Ravi", lastName: "Patel", password: STRONG_PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ companyName: "Invites AI", email, role: "recruiter", accountCreated: true });

    // Signed in by the answer itself, and with the new password from then on.
    const session = String(accepted.headers["set-cookie"] ?? "");
    expect(session).toContain("session_token=");
    const cookie = await signIn(t.app, email, STRONG_PASSWORD, uniqueIp());
    const me = (await call("GET", "/api/me", cookie)).json();
    expect(me).toMatchObject({ user: { emailVerified: true, userType: "enterprise" }, company: { role: "recruiter" } });
    const team = (await call("GET", "/api/companies/me/members", ownerCookie)).json();
    expect(team.members).toContainEqual(expect.objectContaining({ email, name: "Ravi Patel", role: "recruiter" }));

    for (const used of [
      await call("GET", `/api/member-invitations/${token}`),
      await call("POST", `/api/member-invitations/${token}/accept`, cookie, {}),
    ]) {
      expect(used.statusCode).toBe(410);
      expect(used.json()).toMatchObject({ error: "gone", message: m.used });
    }
  });

  it("lets an existing account join only signed in as itself", async () => {
    // Once a member, then removed: an enterprise login with no company.
    const former = await createCompanyMember(t.database.db, company, "interviewer");
    const formerCookie = await signIn(t.app, former.email, undefined, uniqueIp());
    const [row] = (await call("GET", "/api/companies/me/members", ownerCookie))
      .json()
      .members.filter((member: { email: string }) => member.email === former.email);
    expect((await call("DELETE", `/api/companies/me/members/${row.id}`, ownerCookie)).statusCode).toBe(200);
    expect((await call("GET", "/api/companies/me/members", formerCookie)).json()).toMatchObject({
      message: COMPANY_NOT_FOUND,
    });

    expect((await invite(ownerCookie, { email: former.email, role: "recruiter" })).statusCode).toBe(201);
    const token = await linkTokenFor(former.email);
    expect((await call("GET", `/api/member-invitations/${token}`)).json()).toMatchObject({ hasAccount: true });

    const anonymous = await call("POST", `/api/member-invitations/${token}/accept`, undefined, {
      newAccount: { firstName: "Not", lastName: "Them", password: STRONG_PASSWORD },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: m.signInFirst });
    const someoneElse = await call("POST", `/api/member-invitations/${token}/accept`, ownerCookie, {});
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json()).toMatchObject({ message: m.signInAs(former.email) });

    const accepted = await call("POST", `/api/member-invitations/${token}/accept`, formerCookie, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ role: "recruiter", accountCreated: false });
    expect((await call("GET", "/api/companies/me/postings", formerCookie)).statusCode).toBe(200);
  });

  it("refuses a candidate's account and another company's member", async () => {
    const candidate = await createCandidate(t.database.db, { email: address("candidate") }, { emailVerified: true });
    const other = await createCompany(t.database.db, {}, { emailVerified: true, status: "verified" });
    const otherMember = await createCompanyMember(t.database.db, other, "recruiter");
    for (const [email, message] of [
      [candidate.email, m.candidateAccount],
      [otherMember.email, m.otherCompany],
    ] as const) {
      expect((await invite(ownerCookie, { email, role: "recruiter", allowOutsideDomain: true })).statusCode).toBe(201);
      const token = await linkTokenFor(email);
      const cookie = await signIn(t.app, email, undefined, uniqueIp());
      const refused = await call("POST", `/api/member-invitations/${token}/accept`, cookie, {});
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message });
    }
  });

  it("resends with a new link (the old one stops working), revokes, and expires after 7 days", async () => {
    const email = address("later");
    const invitation = (await invite(ownerCookie, { email, role: "interviewer" })).json<MemberInvitation>();
    const first = await linkTokenFor(email);

    const resent = await call("POST", `/api/companies/me/member-invitations/${invitation.id}/resend`, ownerCookie);
    expect(resent.statusCode, resent.body).toBe(200);
    await expect.poll(async () => (await mailTo(t.database.db, email)).length).toBe(2);
    const second = await linkTokenFor(email);
    expect(second).not.toBe(first);
    expect((await call("GET", `/api/member-invitations/${first}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/member-invitations/${second}`)).statusCode).toBe(200);

    await t.database.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.id, invitation.id));
    const expired = await call("GET", `/api/member-invitations/${second}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ message: m.expired });
    const listed = (await call("GET", "/api/companies/me/member-invitations", ownerCookie)).json();
    expect(listed.invitations).toContainEqual(expect.objectContaining({ id: invitation.id, expired: true }));

    const revoked = await call("DELETE", `/api/companies/me/member-invitations/${invitation.id}`, ownerCookie);
    expect(revoked.statusCode).toBe(200);
    const withdrawn = await call("POST", `/api/member-invitations/${second}/accept`, undefined, {
      newAccount: { firstName: "Too", lastName: "Late", password: STRONG_PASSWORD },
    });
    expect(withdrawn.statusCode).toBe(410);
    expect(withdrawn.json()).toMatchObject({ message: m.revoked });
    expect(
      (await call("DELETE", `/api/companies/me/member-invitations/${invitation.id}`, ownerCookie)).statusCode,
    ).toBe(404);
  });
});
