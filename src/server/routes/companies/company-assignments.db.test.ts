import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { APPLICATION_NOT_FOUND } from "@shared/applications/contracts";
import { assignmentMessages, type AssignedMembers, type MyAssignments } from "@shared/companies/assignment-contracts";
import { teamNoteMessages, type TeamNote } from "@shared/candidates/team-notes-contracts";
import type { CompanyMemberRole } from "@shared/companies/member-roles";
import { POSTING_NOT_FOUND } from "@shared/postings/contracts";
import { applications, auditLog, companyMembers } from "../../db/schema";
import { createCompanyMember, mailTo, signIn, subjectsTo, uniqueIp } from "../../testing/accounts-fixtures";
import { signedInCallers } from "../../testing/company-callers";
import { callAs, insertPosting, poolCandidate } from "../../testing/company-candidate-fixtures";
import { completeNetworkInterview } from "../../testing/candidate-fixtures";
import { insertCompletedInterview, seedEvaluation } from "../../testing/evaluation-fixtures";
import { errorOf } from "../../testing/inject-as";
import { postingInput } from "../../testing/posting-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

/*
 * Assignments and the scoped roles they open (decision 0084): a hiring manager works on the
 * postings assigned to them, an interviewer on the applications assigned to them, and anything
 * else is the same 404 as an unknown id; an interviewer never decides.
 */
