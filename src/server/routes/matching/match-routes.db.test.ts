import { decodeMatchDetail } from "@shared/matching/match-detail";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CandidatePoolPage } from "@shared/candidates/contracts";
import type { CompanyDashboard } from "@shared/companies/dashboard-contracts";
import type { PostingApplicants } from "@shared/applications/company-application-contracts";
import type { RecommendedPostings } from "@shared/matching/match-contracts";
import {
  answerTranscripts,
  applications,
  candidateSkills,
  candidates,
  jobPostings,
  matchScores,
  postingMatchRefreshes,
} from "../../db/schema";
import { MATCH_SCORING_VERSION, recomputeMatches } from "../../domain/matching/recompute-matches";
import { refreshOutdatedMatches } from "../../domain/matching/refresh-outdated-matches";
import { createCandidate, createCompany, signIn, uniqueIp } from "../../testing/accounts-fixtures";
import { attachCandidateResume } from "../../testing/candidate-fixtures";
import {
  insertCompletedInterview,
  networkApplication,
  seedEvaluation,
  timedWords,
} from "../../testing/evaluation-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

describe.each(testDrivers())("match scores (%s)", (driver) => {
  let t: TestApp;
  let postingId: string;
  let otherPostingId: string;
  let companyCookie: string;
  let otherCompanyCookie: string;
  let candidateCookie: string;
  let seen: { candidateId: string; userId: string; email: string };
  let applicant: { candidateId: string; userId: string };

  const inject = async <T>(url: string, cookie?: string, method: "GET" | "PUT" = "GET", payload?: object) => {
    const response = await t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
    return { status: response.statusCode, body: response.json<T>() };
  };
  const stored = async (candidateId: string, posting = postingId) => {
    const [row] = await t.database.db
      .select()
      .from(matchScores)
      .where(and(eq(matchScores.jobPostingId, posting), eq(matchScores.candidateId, candidateId)));
    return row && { ...row, reasons: decodeMatchDetail(row.detail) };
  };
  const transcript = async (evaluationId: string, interviewId: string, said: string) => {
    await t.database.db
      .insert(answerTranscripts)
      .values({
        evaluationId,
        interviewId,
        questionIndex: 1,
        provider: "test",
        model: "test",
        rough: false,
        text: said,
        words: timedWords(said, 30),
      })
      .onConflictDoNothing();
  };

  beforeAll(async () => {
    t = await createTestApp({ driver });
    const db = t.database.db;
    const company = await createCompany(db, {}, { emailVerified: true, status: "verified" });
    const other = await createCompany(db, {}, { emailVerified: true, status: "verified" });
    const [posting] = await db
      .insert(jobPostings)
      .values({
        enterpriseId: company.enterpriseId,
        title: "Machine Learning Engineer",
        description: "Retrieval systems.",
        location: "Remote",
        locationType: "Remote",
        skills: ["PyTorch", "Kubernetes"],
        experienceLevel: "mid",
      })
      .returning({ id: jobPostings.id });
    postingId = posting!.id;
    const [otherPosting] = await db
      .insert(jobPostings)
      .values({
        enterpriseId: other.enterpriseId,
        title: "Platform Engineer",
        description: "Clusters.",
        location: "Remote",
        locationType: "Remote",
        skills: ["Kubernetes"],
      })
      .returning({ id: jobPostings.id });
    otherPostingId = otherPosting!.id;

    // In the pool: a resume, PyTorch for 4 years, mid level.
    seen = await createCandidate(
      db,
      { jobTitle: "Machine Learning Engineer", experience: "mid", skills: "PyTorch" },
      { emailVerified: true },
    );
    await attachCandidateResume(db, seen.candidateId);
    await db.delete(candidateSkills).where(eq(candidateSkills.candidateId, seen.candidateId));
    await db
      .insert(candidateSkills)
      .values({ candidateId: seen.candidateId, skillName: "PyTorch", yearsExperience: 4 });

    // An applicant to the posting who said "Kubernetes" only in the other company's posting
    // interview, which this company must never see.
    applicant = await createCandidate(db, { jobTitle: "Designer", skills: "Figma" }, { emailVerified: true });
    await attachCandidateResume(db, applicant.candidateId);
    await db.insert(applications).values({ candidateId: applicant.candidateId, jobPostingId: postingId });
    const [otherApplication] = await db
      .insert(applications)
      .values({ candidateId: applicant.candidateId, jobPostingId: otherPostingId })
      .returning({ id: applications.id });
    const otherInterview = await insertCompletedInterview(db, otherApplication!.id);
    await transcript(
      await seedEvaluation(db, otherInterview, { overallScore: 90 }),
      otherInterview,
      "I ran Kubernetes clusters for years.",
    );

    companyCookie = await signIn(t.app, company.email, undefined, uniqueIp());
    otherCompanyCookie = await signIn(t.app, other.email, undefined, uniqueIp());
    candidateCookie = await signIn(t.app, seen.email, undefined, uniqueIp());
  });
  afterAll(() => t?.close());

  it("scores the posting's applicants and the pool its company sees, with reasons", async () => {
    const outcome = await recomputeMatches(t.database.db, { postingId });
    expect(outcome.scored).toBeGreaterThanOrEqual(2);
    const row = await stored(seen.candidateId);
    expect(row?.reasons.skills).toEqual([
      {
        skill: "PyTorch",
        status: "met",
        years: 4,
        source: "profile",
        transcript: null,
        evidence: "claimed",
        excerpt: null,
      },
      {
        skill: "Kubernetes",
        status: "missing",
        years: null,
        source: null,
        transcript: null,
        evidence: null,
        excerpt: null,
      },
    ]);
    expect(row?.aiScore).toBeNull();
    expect(row?.reasons.level.fit).toBe("meets");
  });

  it("never uses another company's posting interview (neither its transcript nor its score)", async () => {
    const row = await stored(applicant.candidateId);
    expect(row).toBeDefined();
    const kubernetes = row!.reasons.skills.find((skill) => skill.skill === "Kubernetes");
    expect(kubernetes?.status).toBe("missing");
    expect(row!.reasons.evaluationScore).toBeNull();
  });

  it("uses the network interview of a candidate in the pool, with the sentence's time", async () => {
    const db = t.database.db;
    const interviewId = await insertCompletedInterview(db, await networkApplication(db, seen.candidateId));
    const said = "We ran it all on Kubernetes.";
    await transcript(await seedEvaluation(db, interviewId, { overallScore: 70 }), interviewId, said);
    await recomputeMatches(db, { postingId });
    const row = await stored(seen.candidateId);
    expect(row?.reasons.skills[1]).toEqual({
      skill: "Kubernetes",
      status: "met",
      years: null,
      source: "transcript",
      transcript: { interviewId, questionIndex: 1, text: said, startSeconds: 30 },
      evidence: "shown",
      excerpt: null,
    });
    // The AI score is carried beside the match, for ranking by it, and is no part of the score.
    expect(row?.reasons.evaluationScore).toBe(70);
    expect(row?.aiScore).toBe(70);
    expect(Object.keys(row!.reasons.breakdown)).toEqual(["skills", "level", "title", "location"]);
  });

  it("writes nothing when nothing changed, and recomputing twice gives the same rows", async () => {
    const db = t.database.db;
    const before = await db.select().from(matchScores).where(eq(matchScores.jobPostingId, postingId));
    const again = await recomputeMatches(db, { postingId });
    expect(again.written).toBe(0);
    expect(again.removed).toBe(0);
    const after = await db.select().from(matchScores).where(eq(matchScores.jobPostingId, postingId));
    expect(after).toEqual(before);
  });

  it("recomputes in a task when the candidate changes their skills (what they said in use outweighs the list)", async () => {
    const response = await inject("/api/candidates/me/career/skills", candidateCookie, "PUT", {
      skills: [
        { name: "PyTorch", yearsExperience: 1 },
        { name: "Kubernetes", yearsExperience: 5 },
      ],
    });
    expect(response.status).toBe(200);
    await expect
      .poll(async () => (await stored(seen.candidateId))?.reasons.skills.map((skill) => [skill.source, skill.years]), {
        timeout: 15_000,
      })
      .toEqual([
        ["profile", 1],
        // Said in the network interview, with the years the profile now gives.
        ["transcript", 5],
      ]);
  });

  it("sorts the applicants by match and answers each one's score and summary", async () => {
    const { status, body } = await inject<PostingApplicants>(
      `/api/companies/me/postings/${postingId}/applicants?sort=match`,
      companyCookie,
    );
    expect(status).toBe(200);
    const row = body.items.find((item) => item.profileId === applicant.userId);
    expect(row?.matchScore).toBe((await stored(applicant.candidateId))?.score);
    expect(row?.matchSummary?.missing).toEqual(["PyTorch", "Kubernetes"]);
  });

  it("ranks the pool for a posting, best first, and refuses another company's posting", async () => {
    const { status, body } = await inject<CandidatePoolPage>(`/api/candidates?rankFor=${postingId}`, companyCookie);
    expect(status).toBe(200);
    const scores = body.items.map((item) => item.matchScore ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(body.items[0]?.id).toBe(seen.candidateId);
    expect(body.items[0]?.matchScore).toBe((await stored(seen.candidateId))?.score);
    expect((await inject(`/api/candidates?rankFor=${postingId}`, otherCompanyCookie)).status).toBe(404);
    expect((await inject(`/api/candidates?rankFor=${postingId}&search=ml`, companyCookie)).status).toBe(400);
    expect((await inject(`/api/candidates?rankFor=${postingId}`, candidateCookie)).status).toBe(403);
    expect((await inject(`/api/candidates?rankFor=${postingId}`)).status).toBe(401);
  });

  it("ranks the pool for a posting by the AI score beside the match, the unscored last, page by page", async () => {
    const url = (cursor?: string | null) =>
      `/api/candidates?rankFor=${postingId}&rankBy=ai_score&pageSize=1${cursor ? `&cursor=${cursor}` : ""}`;
    const pages: CandidatePoolPage[] = [];
    for (let cursor: string | null | undefined = undefined; pages.length < 10;) {
      const { status, body }: { status: number; body: CandidatePoolPage } = await inject<CandidatePoolPage>(
        url(cursor),
        companyCookie,
      );
      expect(status).toBe(200);
      pages.push(body);
      cursor = body.nextCursor;
      if (!cursor) break;
    }
    const items = pages.flatMap((page) => page.items);
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items[0]?.id).toBe(seen.candidateId);
    const aiScores = items.map((item) => item.matchReasons?.evaluationScore ?? -1);
    expect(aiScores[0]).toBe(70);
    expect(aiScores).toEqual([...aiScores].sort((a, b) => b - a));
    // Back from the last page gives the one before it.
    const back = await inject<CandidatePoolPage>(url(pages.at(-1)!.previousCursor), companyCookie);
    expect(back.body.items.map((item) => item.id)).toEqual(pages.at(-2)!.items.map((item) => item.id));
    expect((await inject(`/api/candidates?rankFor=${postingId}&rankBy=nonsense`, companyCookie)).status).toBe(400);
  });

  it("ranks the dashboard's Top Candidates by best match, with the score", async () => {
    const { status, body } = await inject<CompanyDashboard>("/api/companies/me/dashboard", companyCookie);
    expect(status).toBe(200);
    expect(body.topCandidates[0]?.matchScore).toBe((await stored(applicant.candidateId))?.score);
  });

  it("recommends the candidate the postings they did not apply to, with their match", async () => {
    const { status, body } = await inject<RecommendedPostings>(
      "/api/candidates/me/recommended-postings",
      candidateCookie,
    );
    expect(status).toBe(200);
    // Both companies see the candidate in their pools; they applied to neither posting.
    expect(body.items.map((item) => item.id).sort()).toEqual([postingId, otherPostingId].sort());
    const scores = body.items.map((item) => item.matchScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const mine = body.items.find((item) => item.id === postingId);
    expect(mine?.matchScore).toBe((await stored(seen.candidateId))?.score);
    expect((await inject("/api/candidates/me/recommended-postings", companyCookie)).status).toBe(403);
    expect((await inject("/api/candidates/me/recommended-postings")).status).toBe(401);
  });

  it("scores a posting's candidates read in bulk exactly as each candidate read whole", async () => {
    const db = t.database.db;
    // A skill named only in the resume text, one only in another case, one not on the posting.
    await db
      .update(candidates)
      .set({ resumeText: "Shipped Kubernetes operators; some JavaScript." })
      .where(eq(candidates.id, applicant.candidateId));
    await db.delete(candidateSkills).where(eq(candidateSkills.candidateId, seen.candidateId));
    await db.insert(candidateSkills).values([
      { candidateId: seen.candidateId, skillName: "pytorch", yearsExperience: 2 },
      { candidateId: seen.candidateId, skillName: "Figma", yearsExperience: 9 },
    ]);
    // Only resume text, naming none of the skills (in lower case: any letter is something to judge by).
    const quiet = await createCandidate(db, { jobTitle: "Research Engineer", skills: "Go" }, { emailVerified: true });
    await attachCandidateResume(db, quiet.candidateId);
    await db.delete(candidateSkills).where(eq(candidateSkills.candidateId, quiet.candidateId));
    await db
      .update(candidates)
      .set({ skills: [], resumeText: "retrieval work in go." })
      .where(eq(candidates.id, quiet.candidateId));
    await recomputeMatches(db, { postingId });
    await recomputeMatches(db, { postingId: otherPostingId });
    expect((await stored(applicant.candidateId))?.reasons.skills.map((skill) => skill.source)).toEqual([
      null,
      "resume",
    ]);
    expect((await stored(quiet.candidateId))?.reasons.skills.map((skill) => skill.status)).toEqual([
      "missing",
      "missing",
    ]);
    expect((await stored(seen.candidateId))?.reasons.skills[0]).toMatchObject({ source: "profile", years: 2 });
    for (const candidateId of [seen.candidateId, applicant.candidateId, quiet.candidateId]) {
      expect((await recomputeMatches(db, { candidateId })).written).toBe(0);
    }
  });

  it("recomputes at once every active posting whose matches are of an older scoring version", async () => {
    const db = t.database.db;
    const current = await stored(seen.candidateId);
    await db
      .update(postingMatchRefreshes)
      .set({ scoringVersion: MATCH_SCORING_VERSION - 1 })
      .where(eq(postingMatchRefreshes.jobPostingId, postingId));
    await db
      .update(matchScores)
      .set({ score: 1 })
      .where(and(eq(matchScores.jobPostingId, postingId), eq(matchScores.candidateId, seen.candidateId)));
    await db.update(jobPostings).set({ status: "closed" }).where(eq(jobPostings.id, otherPostingId));

    // The other posting is closed: never recomputed as a whole, and not queued.
    expect(await refreshOutdatedMatches(t.app.services)).toEqual([postingId]);
    await expect.poll(async () => (await stored(seen.candidateId))?.score, { timeout: 15_000 }).toBe(current?.score);
    await expect
      .poll(
        async () =>
          (await db.select().from(postingMatchRefreshes).where(eq(postingMatchRefreshes.jobPostingId, postingId)))[0]
            ?.scoringVersion,
        { timeout: 15_000 },
      )
      .toBe(MATCH_SCORING_VERSION);
    expect(await refreshOutdatedMatches(t.app.services)).toEqual([]);
  });
});
