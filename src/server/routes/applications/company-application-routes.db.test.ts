import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { APPLICATION_NOT_FOUND, rejectReasonLabels } from "@shared/applications/contracts";
import { hiringMessages } from "@shared/applications/company-application-contracts";
import { AI_FEEDBACK_PREVIEW_LENGTH } from "@shared/evaluation/evaluation-contracts";
import { POSTING_NOT_FOUND } from "@shared/postings/contracts";
import { applicationStatusEvents, applications, auditLog, candidates, interviews, profiles } from "../../db/schema";
import {
  STRONG_PASSWORD,
  createCandidate,
  createCompany,
  mailTo,
  signIn,
  signInDevAdmin,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { insertInterviewTemplate, postingInput } from "../../testing/posting-fixtures";
import { FIXTURE_RESUME, attachCandidateResume, completeNetworkInterview } from "../../testing/candidate-fixtures";
import { injectAs, type TestMethod } from "../../testing/inject-as";
import { mailTasksTo } from "../../testing/mail-tasks";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";
import { seedEvaluation } from "../../testing/evaluation-fixtures";

type Caller = "anonymous" | "applicant" | "pending company" | "company B" | "admin" | "company A";

interface Applicant {
  applicationId: string;
  profileId: string;
  firstName: string;
  status: string;
  hiredStatus: string | null;
  interview: { progress: string };
  aiScore: number | null;
  aiFeedbackState: string;
  aiFeedbackPreview: string | null;
  appliedAt: string;
}
interface ApplicantsPage {
  items: Applicant[];
  total: number;
  page: number;
  pageSize: number;
  posting: { id: string; title: string };
}

describe.each(testDrivers())("a company's applicants and hiring decisions on %s", (driver) => {
  let t: TestApp;
  const cookies = {} as Record<Caller, string | undefined>;
  let applicant: Awaited<ReturnType<typeof createCandidate>> & { candidateId: string };
  let companyAUserId: string;
  let postingId: string;
  let applicationId: string;
  let networkInterviewId: string;

  const inject = (method: TestMethod, url: string, cookie: string | undefined, payload?: object) =>
    injectAs(t, method, url, cookie, payload);

  /**
   * The one place postings are made: the company endpoint as company A (or another company's
   * cookie); questions become a template of company A written straight to the database.
   */
  async function createPosting(title: string, options: { questions?: string[]; cookie?: string } = {}) {
    const interviewTemplateId = options.questions?.length
      ? await insertInterviewTemplate(t.database.db, companyAId, options.questions)
      : null;
    const response = await inject(
      "POST",
      "/api/companies/me/postings",
      options.cookie ?? cookies["company A"],
      postingInput({ title, interviewTemplateId }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }

  /** A verified candidate (named, with a resume), signed in, who applies through the real endpoint. */
  async function applyAs(firstName: string, posting: string) {
    const account = await createCandidate(t.database.db, { firstName }, { emailVerified: true });
    const [row] = await t.database.db.select().from(candidates).where(eq(candidates.profileId, account.userId));
    await attachCandidateResume(t.database.db, row!.id);
    const cookie = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
    const applied = await inject("POST", `/api/postings/${posting}/applications`, cookie, {});
    expect(applied.statusCode, applied.body).toBe(201);
    return { ...account, cookie, ...applied.json<{ applicationId: string; interviewId: string | null }>() };
  }

  const decide = (id: string, body: object, caller: Caller = "company A") =>
    inject("PUT", `/api/companies/me/applications/${id}/decision`, cookies[caller], body);

  let companyAId: string;

  beforeAll(async () => {
    // A one-second undo window: each decision reaches the candidate a second after it is made.
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true", DECISION_UNDO_SECONDS: "1" } });
    const { db } = t.database;
    const companyA = await createCompany(
      db,
      { companyName: "Alpha Robotics" },
      { emailVerified: true, status: "verified" },
    );
    companyAUserId = companyA.userId;
    companyAId = companyA.enterpriseId;
    const companyB = await createCompany(db, { companyName: "Beta Labs" }, { emailVerified: true, status: "verified" });
    const pending = await createCompany(db, { companyName: "Pending Co" }, { emailVerified: true });
    const account = await createCandidate(db, { firstName: "Ada" }, { emailVerified: true });
    const [row] = await db.select().from(candidates).where(eq(candidates.profileId, account.userId));
    applicant = { ...account, candidateId: row!.id };
    networkInterviewId = await completeNetworkInterview(db, row!.id);
    await attachCandidateResume(db, row!.id, t.app.services.blobs);

    cookies.anonymous = undefined;
    cookies.applicant = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
    cookies["pending company"] = await signIn(t.app, pending.email, STRONG_PASSWORD, uniqueIp());
    cookies["company B"] = await signIn(t.app, companyB.email, STRONG_PASSWORD, uniqueIp());
    cookies["company A"] = await signIn(t.app, companyA.email, STRONG_PASSWORD, uniqueIp());
    cookies.admin = await signInDevAdmin(t.app);

    postingId = await createPosting("Robotics Engineer");
    const applied = await inject("POST", `/api/postings/${postingId}/applications`, cookies.applicant, {});
    expect(applied.statusCode, applied.body).toBe(201);
    applicationId = applied.json<{ applicationId: string }>().applicationId;
  }, 90_000);

  afterAll(async () => {
    await t?.close();
  });

  const refusals: Record<Exclude<Caller, "company A">, { status: number; error: string }> = {
    anonymous: { status: 401, error: "unauthorized" },
    applicant: { status: 403, error: "forbidden" },
    "pending company": { status: 403, error: "company_not_verified" },
    "company B": { status: 404, error: "not_found" },
    admin: { status: 403, error: "forbidden" },
  };

  it("answers only the posting's own verified company; everyone else in the guard order", async () => {
    const urls = [
      `/api/companies/me/postings/${postingId}/applicants`,
      `/api/companies/me/applications/${applicationId}`,
      `/api/companies/me/applications/${applicationId}/resume`,
    ];
    for (const url of urls) {
      for (const [caller, expected] of Object.entries(refusals)) {
        const response = await inject("GET", url, cookies[caller as Caller]);
        expect(response.statusCode, `${caller} ${url}`).toBe(expected.status);
        expect(response.json<{ error: string }>().error, `${caller} ${url}`).toBe(expected.error);
      }
      expect((await inject("GET", url, cookies["company A"])).statusCode, url).toBe(200);
    }
    const admin = await inject("GET", urls[0]!, cookies.admin);
    expect(admin.json<{ message: string }>().message).toBe(accessMessages.adminIsNotACompany);
    const other = await inject("GET", urls[0]!, cookies["company B"]);
    expect(other.json<{ message: string }>().message).toBe(POSTING_NOT_FOUND);
    const otherApplication = await inject("GET", urls[1]!, cookies["company B"]);
    expect(otherApplication.json<{ message: string }>().message).toBe(APPLICATION_NOT_FOUND);
    for (const [caller, expected] of Object.entries(refusals)) {
      const response = await decide(applicationId, { decision: "hired" }, caller as Caller);
      expect(response.statusCode, caller).toBe(expected.status);
    }
    const [untouched] = await t.database.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(untouched!.hiredStatus).toBeNull();
    // A malformed id says the same sentence as a missing one.
    const malformed = await inject("GET", "/api/companies/me/applications/not-a-uuid", cookies["company A"]);
    expect(malformed.json<{ message: string }>().message).toBe(APPLICATION_NOT_FOUND);
  });

  it("shows the application to the company: candidate, skills, resume, interview, no invented feedback", async () => {
    const response = await inject("GET", `/api/companies/me/applications/${applicationId}`, cookies["company A"]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: applicationId,
      status: "completed",
      posting: { id: postingId, title: "Robotics Engineer" },
      candidate: { id: applicant.userId, firstName: "Ada", title: "ML Engineer" },
      resumeUrl: `/api/companies/me/applications/${applicationId}/resume`,
      interview: { id: networkInterviewId, progress: "completed", isNetworkInterview: true, aiFeedback: null },
      decision: { hiredStatus: null, notHiredReason: null, notHiredNote: null },
    });
    expect(body.candidate.skills.map((skill: { name: string }) => skill.name)).toContain("PyTorch");

    const resume = await inject("GET", body.resumeUrl, cookies["company A"]);
    expect(resume.statusCode).toBe(200);
    expect(resume.rawPayload.equals(FIXTURE_RESUME)).toBe(true);
    expect(resume.headers["content-disposition"]).toMatch(/^inline/);
    const saved = await inject("GET", `${body.resumeUrl}?download=1`, cookies["company A"]);
    expect(saved.headers["content-disposition"]).toMatch(/^attachment; filename="ada-lovelace-resume.pdf"/);

    // The existing watch endpoint lets this company play the interview the application reuses.
    const watch = await inject("GET", `/api/interviews/${networkInterviewId}/watch`, cookies["company A"]);
    expect(watch.statusCode, watch.body).toBe(200);

    await t.database.db
      .update(interviews)
      .set({ feedback: "Clear answers.", score: 82, aiFeedback: { strengths: ["clarity"] } })
      .where(eq(interviews.id, networkInterviewId));
    const evaluated = await inject("GET", `/api/companies/me/applications/${applicationId}`, cookies["company A"]);
    // The legacy free-form JSON beside them is not passed on: nothing could redact its unknown shape.
    expect(evaluated.json().interview.aiFeedback).toEqual({ feedback: "Clear answers.", score: 82 });
  });

  it("pages, sorts and filters the applicants on the server", async () => {
    const posting = await createPosting("Field Engineer", { questions: ["Why this role?"] });
    await applyAs("Carol", posting);
    const bob = await applyAs("Bob", posting);
    const dave = await applyAs("Dave", posting);
    const { db } = t.database;
    await db
      .update(interviews)
      .set({ startedAt: new Date(), extraTimeSeconds: 300 })
      .where(eq(interviews.id, bob.interviewId!));
    await db
      .update(interviews)
      .set({ startedAt: new Date(), completed: true, completedAt: new Date() })
      .where(eq(interviews.id, dave.interviewId!));
    await db.update(applications).set({ status: "completed" }).where(eq(applications.id, dave.applicationId));

    const list = async (query: string) => {
      const response = await inject(
        "GET",
        `/api/companies/me/postings/${posting}/applicants?${query}`,
        cookies["company A"],
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ApplicantsPage>();
    };
    const newest = await list("");
    expect(newest.posting).toMatchObject({ id: posting, title: "Field Engineer" });
    expect(newest.total).toBe(3);
    expect(newest.items.map((item) => item.firstName)).toEqual(["Dave", "Bob", "Carol"]);
    expect(newest.items[1]).toMatchObject({
      applicationId: bob.applicationId,
      profileId: bob.userId,
      status: "interview_scheduled",
      hiredStatus: null,
      interview: { progress: "in_progress" },
    });
    // Bob's extra time is his own business (decision 0046): the company only sees the progress.
    expect(newest.items[1]!.interview).toEqual({ progress: "in_progress" });
    // Each row carries its match for the posting (decision 0052), null until it is computed.
    expect(newest.items[0]).toHaveProperty("matchScore");
    expect((await list("sort=oldest")).items.map((item) => item.firstName)).toEqual(["Carol", "Bob", "Dave"]);
    expect((await list("sort=name")).items.map((item) => item.firstName)).toEqual(["Bob", "Carol", "Dave"]);
    expect((await list("sort=status")).items.map((item) => item.status)).toEqual([
      "completed",
      "interview_scheduled",
      "interview_scheduled",
    ]);
    const paged = await list("sort=name&page=2&pageSize=2");
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items.map((item) => item.firstName)).toEqual(["Dave"]);

    expect((await list("interview=completed")).items.map((item) => item.firstName)).toEqual(["Dave"]);
    expect((await list("interview=in_progress")).items.map((item) => item.firstName)).toEqual(["Bob"]);
    const notStarted = await list("interview=not_started");
    expect(notStarted.items.map((item) => item.firstName)).toEqual(["Carol"]);
    expect(notStarted.total).toBe(1);
    const scheduled = await list("status=interview_scheduled&sort=oldest");
    expect(scheduled.items.map((item) => item.firstName)).toEqual(["Carol", "Bob"]);
    expect(scheduled.total).toBe(2);

    const bad = await inject(
      "GET",
      `/api/companies/me/postings/${posting}/applicants?sort=score`,
      cookies["company A"],
    );
    expect(bad.statusCode).toBe(400);
  });

  it("says each applicant's evaluation in the one word every view uses", async () => {
    const posting = await createPosting("ML Engineer", { questions: ["Why this role?"] });
    const { db } = t.database;
    const interviewOf = async (name: string) => (await applyAs(name, posting)).interviewId!;
    await interviewOf("Nia");
    await seedEvaluation(db, await interviewOf("Ola"), { provider: "offline", overallScore: null, summary: null });
    await seedEvaluation(db, await interviewOf("Pia"), { status: "failed", overallScore: null, failureReason: "x" });
    await seedEvaluation(db, await interviewOf("Quinn"), { overallScore: null });
    await seedEvaluation(db, await interviewOf("Rui"), { status: "transcribing", overallScore: null });
    const scored = await interviewOf("Sam");
    await seedEvaluation(db, scored);
    await db.update(interviews).set({ score: 75 }).where(eq(interviews.id, scored));

    const response = await inject("GET", `/api/companies/me/postings/${posting}/applicants`, cookies["company A"]);
    const items = response.json<ApplicantsPage>().items;
    const stateOf = (name: string) => items.find((item) => item.firstName === name)?.aiFeedbackState;
    expect(stateOf("Nia")).toBe("not-evaluated");
    expect(stateOf("Ola")).toBe("signals-only");
    expect(stateOf("Pia")).toBe("failed");
    expect(stateOf("Quinn")).toBe("no-overall");
    expect(stateOf("Rui")).toBe("transcribing");
    expect(stateOf("Sam")).toBe("scored");
  });

  it("sorts the applicants by AI score on the server, the unscored last, and previews the AI feedback", async () => {
    const posting = await createPosting("Data Engineer", { questions: ["Why this role?"] });
    const scored = {
      Ana: { score: 60, feedback: "Short answers." },
      Ben: null,
      Cal: { score: 91, feedback: "Specific, measured examples. ".repeat(10).trim() },
      Dee: { score: 75, feedback: null },
      Eve: null,
    } as const;
    const { db } = t.database;
    for (const [name, result] of Object.entries(scored)) {
      const applied = await applyAs(name, posting);
      if (result) await db.update(interviews).set(result).where(eq(interviews.id, applied.interviewId!));
    }

    const list = async (query: string) => {
      const response = await inject(
        "GET",
        `/api/companies/me/postings/${posting}/applicants?sort=ai_score&${query}`,
        cookies["company A"],
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ApplicantsPage>();
    };
    const all = await list("");
    // Highest first; the two unscored last, newest of them first.
    expect(all.items.map((item) => [item.firstName, item.aiScore])).toEqual([
      ["Cal", 91],
      ["Dee", 75],
      ["Ana", 60],
      ["Eve", null],
      ["Ben", null],
    ]);
    expect(all.total).toBe(5);
    const cal = all.items[0]!;
    expect(cal.aiFeedbackPreview!.length).toBeLessThanOrEqual(AI_FEEDBACK_PREVIEW_LENGTH + 1);
    expect(cal.aiFeedbackPreview).toMatch(/^Specific, measured examples\..*…$/);
    expect(all.items.find((item) => item.firstName === "Ana")!.aiFeedbackPreview).toBe("Short answers.");
    expect(all.items.find((item) => item.firstName === "Dee")!.aiFeedbackPreview).toBeNull();

    // Paged on the server: page 2 of 2 continues where page 1 stopped.
    const first = await list("pageSize=2");
    const second = await list("pageSize=2&page=2");
    expect(first.items.map((item) => item.firstName)).toEqual(["Cal", "Dee"]);
    expect(second.items.map((item) => item.firstName)).toEqual(["Ana", "Eve"]);
    expect(second.total).toBe(5);
    // With a filter too.
    const filtered = await list("interview=not_started");
    expect(filtered.items.map((item) => item.firstName)).toEqual(["Cal", "Dee", "Ana", "Eve", "Ben"]);
  });

  it("marks an applicant hired: status, history, audit entry and the candidate's e-mail in one go", async () => {
    const response = await decide(applicationId, { decision: "hired" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: "hired",
      decision: { hiredStatus: "hired", notHiredReason: null, notHiredNote: null, pendingNotice: { undoable: true } },
    });
    const { db } = t.database;
    const events = await db
      .select()
      .from(applicationStatusEvents)
      .where(eq(applicationStatusEvents.applicationId, applicationId));
    expect(events.map((event) => event.status)).toContain("hired");
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "application"), eq(auditLog.targetId, applicationId)));
    expect(audit).toMatchObject({ actorId: companyAUserId, action: "application.hired" });
    expect(audit!.details).toMatchObject({ before: { status: "completed" }, after: { status: "hired" } });

    await expect.poll(async () => (await mailTo(db, applicant.email)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await mailTo(db, applicant.email);
    expect(mail!.subject).toBe("Congratulations! Alpha Robotics has chosen you for Robotics Engineer");

    const own = await inject("GET", `/api/candidates/me/applications/${applicationId}`, cookies.applicant);
    expect(own.json()).toMatchObject({ status: "hired", decision: { outcome: "hired", reason: null } });
    expect(own.json<{ history: { status: string }[] }>().history.map((event) => event.status)).toEqual([
      "completed",
      "hired",
    ]);

    // The same decision again changes nothing and sends nothing.
    expect((await decide(applicationId, { decision: "hired" })).statusCode).toBe(200);
    const audits = await db.select().from(auditLog).where(eq(auditLog.targetId, applicationId));
    expect(audits).toHaveLength(1);
  });

  it("records Not a Good Fit with a reason and an internal note the candidate never sees, and lets it change", async () => {
    const note = "Internal: salary expectations far above our band.";
    const response = await decide(applicationId, { decision: "not_hired", reason: "position_filled", note });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: "rejected",
      decision: { hiredStatus: "not_hired", notHiredReason: "position_filled", notHiredNote: note },
    });
    const { db } = t.database;
    await expect.poll(async () => (await mailTo(db, applicant.email)).length, { timeout: 15_000 }).toBe(2);
    const mail = (await mailTo(db, applicant.email))[1]!;
    expect(mail.subject).toBe("An update on your application for Robotics Engineer");
    expect(mail.text).toContain("Thank you");
    expect(`${mail.text}${mail.html}`).not.toContain("salary");
    expect(`${mail.text}${mail.html}`).not.toContain("position_filled");

    const own = await inject("GET", `/api/candidates/me/applications/${applicationId}`, cookies.applicant);
    expect(own.body).not.toContain("salary");
    expect(own.json()).toMatchObject({
      status: "rejected",
      decision: { outcome: "not_selected", reason: rejectReasonLabels.position_filled },
    });
    const company = await inject("GET", `/api/companies/me/applications/${applicationId}`, cookies["company A"]);
    expect(company.json().decision).toMatchObject({
      hiredStatus: "not_hired",
      notHiredReason: "position_filled",
      notHiredNote: note,
    });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, applicationId), eq(auditLog.action, "application.not_hired")));
    expect(audit!.details).toMatchObject({
      before: { hiredStatus: "hired" },
      after: { notHiredReason: "position_filled" },
    });

    // Back to hired: the reason and the note are cleared.
    const rehired = await decide(applicationId, { decision: "hired" });
    expect(rehired.json()).toMatchObject({
      status: "hired",
      decision: { hiredStatus: "hired", notHiredReason: null, notHiredNote: null },
    });
    const [row] = await db.select().from(applications).where(eq(applications.id, applicationId));
    expect(row).toMatchObject({ status: "hired", hiredStatus: "hired", notHiredReason: null, notHiredNote: null });
  });

  it("refuses a decision without a valid reason, with the message", async () => {
    const missing = await decide(applicationId, { decision: "not_hired" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: "validation_error", message: hiringMessages.reasonRequired });
    const unknown = await decide(applicationId, { decision: "not_hired", reason: "too_old" });
    expect(unknown.json()).toMatchObject({ message: hiringMessages.reasonRequired });
    const long = await decide(applicationId, { decision: "not_hired", reason: "other", note: "x".repeat(2001) });
    expect(long.json()).toMatchObject({ message: hiringMessages.noteTooLong });
    expect((await decide(applicationId, { decision: "maybe" })).statusCode).toBe(400);
    expect((await decide(applicationId, {})).statusCode).toBe(400);
  });

  it("keeps the decision but sends no e-mail to a candidate who turned application updates off", async () => {
    const quiet = await applyAs("Quinn", postingId);
    await t.database.db
      .update(profiles)
      .set({ notificationPreferences: { applicationUpdates: false } })
      .where(eq(profiles.id, quiet.userId));
    expect((await decide(quiet.applicationId, { decision: "not_hired", reason: "not_a_fit" })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, quiet.applicationId));
    expect(row).toMatchObject({ status: "rejected", hiredStatus: "not_hired", notHiredReason: "not_a_fit" });
    // Once the undo window has passed and the notice has run, still no mail.
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(applications).where(eq(applications.id, quiet.applicationId)))[0]!
            .decisionNotice,
        { timeout: 15_000 },
      )
      .toBeNull();
    expect(await mailTasksTo(t.database.db, quiet.email)).toBe(0);
    expect(await mailTo(t.database.db, quiet.email)).toEqual([]);
  });
});
