import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyNotificationDefaults } from "@shared/companies/contracts";
import type { CompanyMemberRole } from "@shared/companies/member-roles";
import { companyMembers, enterprises, jobPostings, postingAssignments } from "../../db/schema";
import { createCandidate, createCompany, createCompanyMember, signIn, uniqueIp } from "../../testing/accounts-fixtures";
import { completeNetworkInterview } from "../../testing/candidate-fixtures";
import { injectAs, type TestMethod } from "../../testing/inject-as";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

const NOTIFICATIONS = "/api/companies/me/notifications";

/*
 * Each member's own e-mails (decision 0087): who hears of a new applicant, and that one member's
 * switch changes nobody else's.
 */
describe.each(testDrivers())("members' own notifications on %s", (driver) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  const members = {} as Record<CompanyMemberRole | "recruiter2", { email: string; memberId: string; cookie: string }>;

  const call = (method: TestMethod, url: string, cookie?: string, payload?: object) =>
    injectAs(t, method, url, cookie, payload);
  const posting = async (title: string) => {
    const [row] = await t.database.db
      .insert(jobPostings)
      .values({ enterpriseId: company.enterpriseId, title, description: "Build things.", location: "Berlin" })
      .returning({ id: jobPostings.id });
    return row!.id;
  };
  const assign = async (postingId: string, ...who: (keyof typeof members)[]) => {
    await t.database.db
      .insert(postingAssignments)
      .values(who.map((name) => ({ postingId, memberId: members[name].memberId })));
  };
  /** A candidate with a recorded network interview applies; resolves with their first name. */
  const applyTo = async (postingId: string, firstName: string) => {
    const account = await createCandidate(t.database.db, { firstName, lastName: "Applicant" }, { emailVerified: true });
    await completeNetworkInterview(t.database.db, account.candidateId);
    const cookie = await signIn(t.app, account.email, undefined, uniqueIp());
    const response = await call("POST", `/api/postings/${postingId}/applications`, cookie, {});
    expect(response.statusCode, response.body).toBe(201);
  };
  /** Who was mailed about the applicant, by member name. */
  const mailedAbout = async (firstName: string) => {
    const result = (await t.database.db.execute(
      sql`select data->>'to' as "to" from pgboss.job
        where name = 'mail.send' and data->>'subject' like 'New applicant for %' and data->>'text' like ${`%${firstName} Applicant%`}`,
    )) as unknown as { rows: { to: string }[] };
    const byEmail = new Map(Object.entries(members).map(([name, member]) => [member.email.toLowerCase(), name]));
    return result.rows.map((row) => byEmail.get(row.to) ?? row.to).sort();
  };

  beforeAll(async () => {
    t = await createTestApp({ driver });
    company = await createCompany(t.database.db, {}, { emailVerified: true, status: "verified" });
    const owner = await t.database.db
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .where(eq(companyMembers.enterpriseId, company.enterpriseId));
    members.owner = {
      email: company.email,
      memberId: owner[0]!.id,
      cookie: await signIn(t.app, company.email, undefined, uniqueIp()),
    };
    for (const [name, role] of [
      ["admin", "admin"],
      ["recruiter", "recruiter"],
      ["recruiter2", "recruiter"],
      ["hiring_manager", "hiring_manager"],
      ["interviewer", "interviewer"],
    ] as const) {
      const member = await createCompanyMember(t.database.db, company, role);
      const [row] = await t.database.db
        .select({ id: companyMembers.id })
        .from(companyMembers)
        .where(eq(companyMembers.profileId, member.userId));
      members[name] = {
        email: member.email,
        memberId: row!.id,
        cookie: await signIn(t.app, member.email, undefined, uniqueIp()),
      };
    }
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it("lets every member, whatever their role, read and save their own choice without changing anyone else's", async () => {
    const interviewer = await call("PUT", NOTIFICATIONS, members.interviewer.cookie, {
      ...companyNotificationDefaults,
      jobUpdates: false,
    });
    expect(interviewer.statusCode, interviewer.body).toBe(200);
    expect(interviewer.json().notifications).toEqual({ ...companyNotificationDefaults, jobUpdates: false });
    expect((await call("GET", NOTIFICATIONS, members.interviewer.cookie)).json().notifications.jobUpdates).toBe(false);
    for (const other of ["owner", "admin", "hiring_manager"] as const) {
      const response = await call("GET", NOTIFICATIONS, members[other].cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().notifications).toEqual(companyNotificationDefaults);
    }
  });

  it("starts a member from what their company chose before it had members, until they choose", async () => {
    await t.database.db
      .update(enterprises)
      .set({ notificationPreferences: { marketingEmails: true } })
      .where(eq(enterprises.id, company.enterpriseId));
    try {
      const before = await call("GET", NOTIFICATIONS, members.admin.cookie);
      expect(before.json().notifications).toEqual({ ...companyNotificationDefaults, marketingEmails: true });
      await call("PUT", NOTIFICATIONS, members.admin.cookie, companyNotificationDefaults);
      expect((await call("GET", NOTIFICATIONS, members.admin.cookie)).json().notifications).toEqual(
        companyNotificationDefaults,
      );
      // The interviewer chose earlier: the company's old choice no longer speaks for them.
      expect((await call("GET", NOTIFICATIONS, members.interviewer.cookie)).json().notifications.marketingEmails).toBe(
        false,
      );
    } finally {
      await t.database.db
        .update(enterprises)
        .set({ notificationPreferences: null })
        .where(eq(enterprises.id, company.enterpriseId));
    }
  });

  it("mails a new applicant of a posting no one is assigned to to every member who manages postings", async () => {
    const postingId = await posting("Unassigned Role");
    await applyTo(postingId, "Una");
    expect(await mailedAbout("Una")).toEqual(["admin", "owner", "recruiter", "recruiter2"]);
  });

  it("mails only the posting's assigned recruiter and hiring manager once someone runs it", async () => {
    const postingId = await posting("Run Role");
    await assign(postingId, "recruiter2", "hiring_manager");
    await applyTo(postingId, "Rory");
    expect(await mailedAbout("Rory")).toEqual(["hiring_manager", "recruiter2"]);
  });

  it("adds an assigned hiring manager to everyone who manages postings while no recruiter is assigned", async () => {
    const postingId = await posting("Manager Role");
    await assign(postingId, "hiring_manager");
    await applyTo(postingId, "Mina");
    expect(await mailedAbout("Mina")).toEqual(["admin", "hiring_manager", "owner", "recruiter", "recruiter2"]);
  });

  it("leaves out a member whose own New applicants switch is off, and only them", async () => {
    const off = await call("PUT", NOTIFICATIONS, members.recruiter2.cookie, {
      ...companyNotificationDefaults,
      newApplicants: false,
    });
    expect(off.statusCode).toBe(200);
    const postingId = await posting("Quiet Role");
    await assign(postingId, "recruiter2", "hiring_manager");
    await applyTo(postingId, "Quinn");
    expect(await mailedAbout("Quinn")).toEqual(["hiring_manager"]);
  });
});
