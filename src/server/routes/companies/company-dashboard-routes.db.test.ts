import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { companyNotificationDefaults } from "@shared/companies/contracts";
import type { CompanyDashboard } from "@shared/companies/dashboard-contracts";
import { applications, interviewTemplates, interviews, jobPostings, user } from "../../db/schema";
import { createCandidate, signIn, uniqueIp } from "../../testing/accounts-fixtures";
import { attachCandidateResume, completeNetworkInterview } from "../../testing/candidate-fixtures";
import { signedInCallers } from "../../testing/company-callers";
import type { SignedInCompany } from "../../testing/company-candidate-fixtures";
import { injectAs, type TestMethod } from "../../testing/inject-as";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";
import { tinyPng } from "../../testing/tiny-png";
import { multipartBody } from "../../testing/test-files";
import { nextMillisecond } from "../../testing/clock";

const DASHBOARD = "/api/companies/me/dashboard";

describe.each(testDrivers())("the company dashboard on %s", (driver) => {
  let t: TestApp;
  const cookies = {} as Record<"candidate" | "admin" | "companyA" | "companyB" | "pending", string>;
  const companies = {} as Record<"companyA" | "companyB" | "pending", SignedInCompany>;
  const postings = {} as Record<"active" | "paused" | "closed" | "internal" | "otherCompany", string>;

  const call = (method: TestMethod, url: string, cookie?: string, payload?: object) =>
    injectAs(t, method, url, cookie, payload);
  const dashboardOf = async (cookie: string) => {
    const response = await call("GET", DASHBOARD, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CompanyDashboard>();
  };
  const posting = async (enterpriseId: string, values: Partial<typeof jobPostings.$inferInsert>) => {
    // The dashboard lists postings newest first, so two made in a row must not share a created_at.
    await nextMillisecond();
    const [row] = await t.database.db
      .insert(jobPostings)
      .values({ enterpriseId, title: "Role", description: "Build things.", location: "Berlin", ...values })
      .returning({ id: jobPostings.id });
    return row!.id;
  };
  /** A signed-in candidate with something to apply with: a recorded network interview or a resume. */
  const applicant = async (firstName: string, ready: "interview" | "resume") => {
    const account = await createCandidate(t.database.db, { firstName, lastName: "Tester" }, { emailVerified: true });
    if (ready === "interview") await completeNetworkInterview(t.database.db, account.candidateId);
    else await attachCandidateResume(t.database.db, account.candidateId);
    return { ...account, cookie: await signIn(t.app, account.email, undefined, uniqueIp()) };
  };
  const apply = async (cookie: string, postingId: string) => {
    const response = await call("POST", `/api/postings/${postingId}/applications`, cookie, {});
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ applicationId: string }>().applicationId;
  };
  /** Mail tasks queued to an address (pg-boss keeps them after delivery). */
  const mailTasksTo = async (to: string) => {
    const result = (await t.database.db.execute(
      sql`select data->>'subject' as subject, data->>'text' as text from pgboss.job
        where name = 'mail.send' and data->>'to' = ${to}`,
    )) as unknown as { rows: { subject: string; text: string }[] };
    return result.rows;
  };

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    const callers = await signedInCallers(t, {
      names: { companyA: "Alpha Robotics", companyB: "Beta Vision", pending: "Pending Labs" },
    });
    Object.assign(cookies, callers.cookies);
    Object.assign(companies, { companyA: callers.companyA, companyB: callers.companyB, pending: callers.pending });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it("refuses anonymous callers, candidates and admins (who have no company)", async () => {
    const anonymous = await call("GET", DASHBOARD);
    expect(anonymous.statusCode).toBe(401);
    const candidate = await call("GET", DASHBOARD, cookies.candidate);
    expect(candidate.statusCode).toBe(403);
    expect(candidate.json()).toMatchObject({ error: "forbidden", message: accessMessages.onlyFor("enterprise") });
    const admin = await call("GET", DASHBOARD, cookies.admin);
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toMatchObject({ error: "forbidden", message: accessMessages.adminIsNotACompany });
  });

  it("shows a new company real zero figures, empty lists and the setup steps", async () => {
    for (const cookie of [cookies.companyA, cookies.pending]) {
      const dashboard = await dashboardOf(cookie);
      expect(dashboard.figures).toEqual({ totalCandidates: 0, openPositions: 0, interviewed: 0 });
      expect(dashboard).toMatchObject({
        topCandidates: [],
        recentApplicants: [],
        postings: [],
        internalPostings: [],
        hasPostings: false,
        logoUrl: null,
      });
      expect(dashboard.setup.steps).toEqual([
        { step: "profile", done: false },
        { step: "posting", done: false },
        { step: "template", done: false },
      ]);
      expect(dashboard.setup.complete).toBe(false);
      // Registration asks for neither the location nor the logo.
      expect(dashboard.setup.missingProfileParts).toEqual(["location", "logo"]);
    }
  });

  it("counts distinct applicants, active postings and completed interviews of the company's own postings", async () => {
    const { db } = t.database;
    const a = companies.companyA.enterpriseId;
    const longDescription = `${"Robots that learn. ".repeat(20)}End.`;
    postings.active = await posting(a, {
      title: "Robotics Engineer",
      description: longDescription,
      locationType: "Hybrid",
      salaryRange: "$120k - $150k",
      skills: ["ROS", "C++"],
      createdAt: new Date(Date.now() - 60_000),
    });
    postings.paused = await posting(a, { title: "Paused Role", status: "paused" });
    postings.closed = await posting(a, { title: "Closed Role", status: "closed" });
    postings.internal = await posting(a, { title: "Internal Role", visibility: "internal" });
    postings.otherCompany = await posting(companies.companyB.enterpriseId, { title: "Beta Role" });

    // Interviewed through the network interview, applying twice: counted once.
    const ada = await applicant("Ada", "interview");
    await apply(ada.cookie, postings.active);
    // A resume alone: an applicant, not interviewed.
    const bob = await applicant("Bob", "resume");
    await apply(bob.cookie, postings.active);
    // Applied to a posting with questions of its own and finished that interview (before the pause).
    const cyd = await applicant("Cyd", "resume");
    const [cydApplication] = await db
      .insert(applications)
      .values({ candidateId: cyd.candidateId, jobPostingId: postings.paused, status: "completed" })
      .returning({ id: applications.id });
    await db.insert(interviews).values({ applicationId: cydApplication!.id, completed: true, completedAt: new Date() });
    await db.insert(applications).values({ candidateId: ada.candidateId, jobPostingId: postings.closed });
    // Recorded the network interview, but the posting's own interview is not finished: not interviewed.
    const dee = await applicant("Dee", "interview");
    const [deeApplication] = await db
      .insert(applications)
      .values({ candidateId: dee.candidateId, jobPostingId: postings.closed, status: "interview_scheduled" })
      .returning({ id: applications.id });
    await db.insert(interviews).values({ applicationId: deeApplication!.id });
    // Company B's applicant, interviewed: never counted for A.
    const eve = await applicant("Eve", "interview");
    await apply(eve.cookie, postings.otherCompany);
    // A candidate whose account is being deleted (banned) leaves every figure at once.
    const fay = await applicant("Fay", "interview");
    await apply(fay.cookie, postings.active);
    await db.update(user).set({ banned: true }).where(eq(user.id, fay.userId));

    const dashboard = await dashboardOf(cookies.companyA);
    expect(dashboard.figures).toEqual({ totalCandidates: 4, openPositions: 2, interviewed: 2 });
    expect(dashboard.hasPostings).toBe(true);
    const names = dashboard.recentApplicants.map((row) => row.name);
    expect(names).toHaveLength(5);
    expect(names).not.toContain("Eve Tester");
    expect(names).not.toContain("Fay Tester");
    expect(new Set(names)).toEqual(new Set(["Ada Tester", "Bob Tester", "Cyd Tester", "Dee Tester"]));
    const appliedAt = dashboard.recentApplicants.map((row) => row.appliedAt);
    expect(appliedAt).toEqual([...appliedAt].sort().reverse());
    // Top Candidates (decision 0052): each of the company's applicants once, best match first.
    const topNames = dashboard.topCandidates.map((row) => row.name);
    expect(new Set(topNames)).toEqual(new Set(["Ada Tester", "Bob Tester", "Cyd Tester", "Dee Tester"]));
    expect(topNames).toHaveLength(4);
    const topScores = dashboard.topCandidates.map((row) => row.matchScore ?? -1);
    expect(topScores).toEqual([...topScores].sort((a, b) => b - a));
    const bobRow = dashboard.recentApplicants.find((row) => row.name === "Bob Tester");
    expect(bobRow).toMatchObject({
      candidateProfileId: bob.userId,
      postingId: postings.active,
      postingTitle: "Robotics Engineer",
      status: "pending",
    });

    expect(dashboard.postings.map((row) => row.title)).toEqual(["Closed Role", "Paused Role", "Robotics Engineer"]);
    const card = dashboard.postings.find((row) => row.id === postings.active);
    expect(card).toMatchObject({ locationType: "Hybrid", salaryRange: "$120k - $150k", skills: ["ROS", "C++"] });
    expect(card?.descriptionPreview).toBe(`${longDescription.slice(0, 200).trimEnd()}…`);
    expect(dashboard.internalPostings.map((row) => row.title)).toEqual(["Internal Role"]);

    const b = await dashboardOf(cookies.companyB);
    expect(b.figures).toEqual({ totalCandidates: 1, openPositions: 1, interviewed: 1 });
    expect(b.recentApplicants.map((row) => row.name)).toEqual(["Eve Tester"]);
    expect(b.postings.map((row) => row.title)).toEqual(["Beta Role"]);
    expect(b.internalPostings).toEqual([]);

    const pending = await dashboardOf(cookies.pending);
    expect(pending.figures).toEqual({ totalCandidates: 0, openPositions: 0, interviewed: 0 });
    expect(pending.recentApplicants).toEqual([]);
  });

  it("marks the setup steps done as the company completes them", async () => {
    const upload = multipartBody(
      {},
      { field: "logo", filename: "logo.png", contentType: "image/png", data: tinyPng() },
    );
    await t.database.db
      .insert(interviewTemplates)
      .values({ enterpriseId: companies.companyA.enterpriseId, name: "Screening" });
    // The registered identity (name, website, contact) unchanged, so the company stays verified.
    const { companyName, website, industry, contactEmail } = companies.companyA.input;
    const saved = await call("PUT", "/api/companies/me/settings", cookies.companyA, {
      companyName,
      website,
      industry,
      contactEmail,
      description: "Warehouse robots.",
      location: "Berlin",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = await dashboardOf(cookies.companyA);
    expect(before.setup.missingProfileParts).toEqual(["logo"]);
    expect(before.setup.steps[0]).toEqual({ step: "profile", done: false });
    expect(before.setup.steps.slice(1)).toEqual([
      { step: "posting", done: true },
      { step: "template", done: true },
    ]);

    const logo = await t.app.inject({
      method: "PUT",
      url: "/api/companies/me/logo",
      headers: { cookie: cookies.companyA, ...upload.headers },
      payload: upload.payload,
      remoteAddress: uniqueIp(),
    });
    expect(logo.statusCode, logo.body).toBe(200);
    const after = await dashboardOf(cookies.companyA);
    expect(after.setup).toMatchObject({ missingProfileParts: [], complete: true });
    expect(after.logoUrl).toBe(logo.json<{ logoUrl: string }>().logoUrl);
  });

  describe("new applicant e-mails", () => {
    it("e-mails the company about a new applicant while its newApplicants switch is on (the default)", async () => {
      const postingId = await posting(companies.companyB.enterpriseId, { title: "Mail Role On" });
      const gus = await applicant("Gus", "interview");
      await apply(gus.cookie, postingId);
      const mails = (await mailTasksTo(companies.companyB.email)).filter((mail) => mail.text.includes("Gus Tester"));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe("New applicant for Mail Role On");
      expect(mails[0]?.text).toContain("Gus Tester applied to Mail Role On at Beta Vision.");
      expect(mails[0]?.text).toContain(`/job-applicants/${postingId}`);
    });

    it("sends nothing while the switch is off, and the application still stands", async () => {
      const off = await call("PUT", "/api/companies/me/notifications", cookies.companyB, {
        ...companyNotificationDefaults,
        newApplicants: false,
      });
      expect(off.statusCode).toBe(200);
      const postingId = await posting(companies.companyB.enterpriseId, { title: "Mail Role Off" });
      const hal = await applicant("Hal", "interview");
      await apply(hal.cookie, postingId);
      expect((await mailTasksTo(companies.companyB.email)).filter((mail) => mail.text.includes("Hal Tester"))).toEqual(
        [],
      );
      expect((await dashboardOf(cookies.companyB)).recentApplicants[0]?.name).toBe("Hal Tester");
    });
  });
});