describe.each(testDrivers())("assignments and scoped roles on %s (decision 0084)", (driver) => {
  let t: TestApp;
  let callers: Awaited<ReturnType<typeof signedInCallers>>;
  let postingA: { id: string; title: string };
  let postingB: { id: string; title: string };
  /** The pool candidate's applications to postings A and B, each with a completed, evaluated interview. */
  let applicationA: string;
  let applicationB: string;
  let interviewA: string;
  let interviewB: string;
  /** A second candidate's application to A, reviewed on their network interview. */
  let networkApplicationA: string;
  let networkInterview: string;
  let second: Awaited<ReturnType<typeof poolCandidate>>;
  const members = {} as Record<
    "admin" | "recruiter" | "hmAssigned" | "hmOther" | "interviewer" | "interviewerOther",
    { memberId: string; email: string; cookie: string; role: CompanyMemberRole }
  >;

  const as = (cookie: string | undefined) => callAs(t, cookie);

  async function member(role: CompanyMemberRole, firstName: string) {
    const created = await createCompanyMember(t.database.db, callers.companyA, role, { firstName, lastName: "Tester" });
    const [row] = await t.database.db
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .where(eq(companyMembers.profileId, created.userId));
    return {
      memberId: row!.id,
      email: created.email,
      cookie: await signIn(t.app, created.email, undefined, uniqueIp()),
      role,
    };
  }

  async function applicationOf(candidateId: string, postingId: string): Promise<string> {
    const [row] = await t.database.db
      .insert(applications)
      .values({ candidateId, jobPostingId: postingId })
      .returning({ id: applications.id });
    return row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    callers = await signedInCallers(t, { poolCandidate: true, names: { companyA: "Assign AI" } });
    const db = t.database.db;
    postingA = await insertPosting(db, callers.companyA.enterpriseId, { title: "Data Engineer" });
    postingB = await insertPosting(db, callers.companyA.enterpriseId, { title: "Support Lead" });
    applicationA = await applicationOf(callers.candidate.candidateId, postingA.id);
    applicationB = await applicationOf(callers.candidate.candidateId, postingB.id);
    interviewA = await insertCompletedInterview(db, applicationA);
    interviewB = await insertCompletedInterview(db, applicationB);
    await seedEvaluation(db, interviewA);
    await seedEvaluation(db, interviewB);
    second = await poolCandidate(t);
    networkInterview = await completeNetworkInterview(db, second.candidateId);
    networkApplicationA = await applicationOf(second.candidateId, postingA.id);

    members.admin = await member("admin", "Ada");
    members.recruiter = await member("recruiter", "Rita");
    members.hmAssigned = await member("hiring_manager", "Hana");
    members.hmOther = await member("hiring_manager", "Hugo");
    members.interviewer = await member("interviewer", "Ivan");
    members.interviewerOther = await member("interviewer", "Iris");

    const set = await as(callers.companyA.cookie)("PUT", `/api/companies/me/postings/${postingA.id}/assignments`, {
      memberIds: [members.hmAssigned.memberId],
    });
    expect(set.statusCode, set.body).toBe(200);
    const added = await as(members.recruiter.cookie)(
      "POST",
      `/api/companies/me/applications/${applicationA}/assignments`,
      { memberId: members.interviewer.memberId },
    );
    expect(added.statusCode, added.body).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  const notFoundWith = (message: string) => ({ error: "not_found", message });
  const roleRefusal = (roleName: string) => ({ error: "forbidden", message: accessMessages.roleMayNot(roleName) });

  describe("a posting's assignments", () => {
    const url = () => `/api/companies/me/postings/${postingB.id}/assignments`;

    it("are set by Owners, Admins and Recruiters of the verified company that owns the posting, and nobody else", async () => {
      const put = (cookie: string | undefined) => as(cookie)("PUT", url(), { memberIds: [] });
      expect((await put(undefined)).statusCode).toBe(401);
      expect((await put(callers.cookies.candidate)).statusCode).toBe(403);
      expect(errorOf(await put(callers.cookies.pending)).error).toBe("company_not_verified");
      expect((await put(callers.cookies.admin)).statusCode).toBe(403);
      const other = await put(callers.cookies.companyB);
      expect(other.statusCode).toBe(404);
      expect(errorOf(other)).toMatchObject(notFoundWith(POSTING_NOT_FOUND));
      for (const cookie of [callers.companyA.cookie, members.admin.cookie, members.recruiter.cookie]) {
        expect((await put(cookie)).statusCode).toBe(200);
        expect((await as(cookie)("GET", url())).statusCode).toBe(200);
      }
      for (const [who, name] of [
        [members.hmAssigned, "Hiring manager"],
        [members.interviewer, "Interviewer"],
      ] as const) {
        const refused = await put(who.cookie);
        expect(refused.statusCode).toBe(403);
        expect(errorOf(refused)).toMatchObject(roleRefusal(name));
        expect((await as(who.cookie)("GET", url())).statusCode).toBe(403);
      }
    });

    it("take Hiring managers and Recruiters of the company only", async () => {
      const put = (memberIds: string[]) => as(members.recruiter.cookie)("PUT", url(), { memberIds });
      const interviewer = await put([members.interviewer.memberId]);
      expect(interviewer.statusCode).toBe(400);
      expect(errorOf(interviewer).message).toBe(assignmentMessages.postingRoles);
      const outsider = await createCompanyMember(t.database.db, callers.companyB, "hiring_manager");
      const [row] = await t.database.db
        .select({ id: companyMembers.id })
        .from(companyMembers)
        .where(eq(companyMembers.profileId, outsider.userId));
      const foreign = await put([row!.id]);
      expect(foreign.statusCode).toBe(400);
      expect(errorOf(foreign).message).toBe(assignmentMessages.memberNotFound);
      expect((await put(["not-a-uuid"])).statusCode).toBe(400);
    });

    it("e-mail only the newly assigned, with a link to the applicants, and audit who changed them", async () => {
      const saved = await as(members.recruiter.cookie)("PUT", url(), {
        memberIds: [members.hmOther.memberId, members.recruiter.memberId, members.hmOther.memberId],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(
        saved
          .json<AssignedMembers>()
          .members.map((m) => [m.name, m.role])
          .sort(),
      ).toEqual([
        ["Hugo Tester", "hiring_manager"],
        ["Rita Tester", "recruiter"],
      ]);
      await expect
        .poll(() => subjectsTo(t.database.db, members.hmOther.email))
        .toContain("You are assigned to Support Lead");
      const [mail] = await mailTo(t.database.db, members.hmOther.email);
      expect(mail!.text).toContain("Rita Tester assigned you to the posting Support Lead at Assign AI.");
      expect(mail!.text).toContain(`/job-applicants/${postingB.id}`);
      // Assigning yourself sends nothing.
      expect(await subjectsTo(t.database.db, members.recruiter.email)).toEqual([]);
      // The same set again changes nothing and mails nobody again.
      await as(members.recruiter.cookie)("PUT", url(), {
        memberIds: [members.hmOther.memberId, members.recruiter.memberId],
      });
      const cleared = await as(members.recruiter.cookie)("PUT", url(), { memberIds: [] });
      expect(cleared.json()).toEqual({ members: [] });
      expect(await subjectsTo(t.database.db, members.hmOther.email)).toEqual(["You are assigned to Support Lead"]);
      const audits = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "company.posting_assignments_changed"), eq(auditLog.targetId, postingB.id)));
      expect(audits.map((a) => a.details)).toContainEqual(
        expect.objectContaining({ byMemberId: members.recruiter.memberId, added: [], removed: expect.any(Array) }),
      );
      expect(audits.every((a) => a.actorId !== null)).toBe(true);
    });
  });

  describe("a hiring manager", () => {
    it("reads the assigned posting's applicants, and an unassigned posting is a 404", async () => {
      const hm = as(members.hmAssigned.cookie);
      expect((await hm("GET", `/api/companies/me/postings/${postingA.id}/applicants`)).statusCode).toBe(200);
      const other = await hm("GET", `/api/companies/me/postings/${postingB.id}/applicants`);
      expect(other.statusCode).toBe(404);
      expect(errorOf(other)).toMatchObject(notFoundWith(POSTING_NOT_FOUND));
      const unassigned = await as(members.hmOther.cookie)(
        "GET",
        `/api/companies/me/postings/${postingA.id}/applicants`,
      );
      expect(unassigned.statusCode).toBe(404);
    });

    it("lists and reads only the postings assigned to them", async () => {
      const hm = as(members.hmAssigned.cookie);
      const listed = (await hm("GET", "/api/companies/me/postings?tab=all")).json<{ items: { id: string }[] }>();
      expect(listed.items.map((p) => p.id)).toEqual([postingA.id]);
      expect((await hm("GET", `/api/companies/me/postings/${postingA.id}`)).statusCode).toBe(200);
      expect((await hm("GET", `/api/companies/me/postings/${postingB.id}`)).statusCode).toBe(404);
      const create = await hm("POST", "/api/companies/me/postings", postingInput());
      expect(errorOf(create)).toMatchObject(roleRefusal("Hiring manager"));
      const close = await hm("POST", `/api/companies/me/postings/${postingA.id}/status`, { action: "close" });
      expect(close.statusCode).toBe(403);
    });

    it("opens the applications, resume, recording and AI feedback of their postings only", async () => {
      const hm = as(members.hmAssigned.cookie);
      expect((await hm("GET", `/api/companies/me/applications/${applicationA}`)).statusCode).toBe(200);
      // The resume answers the hiring manager as it answers the Owner (the fixture's file has no bytes).
      const resume = await hm("GET", `/api/companies/me/applications/${applicationA}/resume`);
      const ownersResume = await as(callers.companyA.cookie)(
        "GET",
        `/api/companies/me/applications/${applicationA}/resume`,
      );
      expect([resume.statusCode, resume.body]).toEqual([ownersResume.statusCode, ownersResume.body]);
      expect(errorOf(await hm("GET", `/api/companies/me/applications/${applicationB}/resume`))).toMatchObject(
        notFoundWith(APPLICATION_NOT_FOUND),
      );
      expect((await hm("GET", `/api/interviews/${interviewA}/evaluation`)).statusCode).toBe(200);
      expect((await hm("GET", `/api/interviews/${interviewA}/watch`)).statusCode).toBe(200);
      // The network interview an application of their posting reuses.
      expect((await hm("GET", `/api/companies/me/applications/${networkApplicationA}`)).statusCode).toBe(200);
      expect((await hm("GET", `/api/interviews/${networkInterview}/watch`)).statusCode).toBe(200);
      for (const url of [
        `/api/companies/me/applications/${applicationB}`,
        `/api/interviews/${interviewB}/evaluation`,
        `/api/interviews/${interviewB}/watch`,
      ]) {
        expect((await hm("GET", url)).statusCode, url).toBe(404);
      }
      const other = as(members.hmOther.cookie);
      expect(errorOf(await other("GET", `/api/companies/me/applications/${applicationA}`))).toMatchObject(
        notFoundWith(APPLICATION_NOT_FOUND),
      );
      expect((await other("GET", `/api/interviews/${networkInterview}/watch`)).statusCode).toBe(404);
    });

    it("decides and undoes on their postings; on another posting it is a 404", async () => {
      const hm = as(members.hmAssigned.cookie);
      const decided = await hm("PUT", `/api/companies/me/applications/${applicationA}/decision`, { decision: "hired" });
      expect(decided.statusCode, decided.body).toBe(200);
      expect((await hm("POST", `/api/companies/me/applications/${applicationA}/decision/undo`, {})).statusCode).toBe(
        200,
      );
      const elsewhere = await hm("PUT", `/api/companies/me/applications/${applicationB}/decision`, {
        decision: "hired",
      });
      expect(elsewhere.statusCode).toBe(404);
      expect(errorOf(elsewhere)).toMatchObject(notFoundWith(APPLICATION_NOT_FOUND));
      // Overriding the AI's score: on their posting's interview, not on another's.
      const override = { questionIndex: null, criterionKey: null, score: 80, reason: "Stronger than the AI says" };
      const overridden = await hm("POST", `/api/interviews/${interviewA}/evaluation/overrides`, override);
      expect(overridden.statusCode, overridden.body).toBe(201);
      expect((await hm("POST", `/api/interviews/${interviewB}/evaluation/overrides`, override)).statusCode).toBe(404);
      const other = as(members.hmOther.cookie);
      expect((await other("POST", `/api/interviews/${interviewA}/evaluation/overrides`, override)).statusCode).toBe(
        404,
      );
    });

    it("is kept from the pool, the fairness report, review requests and settings by role", async () => {
      const hm = as(members.hmAssigned.cookie);
      for (const url of [
        "/api/candidates",
        "/api/companies/me/fairness-report",
        "/api/review-requests",
        "/api/companies/me/settings",
      ]) {
        const refused = await hm("GET", url);
        expect(refused.statusCode, url).toBe(403);
        expect(errorOf(refused)).toMatchObject(roleRefusal("Hiring manager"));
      }
    });

    it("assigned to score one application of another posting, opens it but does not decide on it", async () => {
      const url = `/api/companies/me/applications/${applicationB}/assignments`;
      const assigned = await as(members.recruiter.cookie)("POST", url, { memberId: members.hmOther.memberId });
      expect(assigned.statusCode, assigned.body).toBe(200);
      try {
        const hm = as(members.hmOther.cookie);
        expect((await hm("GET", `/api/companies/me/applications/${applicationB}`)).statusCode).toBe(200);
        expect((await hm("GET", `/api/interviews/${interviewB}/watch`)).statusCode).toBe(200);
        expect((await hm("GET", `/api/companies/me/postings/${postingB.id}/applicants`)).statusCode).toBe(404);
        const refusal = { error: "forbidden", message: assignmentMessages.decideOnOwnPostings };
        const decided = await hm("PUT", `/api/companies/me/applications/${applicationB}/decision`, {
          decision: "hired",
        });
        expect(decided.statusCode).toBe(403);
        expect(errorOf(decided)).toMatchObject(refusal);
        const override = await hm("POST", `/api/interviews/${interviewB}/evaluation/overrides`, {
          questionIndex: null,
          criterionKey: null,
          score: 80,
          reason: "Stronger than the AI says",
        });
        expect(errorOf(override)).toMatchObject(refusal);
        expect(errorOf(await hm("POST", url, { memberId: members.admin.memberId }))).toMatchObject(refusal);
      } finally {
        await as(members.recruiter.cookie)("DELETE", `${url}/${members.hmOther.memberId}`);
      }
    });

    it("assigns members to applications of their postings only", async () => {
      const hm = as(members.hmAssigned.cookie);
      const added = await hm("POST", `/api/companies/me/applications/${networkApplicationA}/assignments`, {
        memberId: members.interviewerOther.memberId,
      });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json<AssignedMembers>().members.map((m) => m.memberId)).toEqual([members.interviewerOther.memberId]);
      const elsewhere = await hm("POST", `/api/companies/me/applications/${applicationB}/assignments`, {
        memberId: members.interviewerOther.memberId,
      });
      expect(elsewhere.statusCode).toBe(404);
      const removed = await hm(
        "DELETE",
        `/api/companies/me/applications/${networkApplicationA}/assignments/${members.interviewerOther.memberId}`,
      );
      expect(removed.json()).toEqual({ members: [] });
    });
  });

  describe("an interviewer", () => {
    it("opens the application assigned to them, its recording and AI feedback, and nothing else", async () => {
      const interviewer = as(members.interviewer.cookie);
      expect((await interviewer("GET", `/api/companies/me/applications/${applicationA}`)).statusCode).toBe(200);
      expect((await interviewer("GET", `/api/interviews/${interviewA}/watch`)).statusCode).toBe(200);
      expect((await interviewer("GET", `/api/interviews/${interviewA}/evaluation`)).statusCode).toBe(200);
      for (const url of [
        `/api/companies/me/applications/${applicationB}`,
        `/api/interviews/${interviewB}/watch`,
        `/api/interviews/${networkInterview}/watch`,
        // No applicants list of a whole posting, even the one their application is on.
        `/api/companies/me/postings/${postingA.id}/applicants`,
      ]) {
        expect((await interviewer("GET", url)).statusCode, url).toBe(404);
      }
      const other = as(members.interviewerOther.cookie);
      expect((await other("GET", `/api/companies/me/applications/${applicationA}`)).statusCode).toBe(404);
      expect((await other("GET", `/api/interviews/${interviewA}/watch`)).statusCode).toBe(404);
    });

    it("is refused by role when trying to decide, override a score or assign", async () => {
      const interviewer = as(members.interviewer.cookie);
      const decided = await interviewer("PUT", `/api/companies/me/applications/${applicationA}/decision`, {
        decision: "hired",
      });
      expect(decided.statusCode).toBe(403);
      expect(errorOf(decided)).toMatchObject(roleRefusal("Interviewer"));
      const undo = await interviewer("POST", `/api/companies/me/applications/${applicationA}/decision/undo`, {});
      expect(undo.statusCode).toBe(403);
      const override = await interviewer("POST", `/api/interviews/${interviewA}/evaluation/overrides`, {
        questionIndex: null,
        criterionKey: null,
        score: 90,
        reason: "Strong answers overall",
      });
      expect(override.statusCode).toBe(403);
      const assign = await interviewer("POST", `/api/companies/me/applications/${applicationA}/assignments`, {
        memberId: members.interviewerOther.memberId,
      });
      expect(errorOf(assign)).toMatchObject(roleRefusal("Interviewer"));
      for (const url of ["/api/candidates", "/api/companies/me/postings", "/api/companies/me/fairness-report"]) {
        expect((await interviewer("GET", url)).statusCode, url).toBe(403);
      }
    });

    it("writes notes on the assigned application and reads only their own", async () => {
      const profileId = callers.candidate.userId;
      const recruiterNote = await as(members.recruiter.cookie)(
        "POST",
        `/api/companies/me/candidates/${profileId}/notes`,
        {
          text: "Recruiter's note",
          applicationId: applicationA,
        },
      );
      expect(recruiterNote.statusCode, recruiterNote.body).toBe(201);
      const interviewer = as(members.interviewer.cookie);
      const untied = await interviewer("POST", `/api/companies/me/candidates/${profileId}/notes`, { text: "Mine" });
      expect(untied.statusCode).toBe(400);
      expect(errorOf(untied).message).toBe(teamNoteMessages.applicationRequired);
      const elsewhere = await interviewer("POST", `/api/companies/me/candidates/${profileId}/notes`, {
        text: "Mine",
        applicationId: applicationB,
      });
      expect(elsewhere.statusCode).toBe(400);
      const written = await interviewer("POST", `/api/companies/me/candidates/${profileId}/notes`, {
        text: "Clear on the pipeline question",
        applicationId: applicationA,
      });
      expect(written.statusCode, written.body).toBe(201);
      const own = (await interviewer("GET", `/api/companies/me/candidates/${profileId}/notes`)).json<{
        items: TeamNote[];
      }>();
      expect(own.items.map((note) => note.text)).toEqual(["Clear on the pipeline question"]);
      // The hiring manager of the posting reads both; the candidate's profile stays the pool's.
      const hmNotes = (
        await as(members.hmAssigned.cookie)("GET", `/api/companies/me/candidates/${profileId}/notes`)
      ).json<{
        items: TeamNote[];
      }>();
      expect(hmNotes.items.map((note) => note.text)).toEqual(["Clear on the pipeline question", "Recruiter's note"]);
      expect(
        (await as(members.interviewerOther.cookie)("GET", `/api/companies/me/candidates/${profileId}/notes`))
          .statusCode,
      ).toBe(404);
      expect((await interviewer("GET", `/api/candidates/${profileId}`)).statusCode).toBe(403);
    });
  });

  describe("an application's assignments", () => {
    const url = () => `/api/companies/me/applications/${applicationB}/assignments`;

    it("are changed by Owners, Admins, Recruiters and the posting's hiring manager, and read by whoever opens the application", async () => {
      const post = (cookie: string | undefined) => as(cookie)("POST", url(), { memberId: members.admin.memberId });
      expect((await post(undefined)).statusCode).toBe(401);
      expect((await post(callers.cookies.candidate)).statusCode).toBe(403);
      expect(errorOf(await post(callers.cookies.pending)).error).toBe("company_not_verified");
      expect((await post(callers.cookies.admin)).statusCode).toBe(403);
      expect(errorOf(await post(callers.cookies.companyB))).toMatchObject(notFoundWith(APPLICATION_NOT_FOUND));
      expect((await post(members.hmAssigned.cookie)).statusCode).toBe(404);
      expect(errorOf(await post(members.interviewer.cookie))).toMatchObject(roleRefusal("Interviewer"));
      for (const cookie of [callers.companyA.cookie, members.admin.cookie, members.recruiter.cookie]) {
        const added = await post(cookie);
        expect(added.statusCode, added.body).toBe(200);
        expect(added.json<AssignedMembers>().members.map((m) => m.memberId)).toEqual([members.admin.memberId]);
        expect((await as(cookie)("GET", url())).statusCode).toBe(200);
      }
      expect((await as(members.hmAssigned.cookie)("GET", url())).statusCode).toBe(404);
      expect((await as(members.interviewer.cookie)("GET", url())).statusCode).toBe(404);
      expect((await as(callers.cookies.companyB)("GET", url())).statusCode).toBe(404);
      expect(
        (await as(members.interviewer.cookie)("GET", `/api/companies/me/applications/${applicationA}/assignments`))
          .statusCode,
      ).toBe(200);
      const removed = await as(members.recruiter.cookie)("DELETE", `${url()}/${members.admin.memberId}`);
      expect(removed.json()).toEqual({ members: [] });
      const again = await as(members.recruiter.cookie)("DELETE", `${url()}/${members.admin.memberId}`);
      expect(again.statusCode).toBe(404);
      expect(errorOf(again).message).toBe(assignmentMessages.notAssigned);
      const audits = await t.database.db
        .select({ action: auditLog.action, actorId: auditLog.actorId })
        .from(auditLog)
        .where(eq(auditLog.targetId, applicationB));
      expect([...new Set(audits.map((a) => a.action))].sort()).toEqual([
        "company.application_assigned",
        "company.application_unassigned",
      ]);
    });

    it("e-mail the assigned member a link to the application, naming the candidate by alias under blind review", async () => {
      // The second candidate: nobody has decided on or noted them, so blind review still hides them.
      const target = `/api/companies/me/applications/${networkApplicationA}/assignments`;
      expect(
        (await as(callers.companyA.cookie)("PUT", "/api/companies/me/blind-review", { enabled: true })).statusCode,
      ).toBe(200);
      try {
        const added = await as(members.recruiter.cookie)("POST", target, {
          memberId: members.interviewerOther.memberId,
        });
        expect(added.statusCode, added.body).toBe(200);
        // The second mail: the hiring manager assigned them here before, with names shown.
        await expect.poll(async () => (await subjectsTo(t.database.db, members.interviewerOther.email)).length).toBe(2);
        const mail = (await mailTo(t.database.db, members.interviewerOther.email)).at(-1);
        expect(mail!.subject).toMatch(/^You are assigned to Candidate [A-Z0-9-]+ for Data Engineer$/);
        expect(mail!.text).toContain(`/application-details/${networkApplicationA}`);
        expect(mail!.text).not.toContain(second.input.lastName);
        expect(mail!.html).not.toContain(second.input.lastName);
        // Blind review names them by alias in the caller's own list too.
        const mine = (
          await as(members.interviewerOther.cookie)("GET", "/api/companies/me/assignments")
        ).json<MyAssignments>();
        expect(mine.applications.map((a) => a.candidateName)).toEqual([
          mail!.subject.split(" for ")[0]!.replace("You are assigned to ", ""),
        ]);
      } finally {
        await as(callers.companyA.cookie)("PUT", "/api/companies/me/blind-review", { enabled: false });
        await as(members.recruiter.cookie)("DELETE", `${target}/${members.interviewerOther.memberId}`);
      }
    });
  });

  describe("what is assigned to me", () => {
    it("lists each member's own postings and applications, for every member; others get the usual refusals", async () => {
      const hm = (await as(members.hmAssigned.cookie)("GET", "/api/companies/me/assignments")).json<MyAssignments>();
      expect(hm.postings).toEqual([
        expect.objectContaining({ id: postingA.id, title: "Data Engineer", applicantCount: 2 }),
      ]);
      expect(hm.applications).toEqual([]);
      const interviewer = (
        await as(members.interviewer.cookie)("GET", "/api/companies/me/assignments")
      ).json<MyAssignments>();
      expect(interviewer.postings).toEqual([]);
      expect(interviewer.applications).toEqual([
        expect.objectContaining({ id: applicationA, postingId: postingA.id, postingTitle: "Data Engineer" }),
      ]);
      expect((await as(callers.companyA.cookie)("GET", "/api/companies/me/assignments")).json()).toEqual({
        postings: [],
        applications: [],
      });
      expect((await as(undefined)("GET", "/api/companies/me/assignments")).statusCode).toBe(401);
      expect((await as(callers.cookies.candidate)("GET", "/api/companies/me/assignments")).statusCode).toBe(403);
      expect((await as(callers.cookies.admin)("GET", "/api/companies/me/assignments")).statusCode).toBe(403);
      expect((await as(callers.cookies.pending)("GET", "/api/companies/me/assignments")).statusCode).toBe(200);
    });

    it("scopes the dashboard to them", async () => {
      type Dashboard = {
        figures: { totalCandidates: number; openPositions: number };
        recentApplicants: { applicationId: string }[];
        postings: { id: string }[];
      };
      const hm = (await as(members.hmAssigned.cookie)("GET", "/api/companies/me/dashboard")).json<Dashboard>();
      expect(hm.postings.map((p) => p.id)).toEqual([postingA.id]);
      expect(hm.figures).toMatchObject({ totalCandidates: 2, openPositions: 1 });
      expect(hm.recentApplicants.map((a) => a.applicationId).sort()).toEqual(
        [applicationA, networkApplicationA].sort(),
      );
      const interviewer = (
        await as(members.interviewer.cookie)("GET", "/api/companies/me/dashboard")
      ).json<Dashboard>();
      expect(interviewer.postings).toEqual([]);
      expect(interviewer.recentApplicants.map((a) => a.applicationId)).toEqual([applicationA]);
      expect(interviewer.figures).toMatchObject({ totalCandidates: 1, openPositions: 0 });
      const owner = (await as(callers.companyA.cookie)("GET", "/api/companies/me/dashboard")).json<Dashboard>();
      expect(owner.recentApplicants).toHaveLength(3);
    });
  });

  describe("mails to members", () => {
    it("tell a member their new role, and who changed it", async () => {
      const someone = await member("interviewer", "Omar");
      const changed = await as(members.admin.cookie)("PUT", `/api/companies/me/members/${someone.memberId}/role`, {
        role: "hiring_manager",
      });
      expect(changed.statusCode, changed.body).toBe(200);
      await expect
        .poll(() => subjectsTo(t.database.db, someone.email))
        .toEqual(["Your role at Assign AI is now Hiring manager"]);
      const [mail] = await mailTo(t.database.db, someone.email);
      expect(mail!.text).toContain(
        "Ada Tester changed your role in Assign AI's workspace on OneTake from Interviewer to Hiring manager.",
      );
      // Unchanged: no mail.
      await as(members.admin.cookie)("PUT", `/api/companies/me/members/${someone.memberId}/role`, {
        role: "hiring_manager",
      });
      expect(await subjectsTo(t.database.db, someone.email)).toHaveLength(1);
    });

    it("tell the inviter when their invitation is accepted", async () => {
      const email = `joiner-${Math.random().toString(36).slice(2, 8)}@${callers.companyA.email.split("@")[1]!}`;
      const invited = await as(members.admin.cookie)("POST", "/api/companies/me/member-invitations", {
        email,
        role: "interviewer",
      });
      expect(invited.statusCode, invited.body).toBe(201);
      await expect.poll(async () => (await mailTo(t.database.db, email)).length).toBe(1);
      const [invitation] = await mailTo(t.database.db, email);
      const token = /\/join-company\/([A-Za-z0-9_-]+)/.exec(invitation!.text)![1]!;
      const accepted = await as(undefined)("POST", `/api/member-invitations/${token}/accept`, {
        newAccount: { firstName: "Jo", lastName: "Newman", password: "Str0ng!Passw0rd" },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      await expect
        .poll(() => subjectsTo(t.database.db, members.admin.email))
        .toContain("Jo Newman joined Assign AI on OneTake");
      const mail = (await mailTo(t.database.db, members.admin.email)).find((m) => m.subject.startsWith("Jo Newman"));
      expect(mail!.text).toContain(
        `Jo Newman (${email}) accepted your invitation and joined Assign AI's workspace on OneTake as Interviewer.`,
      );
    });
  });
});
