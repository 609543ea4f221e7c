import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_NOT_FOUND } from "@shared/applications/contracts";
import {
  scorecardMessages,
  type ScorecardBody,
  type ScorecardsView,
  type ScorecardVersions,
} from "@shared/scorecards/scorecard-contracts";
import type { EvaluationView } from "@shared/evaluation/evaluation-contracts";
import type { CompanyApplication, PostingApplicants } from "@shared/applications/company-application-contracts";
import {
  applicationAssignments,
  applications,
  auditLog,
  candidates,
  companyMembers,
  interviews,
  matchScores,
  postingAssignments,
} from "../../db/schema";
import { encodeMatchDetail } from "@shared/matching/match-detail";
import type { CompanyDashboard } from "@shared/companies/dashboard-contracts";
import type { CandidatePoolPage } from "@shared/candidates/contracts";
import { storedMatch } from "../../testing/stored-match-fixtures";
import {
  STRONG_PASSWORD,
  createCandidate,
  createCompany,
  createCompanyMember,
  signIn,
  signInDevAdmin,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { attachCandidateResume } from "../../testing/candidate-fixtures";
import { insertCompletedInterview, seedEvaluation } from "../../testing/evaluation-fixtures";
import { errorOf, injectAs, type TestMethod } from "../../testing/inject-as";
import { postingInput } from "../../testing/posting-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

type Caller =
  | "anonymous"
  | "candidate"
  | "pending company"
  | "company B"
  | "admin"
  | "owner"
  | "co-admin"
  | "recruiter"
  | "hiring manager"
  | "interviewer";

/** Every criterion of the fixture interview's two questions (the network rubric's first two). */
const CRITERIA = [
  [0, "relevant-experience"],
  [0, "clarity-of-explanation"],
  [1, "skill-evidence"],
  [1, "clarity-of-explanation"],
] as const;

const scored = (scores: (number | null)[], note = ""): ScorecardBody["ratings"] =>
  CRITERIA.map(([questionIndex, criterionKey], at) => ({ questionIndex, criterionKey, score: scores[at]!, note }));

describe.each(testDrivers())("independent scorecards on %s (decision 0085)", (driver) => {
  let t: TestApp;
  const cookies = {} as Record<Caller, string | undefined>;
  let companyAId: string;
  let postingId: string;
  /** Scored by the owner and the recruiter. */
  let applicationId: string;
  let interviewId: string;
  /** Without an interview: nothing to score. */
  let resumeOnlyId: string;
  /** The co-admin is assigned to it; the AI's scores are hidden from them until they submit. */
  let assignedId: string;
  let assignedInterviewId: string;
  let coAdminMemberId: string;
  const memberIds = { hiringManager: "", interviewer: "" };
  const memberIdOf = async (userId: string) => {
    const [row] = await t.database.db
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .where(eq(companyMembers.profileId, userId));
    return row?.id;
  };

  const inject = (method: TestMethod, url: string, caller: Caller, payload?: object) =>
    injectAs(t, method, url, cookies[caller], payload);
  const scorecardsUrl = (id: string) => `/api/companies/me/applications/${id}/scorecards`;
  const read = async (caller: Caller, id = applicationId) => {
    const response = await inject("GET", scorecardsUrl(id), caller);
    expect(response.statusCode, response.body).toBe(200);
    return { view: response.json<ScorecardsView>(), body: response.body };
  };
  const save = (caller: Caller, body: ScorecardBody, id = applicationId) =>
    inject("PUT", `${scorecardsUrl(id)}/mine`, caller, body);
  const submit = (caller: Caller, body: ScorecardBody, id = applicationId) =>
    inject("POST", `${scorecardsUrl(id)}/mine/submit`, caller, body);

  async function applyAs(firstName: string) {
    const account = await createCandidate(t.database.db, { firstName }, { emailVerified: true });
    const [row] = await t.database.db.select().from(candidates).where(eq(candidates.profileId, account.userId));
    await attachCandidateResume(t.database.db, row!.id);
    const cookie = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
    const applied = await injectAs(t, "POST", `/api/postings/${postingId}/applications`, cookie, {});
    expect(applied.statusCode, applied.body).toBe(201);
    return { ...account, cookie, applicationId: applied.json<{ applicationId: string }>().applicationId };
  }

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    const { db } = t.database;
    const companyA = await createCompany(
      db,
      { companyName: "Alpha Robotics" },
      { emailVerified: true, status: "verified" },
    );
    companyAId = companyA.enterpriseId;
    const companyB = await createCompany(db, { companyName: "Beta Labs" }, { emailVerified: true, status: "verified" });
    const pending = await createCompany(db, { companyName: "Pending Co" }, { emailVerified: true });
    const member = { enterpriseId: companyA.enterpriseId, email: companyA.email };
    const coAdmin = await createCompanyMember(db, member, "admin", { firstName: "Casey", lastName: "Admin" });
    const recruiter = await createCompanyMember(db, member, "recruiter", { firstName: "Robin", lastName: "Recruits" });
    const hiringManager = await createCompanyMember(db, member, "hiring_manager", {
      firstName: "Hana",
      lastName: "Lee",
    });
    const interviewer = await createCompanyMember(db, member, "interviewer", { firstName: "Ivo", lastName: "Asks" });
    memberIds.hiringManager = (await memberIdOf(hiringManager.userId))!;
    memberIds.interviewer = (await memberIdOf(interviewer.userId))!;
    const [coAdminRow] = await db
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .where(eq(companyMembers.profileId, coAdmin.userId));
    coAdminMemberId = coAdminRow!.id;

    cookies.anonymous = undefined;
    cookies["pending company"] = await signIn(t.app, pending.email, STRONG_PASSWORD, uniqueIp());
    cookies["company B"] = await signIn(t.app, companyB.email, STRONG_PASSWORD, uniqueIp());
    cookies.owner = await signIn(t.app, companyA.email, STRONG_PASSWORD, uniqueIp());
    cookies["co-admin"] = await signIn(t.app, coAdmin.email, STRONG_PASSWORD, uniqueIp());
    cookies.recruiter = await signIn(t.app, recruiter.email, STRONG_PASSWORD, uniqueIp());
    cookies["hiring manager"] = await signIn(t.app, hiringManager.email, STRONG_PASSWORD, uniqueIp());
    cookies.interviewer = await signIn(t.app, interviewer.email, STRONG_PASSWORD, uniqueIp());
    cookies.admin = await signInDevAdmin(t.app);

    const posting = await injectAs(
      t,
      "POST",
      "/api/companies/me/postings",
      cookies.owner,
      postingInput({ title: "Robotics Engineer" }),
    );
    expect(posting.statusCode, posting.body).toBe(201);
    postingId = posting.json<{ id: string }>().id;

    const ada = await applyAs("Ada");
    cookies.candidate = ada.cookie;
    applicationId = ada.applicationId;
    interviewId = await insertCompletedInterview(db, applicationId);
    await seedEvaluation(db, interviewId);
    // As the pipeline copies the current result's overall for lists (decision 0050).
    await db
      .update(interviews)
      .set({ score: 75, feedback: "Clear and concrete." })
      .where(eq(interviews.id, interviewId));

    resumeOnlyId = (await applyAs("Grace")).applicationId;

    assignedId = (await applyAs("Linus")).applicationId;
    assignedInterviewId = await insertCompletedInterview(db, assignedId);
    await seedEvaluation(db, assignedInterviewId);
    await db
      .update(interviews)
      .set({ score: 75, feedback: "Clear and concrete." })
      .where(eq(interviews.id, assignedInterviewId));
    await db.insert(applicationAssignments).values({ applicationId: assignedId, memberId: coAdminMemberId });
  });

  afterAll(async () => {
    await t?.close();
  });

  it("lets in only a verified company's members, and only on the company's own applications", async () => {
    const expected: [Caller, number][] = [
      ["anonymous", 401],
      ["candidate", 403],
      ["pending company", 403],
      ["admin", 403],
      ["company B", 404],
      ["owner", 200],
      ["co-admin", 200],
      ["recruiter", 200],
    ];
    for (const [caller, status] of expected) {
      for (const [method, path, payload] of [
        ["GET", scorecardsUrl(applicationId), undefined],
        ["GET", `${scorecardsUrl(applicationId)}/mine/versions`, undefined],
        // Saving a draft makes the caller a scorer of it; the co-admin scores another application below.
        ...(caller === "co-admin"
          ? []
          : ([["PUT", `${scorecardsUrl(applicationId)}/mine`, { ratings: [], recommendation: null }]] as const)),
      ] as const) {
        const response = await inject(method, path, caller, payload);
        expect(response.statusCode, `${caller} ${method} ${path}: ${response.body}`).toBe(status);
      }
    }
    const otherCompany = await inject("POST", `${scorecardsUrl(applicationId)}/mine/submit`, "company B", {
      ratings: scored([3, 3, 3, 3]),
      recommendation: "yes",
    });
    expect(errorOf(otherCompany).message).toBe(APPLICATION_NOT_FOUND);
  });

  it("says plainly when the application has no interview to score yet", async () => {
    const response = await inject("GET", scorecardsUrl(resumeOnlyId), "owner");
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(scorecardMessages.noRubric);
  });

  it("starts blank from the interview's rubric, with the anchors of each level", async () => {
    const { view } = await read("recruiter");
    expect(view.rubricVersion).toBe("network-1");
    expect(view.questions.map((question) => [question.index, question.criteria.map((c) => c.key)])).toEqual([
      [0, ["relevant-experience", "clarity-of-explanation"]],
      [1, ["skill-evidence", "clarity-of-explanation"]],
    ]);
    expect(view.questions[0]!.criteria[0]!.levels).toHaveLength(5);
    // (The access test above saved an empty draft.)
    expect(view.mine).toMatchObject({
      status: "draft",
      version: 0,
      ratings: [],
      recommendation: null,
      submittedAt: null,
    });
    // Their (empty) draft makes them a scorer of it: the AI's scores are hidden from them until they submit.
    expect(view).toMatchObject({ submittedCount: 0, panel: null, aiScoresHidden: true });
  });

  it("refuses a criterion the rubric does not have, and a submit that is incomplete or has no recommendation", async () => {
    const unknown = await save("recruiter", {
      ratings: [{ questionIndex: 0, criterionKey: "made-up", score: 3, note: "" }],
      recommendation: null,
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toBe(scorecardMessages.unknownCriterion);
    const outOfRange = await save("recruiter", { ratings: scored([6, 3, 3, 3]), recommendation: null });
    expect(outOfRange.statusCode).toBe(400);
    const incomplete = await submit("recruiter", { ratings: scored([3, 3, 3, 3]).slice(1), recommendation: "yes" });
    expect(incomplete.statusCode).toBe(400);
    expect(errorOf(incomplete).message).toBe(scorecardMessages.incomplete(1));
    const noRecommendation = await submit("recruiter", { ratings: scored([3, 3, 3, 3]), recommendation: null });
    expect(noRecommendation.statusCode).toBe(400);
    expect(errorOf(noRecommendation).message).toBe(scorecardMessages.recommendationMissing);
  });

  it("keeps each member's scores from the others until they submit, then shows the panel with disagreements marked", async () => {
    // The recruiter's draft, then their submission, with a note nobody else may read before submitting.
    const draft = await save("recruiter", { ratings: scored([5, null]).slice(0, 2), recommendation: null });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json<ScorecardsView>().mine).toMatchObject({ status: "draft", version: 0 });
    expect(draft.json<ScorecardsView>().mine.ratings).toHaveLength(2);
    const ownerBefore = await read("owner");
    expect(ownerBefore.body).not.toContain("RECRUITER-NOTE");
    expect(ownerBefore.view).toMatchObject({ submittedCount: 0, panel: null, mine: { ratings: [] } });

    const submitted = await submit("recruiter", {
      ratings: scored([5, null, 2, 4], "RECRUITER-NOTE"),
      recommendation: "strong_yes",
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const recruiterView = submitted.json<ScorecardsView>();
    expect(recruiterView.mine).toMatchObject({ status: "submitted", version: 1, recommendation: "strong_yes" });
    // Alone on the panel until another member submits.
    expect(recruiterView.panel?.members.map((m) => [m.name, m.isMe])).toEqual([["Robin Recruits", true]]);

    // The owner still sees only that one member has submitted: no scores, no notes, no recommendation.
    const ownerDraft = await save("owner", { ratings: scored([3]).slice(0, 1), recommendation: "no" });
    expect(ownerDraft.statusCode).toBe(200);
    for (const body of [ownerDraft.body, (await read("owner")).body]) {
      expect(body).not.toContain("RECRUITER-NOTE");
      expect(body).not.toContain("strong_yes");
      expect(body).not.toContain("Robin");
    }
    expect(ownerDraft.json<ScorecardsView>()).toMatchObject({ submittedCount: 1, panel: null });

    const ownerSubmitted = await submit("owner", { ratings: scored([3, 4, 3, 4], "OWNER-NOTE"), recommendation: "no" });
    expect(ownerSubmitted.statusCode, ownerSubmitted.body).toBe(200);
    const panel = ownerSubmitted.json<ScorecardsView>().panel!;
    expect(panel.members.map((m) => [m.name, m.isMe, m.recommendation])).toEqual([
      ["Robin Recruits", false, "strong_yes"],
      [expect.stringContaining("Grace"), true, "no"],
    ]);
    expect(panel.criteria.map((c) => [c.questionIndex, c.criterionKey, c.scores, c.spread, c.discuss, c.ai])).toEqual([
      [0, "relevant-experience", [5, 3], 2, true, null],
      [0, "clarity-of-explanation", [null, 4], null, false, 4],
      [1, "skill-evidence", [2, 3], 1, false, null],
      [1, "clarity-of-explanation", [4, 4], 0, false, null],
    ]);
    expect(panel.criteria[0]!.notes).toEqual(["RECRUITER-NOTE", "OWNER-NOTE"]);
    // And now the recruiter sees the owner's too.
    expect((await read("recruiter")).view.panel?.members).toHaveLength(2);
  });

  it("locks a submitted scorecard: a change is a new submission, kept as a version and audited", async () => {
    const locked = await save("recruiter", { ratings: scored([1, 1, 1, 1]), recommendation: "no" });
    expect(locked.statusCode).toBe(409);
    expect(errorOf(locked).message).toBe(scorecardMessages.submitted);

    const again = await submit("recruiter", {
      ratings: scored([4, null, 2, 4], "changed my mind"),
      recommendation: "yes",
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<ScorecardsView>().mine).toMatchObject({ version: 2, recommendation: "yes" });

    const versions = await inject("GET", `${scorecardsUrl(applicationId)}/mine/versions`, "recruiter");
    const listed = versions.json<ScorecardVersions>().versions;
    expect(listed.map((v) => [v.version, v.recommendation, v.ratings[0]!.score])).toEqual([
      [2, "yes", 4],
      [1, "strong_yes", 5],
    ]);
    // Another member's versions are theirs alone.
    const coAdminVersions = await inject("GET", `${scorecardsUrl(applicationId)}/mine/versions`, "co-admin");
    expect(coAdminVersions.json<ScorecardVersions>().versions).toEqual([]);

    const audited = await t.database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.targetType, "scorecard"));
    const recruiterEntries = audited.filter(
      (row) => (row.details as { version: number; applicationId: string }).applicationId === applicationId,
    );
    expect(recruiterEntries.map((row) => row.action).sort()).toEqual([
      "scorecard.resubmitted",
      "scorecard.submitted",
      "scorecard.submitted",
    ]);
  });

  it("hides the AI's scores from an assigned member until they submit, everywhere they read them", async () => {
    const evaluation = await inject("GET", `/api/interviews/${assignedInterviewId}/evaluation`, "co-admin");
    expect(evaluation.statusCode, evaluation.body).toBe(200);
    const hiddenView = evaluation.json<EvaluationView>();
    expect(hiddenView).toMatchObject({ aiScoresHidden: true, overallScore: null, summary: null, canOverride: false });
    expect(hiddenView.questions.flatMap((question) => question.criteria)).toEqual([]);
    expect(hiddenView.questions[0]!.transcript).not.toBeNull();

    const application = await inject("GET", `/api/companies/me/applications/${assignedId}`, "co-admin");
    expect(application.json<CompanyApplication>().interview).toMatchObject({ aiFeedback: null, aiScoresHidden: true });

    const list = await inject("GET", `/api/companies/me/postings/${postingId}/applicants?sort=ai_score`, "co-admin");
    const rows = list.json<PostingApplicants>().items;
    const assignedRow = rows.find((row) => row.applicationId === assignedId)!;
    expect(assignedRow).toMatchObject({ aiScore: null, aiFeedbackPreview: null, aiScoresHidden: true });
    // Sorted by AI score, the hidden row goes with the unscored, not where its score would put it.
    expect(rows[0]!.applicationId).toBe(applicationId);

    const override = await inject("POST", `/api/interviews/${assignedInterviewId}/evaluation/overrides`, "co-admin", {
      questionIndex: null,
      criterionKey: null,
      score: 90,
      reason: "Seen in person.",
    });
    expect(override.statusCode).toBe(409);
    expect(errorOf(override).message).toBe(scorecardMessages.overrideWhileHidden);

    // The owner is neither assigned nor scoring it: they see the AI's scores.
    const ownerEvaluation = await inject("GET", `/api/interviews/${assignedInterviewId}/evaluation`, "owner");
    expect(ownerEvaluation.json<EvaluationView>()).toMatchObject({ aiScoresHidden: false, overallScore: 75 });
    const ownerList = await inject("GET", `/api/companies/me/postings/${postingId}/applicants`, "owner");
    expect(ownerList.json<PostingApplicants>().items.find((row) => row.applicationId === assignedId)).toMatchObject({
      aiScore: 75,
      aiScoresHidden: false,
      scorecards: { done: 0, assigned: 1 },
    });

    // The dashboard's top candidates show the AI's overall beside the match: not to the co-admin yet.
    const [assignedApplication] = await t.database.db
      .select({ candidateId: applications.candidateId })
      .from(applications)
      .where(eq(applications.id, assignedId));
    const match = storedMatch({
      jobPostingId: postingId,
      candidateId: assignedApplication!.candidateId,
      score: 99,
      detail: encodeMatchDetail({
        skills: [],
        level: { fit: "meets", candidateYears: 5, postingLevel: null },
        title: { similarity: 0.5 },
        location: { fit: "compatible", postingType: "remote" },
        evaluationScore: 75,
        claimedSkills: null,
        breakdown: { skills: 50, level: 10, title: 10, location: 5 },
      }),
    });
    await t.database.db
      .insert(matchScores)
      .values(match)
      .onConflictDoUpdate({
        target: [matchScores.jobPostingId, matchScores.candidateId],
        set: { score: match.score, detail: match.detail, detailMd5: match.detailMd5 },
      });
    const topOf = async (caller: Caller) =>
      (await inject("GET", "/api/companies/me/dashboard", caller))
        .json<CompanyDashboard>()
        .topCandidates.find((top) => top.applicationId === assignedId);
    expect((await topOf("co-admin"))?.matchReasons?.evaluationScore).toBeNull();
    expect((await topOf("owner"))?.matchReasons?.evaluationScore).toBe(75);
    // So does the pool ranked for the posting, and ranked by AI score the candidate goes with the unscored.
    const pooled = async (caller: Caller, by: "match" | "ai_score") =>
      (await inject("GET", `/api/candidates?rankFor=${postingId}&rankBy=${by}&pageSize=100`, caller))
        .json<CandidatePoolPage>()
        .items.find((item) => item.id === assignedApplication!.candidateId);
    expect((await pooled("owner", "match"))?.matchReasons?.evaluationScore).toBe(75);
    expect((await pooled("co-admin", "match"))?.matchReasons?.evaluationScore).toBeNull();
    expect((await pooled("co-admin", "ai_score"))?.matchReasons?.evaluationScore).toBeNull();

    // Submitted: the co-admin sees them.
    const done = await submit("co-admin", { ratings: scored([3, 3, 3, 3]), recommendation: "yes" }, assignedId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<ScorecardsView>().aiScoresHidden).toBe(false);
    const after = await inject("GET", `/api/interviews/${assignedInterviewId}/evaluation`, "co-admin");
    expect(after.json<EvaluationView>()).toMatchObject({ aiScoresHidden: false, overallScore: 75 });
    const afterList = await inject("GET", `/api/companies/me/postings/${postingId}/applicants`, "co-admin");
    expect(afterList.json<PostingApplicants>().items.find((row) => row.applicationId === assignedId)).toMatchObject({
      aiScore: 75,
      aiScoresHidden: false,
      scorecards: { done: 1, assigned: 1 },
    });
    expect((await pooled("co-admin", "ai_score"))?.matchReasons?.evaluationScore).toBe(75);
  });

  it("lets Owners and Admins turn the setting off, audited; a member with a draft then sees the AI's scores", async () => {
    const initial = await inject("GET", "/api/companies/me/scorecard-settings", "owner");
    expect(initial.json()).toEqual({ hideAiScoresUntilSubmitted: true });
    const byRecruiter = await inject("PUT", "/api/companies/me/scorecard-settings", "recruiter", {
      hideAiScoresUntilSubmitted: false,
    });
    expect(byRecruiter.statusCode).toBe(403);

    // The owner starts a scorecard of the assigned application: hidden while the setting is on.
    expect((await save("owner", { ratings: [], recommendation: null }, assignedId)).statusCode).toBe(200);
    const hidden = await inject("GET", `/api/interviews/${assignedInterviewId}/evaluation`, "owner");
    expect(hidden.json<EvaluationView>().aiScoresHidden).toBe(true);

    const off = await inject("PUT", "/api/companies/me/scorecard-settings", "co-admin", {
      hideAiScoresUntilSubmitted: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ hideAiScoresUntilSubmitted: false });
    const shown = await inject("GET", `/api/interviews/${assignedInterviewId}/evaluation`, "owner");
    expect(shown.json<EvaluationView>()).toMatchObject({ aiScoresHidden: false, overallScore: 75 });
    expect((await read("owner", assignedId)).view.aiScoresHidden).toBe(false);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "company.scorecard_settings_changed"), eq(auditLog.targetId, companyAId)));
    expect(entry?.details).toMatchObject({ memberId: coAdminMemberId, hideAiScoresUntilSubmitted: false });
  });

  it("lets a hiring manager and an interviewer score only where their assignments let them read the application (decision 0084)", async () => {
    const { db } = t.database;
    for (const caller of ["hiring manager", "interviewer"] as const) {
      const refused = await inject("GET", scorecardsUrl(applicationId), caller);
      expect(refused.statusCode, `${caller}: ${refused.body}`).toBe(404);
      expect(errorOf(refused).message).toBe(APPLICATION_NOT_FOUND);
    }
    await db.insert(postingAssignments).values({ postingId, memberId: memberIds.hiringManager });
    await db.insert(applicationAssignments).values({ applicationId, memberId: memberIds.interviewer });
    for (const caller of ["hiring manager", "interviewer"] as const) {
      const { view, body } = await read(caller);
      // Two scorecards are in; neither scored yet: nothing of them, only the count.
      expect(view).toMatchObject({ submittedCount: 2, panel: null });
      expect(body).not.toContain("RECRUITER-NOTE");
      expect(body).not.toContain("OWNER-NOTE");
    }
    const byInterviewer = await submit("interviewer", { ratings: scored([1, 1, 1, 1]), recommendation: "strong_no" });
    expect(byInterviewer.statusCode, byInterviewer.body).toBe(200);
    expect(byInterviewer.json<ScorecardsView>().panel?.members).toHaveLength(3);
    // Assigned, the interviewer had the AI's scores hidden until now; the unassigned manager never did.
    expect((await read("hiring manager")).view.aiScoresHidden).toBe(false);
  });

  it("keeps a departed member's submitted scores on the panel under their name", async () => {
    await t.database.db.delete(companyMembers).where(eq(companyMembers.id, coAdminMemberId));
    const { view } = await read("owner", applicationId);
    expect(view.panel?.members.map((m) => m.name)).toContain("Robin Recruits");
    const ownerAssigned = await read("recruiter", assignedId);
    expect(ownerAssigned.view.submittedCount).toBe(1);
    // The candidate's application row is untouched by any of it.
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, assignedId));
    expect(row?.status).toBeDefined();
  });
});
