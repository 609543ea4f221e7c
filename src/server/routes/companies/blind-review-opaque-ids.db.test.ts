import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompanyCandidateProfile } from "@shared/candidates/candidate-profile-contracts";
import type { EvaluationView } from "@shared/evaluation/evaluation-contracts";
import type { InterviewWatch } from "@shared/interviews/watch-contracts";
import { encodeMatchDetail } from "@shared/matching/match-detail";
import type { MatchReasons } from "@shared/matching/match-reasons";
import { answerTranscripts, candidates, matchScores, profiles, workExperience } from "../../db/schema";
import {
  STRONG_PASSWORD,
  createCandidate,
  createCompany,
  mailTo,
  signIn,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { blindIdsOf } from "../../testing/blind-review-fixtures";
import { attachCandidateResume } from "../../testing/candidate-fixtures";
import {
  insertCompletedInterview,
  networkApplication,
  seedEvaluation,
  timedWords,
} from "../../testing/evaluation-fixtures";
import { injectAs, type TestMethod } from "../../testing/inject-as";
import { postingInput } from "../../testing/posting-fixtures";
import { storedMatch } from "../../testing/stored-match-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

type Caller = "subject" | "blind company" | "open company";

const FIRST = "Ysolde";
const LAST = "Marchetti";
const CITY = "Ravenna";
const LINKEDIN = "linkedin.com/in/ysolde-m";
const EMPLOYERS = ["Initrode Systems", "Vandelay Imports"];
const DATES = ["2018-04-09", "2022-11-14", "2022-11-21"];
/** A made-up word only this file's transcript says, to find the candidate by what they said. */
const TERM = Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join("");
const ANSWER = `I'm ${FIRST} ${LAST}, I tuned the ${TERM} cluster for a year.`;

const reasonsQuoting = (interviewId: string): MatchReasons => ({
  skills: [
    {
      skill: "Kubernetes",
      status: "met",
      years: null,
      source: "transcript",
      transcript: { interviewId, questionIndex: 0, text: ANSWER, startSeconds: 0 },
      evidence: "shown",
      excerpt: null,
    },
  ],
  level: { fit: "meets", candidateYears: 5, postingLevel: null },
  title: { similarity: 0.5 },
  location: { fit: "compatible", postingType: "remote" },
  evaluationScore: 75,
  claimedSkills: null,
  breakdown: { skills: 50, level: 10, title: 10, location: 5 },
});

/** A cursor is base64url JSON: swept as the text it decodes to as well. */
const decodedCursors = (body: string) =>
  [...body.matchAll(/"(?:nextCursor|previousCursor)":"(?:b\.)?([A-Za-z0-9_-]+)"/g)].map((match) =>
    Buffer.from(match[1]!, "base64url").toString("utf8"),
  );

/**
 * Decision 0077: nothing a blind-review company receives about a candidate it has hidden ties the
 * alias to the person. The test collects the candidate's real ids (profile, candidate row,
 * network application, interview and evaluation, work-history rows), name, e-mail, city,
 * LinkedIn, employers and exact dates, then reads every JSON, CSV and mail the company gets by the
 * ids it was given, and finds none of them.
 */
describe.each(testDrivers())("a blind company's ids for a hidden candidate, on %s", (driver) => {
  let t: TestApp;
  const cookies = {} as Record<Caller, string>;
  let blindCompany: { id: string; email: string };
  let openCompanyId: string;
  let postingId: string;
  let applicationId: string;
  let real: {
    profileId: string;
    candidateId: string;
    networkApplicationId: string;
    networkInterviewId: string;
    evaluationId: string;
    experienceIds: string[];
    email: string;
  };

  const inject = (method: TestMethod, url: string, caller: Caller, payload?: object) =>
    injectAs(t, method, url, cookies[caller], payload);
  const ok = async (method: TestMethod, url: string, caller: Caller, payload?: object) => {
    const response = await inject(method, url, caller, payload);
    expect(response.statusCode, `${caller} ${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response;
  };
  const secrets = () => [
    real.profileId,
    real.candidateId,
    real.networkApplicationId,
    real.networkInterviewId,
    real.evaluationId,
    ...real.experienceIds,
    FIRST,
    LAST,
    real.email,
    CITY,
    LINKEDIN,
    ...EMPLOYERS,
    ...DATES,
  ];
  const leaksIn = (text: string) => secrets().filter((secret) => text.toLowerCase().includes(secret.toLowerCase()));

  /** Every read the blind company makes, by the ids it was given; each response's text and headers. */
  async function blindReads(): Promise<{ name: string; text: string }[]> {
    await t.app.services.sessions.catchUp();
    const read = async (name: string, url: string) => {
      const response: LightMyRequestResponse = await ok("GET", url, "blind company");
      const text = `${JSON.stringify(response.headers)}\n${response.body}`;
      return { name, text: [text, ...decodedCursors(response.body)].join("\n"), response };
    };
    const pool = await read("pool", "/api/candidates?pageSize=1");
    const ranked = await read("ranked pool", `/api/candidates?rankFor=${postingId}&pageSize=100`);
    const said = await read("spoken search", `/api/candidates?search=${TERM}`);
    const applicants = await read("applicants", `/api/companies/me/postings/${postingId}/applicants`);
    const handle = applicants.response.json<{ items: { profileId: string }[] }>().items[0]!.profileId;
    const profile = await read("profile", `/api/candidates/${handle}`);
    const shown = profile.response.json<CompanyCandidateProfile>();
    expect(shown.networkInterviewId).not.toBeNull();
    const interview = shown.networkInterviewId!;
    const watch = await read("watch", `/api/interviews/${interview}/watch`);
    const evaluation = await read("evaluation", `/api/interviews/${interview}/evaluation`);
    const captions = await read("captions", `/api/interviews/${interview}/captions.vtt`);
    const application = await read("application", `/api/companies/me/applications/${applicationId}`);
    const dashboard = await read("dashboard", "/api/companies/me/dashboard");
    const notes = await read("notes", `/api/companies/me/candidates/${handle}/notes`);
    const reviewRequests = await read("review requests", "/api/review-requests?status=all");
    const fairness = await read("fairness report", "/api/companies/me/fairness-report");
    const fairnessCsv = await read("fairness report CSV", "/api/companies/me/fairness-report.csv");
    // Everything the interview's own links and the evaluation point at.
    const links = watch.response.json<InterviewWatch>();
    expect(links.interviewId).toBe(interview);
    expect(evaluation.response.json<EvaluationView>().interviewId).toBe(interview);
    // The new-applicant mail is queued with the application: wait for it.
    await expect
      .poll(async () => (await mailTo(t.database.db, blindCompany.email)).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    const mails = await mailTo(t.database.db, blindCompany.email);
    return [
      pool,
      ranked,
      said,
      applicants,
      profile,
      watch,
      evaluation,
      captions,
      application,
      dashboard,
      notes,
      reviewRequests,
      fairness,
      fairnessCsv,
      { name: "mails", text: JSON.stringify(mails) },
    ];
  }

  beforeAll(async () => {
    t = await createTestApp({ driver });
    const { db } = t.database;
    const blind = await createCompany(db, { companyName: "Alpha" }, { emailVerified: true, status: "verified" });
    const open = await createCompany(db, { companyName: "Beta" }, { emailVerified: true, status: "verified" });
    blindCompany = { id: blind.enterpriseId, email: blind.email };
    openCompanyId = open.enterpriseId;
    const account = await createCandidate(
      db,
      { firstName: FIRST, lastName: LAST, location: `${CITY}, Italy`, linkedin: LINKEDIN },
      { emailVerified: true },
    );
    const [row] = await db.select().from(candidates).where(eq(candidates.profileId, account.userId));
    await attachCandidateResume(db, row!.id, t.app.services.blobs);
    await db
      .update(profiles)
      .set({ bio: `${FIRST} here: eight years of platform work at Vandelay Imports and Initrode Systems.` })
      .where(eq(profiles.id, account.userId));
    const jobs = await db
      .insert(workExperience)
      .values([
        {
          candidateId: row!.id,
          position: "Staff Engineer",
          companyName: EMPLOYERS[0]!,
          startDate: DATES[2]!,
          endDate: null,
          description: `At Initrode Systems ${FIRST} led the platform team.`,
          sortOrder: 0,
        },
        {
          candidateId: row!.id,
          position: "Engineer",
          companyName: EMPLOYERS[1]!,
          startDate: DATES[0]!,
          endDate: DATES[1]!,
          description: null,
          sortOrder: 1,
        },
      ])
      .returning({ id: workExperience.id });
    const networkApplicationId = await networkApplication(db, row!.id);
    const networkInterviewId = await insertCompletedInterview(db, networkApplicationId);
    const evaluationId = await seedEvaluation(db, networkInterviewId, { summary: `${FIRST} explains clearly.` });
    await db.insert(answerTranscripts).values({
      evaluationId,
      interviewId: networkInterviewId,
      questionIndex: 1,
      provider: "openai",
      model: "test-whisper",
      rough: false,
      text: ANSWER,
      words: timedWords(ANSWER, 30),
    });
    real = {
      profileId: account.userId,
      candidateId: row!.id,
      networkApplicationId,
      networkInterviewId,
      evaluationId,
      experienceIds: jobs.map((job) => job.id),
      email: account.email,
    };
    const signed = (email: string) => signIn(t.app, email, STRONG_PASSWORD, uniqueIp());
    cookies.subject = await signed(account.email);
    cookies["blind company"] = await signed(blind.email);
    cookies["open company"] = await signed(open.email);
    await ok("PUT", "/api/companies/me/blind-review", "blind company", { enabled: true });
    postingId = (await ok("POST", "/api/companies/me/postings", "blind company", postingInput({ title: "SRE" }))).json<{
      id: string;
    }>().id;
    applicationId = (await ok("POST", `/api/postings/${postingId}/applications`, "subject", {})).json<{
      applicationId: string;
    }>().applicationId;
    // The application queued its match already: this one quotes the network interview.
    const match = storedMatch({
      jobPostingId: postingId,
      candidateId: row!.id,
      score: 80,
      detail: encodeMatchDetail(reasonsQuoting(networkInterviewId)),
    });
    await db
      .insert(matchScores)
      .values(match)
      .onConflictDoUpdate({
        target: [matchScores.jobPostingId, matchScores.candidateId],
        set: { score: match.score, detail: match.detail, detailMd5: match.detailMd5 },
      });
  }, 90_000);

  afterAll(async () => {
    await t?.close();
  });

  it("finds none of the candidate's real ids, name, contact, city, employers or dates in anything the blind company receives", async () => {
    for (const { name, text } of await blindReads()) expect(leaksIn(text), name).toEqual([]);
  });

  it("shows the work history as roles and durations, the bio and descriptions without the name or employers", async () => {
    const ids = await blindIdsOf(t.app.services, blindCompany.id);
    const profile = (
      await ok("GET", `/api/candidates/${await ids.handle(real.profileId)}`, "blind company")
    ).json<CompanyCandidateProfile>();
    expect(profile.bio).toBe("[name] here: eight years of platform work at [employer] and [employer].");
    expect(profile.workExperience).toEqual([
      expect.objectContaining({ companyName: null, startDate: null, endDate: null, current: true }),
      expect.objectContaining({
        companyName: null,
        startDate: null,
        endDate: null,
        current: false,
        durationMonths: 55,
      }),
    ]);
    expect(profile.workExperience[0]!.description).toBe("At [employer] [name] led the platform team.");
    // The company may show employers: its setting, stored on the server; never the dates.
    await ok("PUT", "/api/companies/me/blind-review", "blind company", { hideEmployers: false });
    expect((await ok("GET", "/api/companies/me/blind-review", "blind company")).json()).toEqual({
      enabled: true,
      hideEmployers: false,
    });
    const withEmployers = (
      await ok("GET", `/api/candidates/${await ids.handle(real.profileId)}`, "blind company")
    ).json<CompanyCandidateProfile>();
    expect(withEmployers.workExperience.map((job) => [job.companyName, job.startDate])).toEqual([
      [EMPLOYERS[0], null],
      [EMPLOYERS[1], null],
    ]);
    expect(withEmployers.bio).toBe(`[name] here: eight years of platform work at ${EMPLOYERS[1]} and ${EMPLOYERS[0]}.`);
    await ok("PUT", "/api/companies/me/blind-review", "blind company", { hideEmployers: true });
  });

  it("answers the real ids with 404, and the company's own ids only for that company", async () => {
    const blindIds = await blindIdsOf(t.app.services, blindCompany.id);
    const openIds = await blindIdsOf(t.app.services, openCompanyId);
    const opaqueInterview = blindIds.opaque("interview", real.networkInterviewId);
    const urls = (interview: string, profile: string) => [
      `/api/candidates/${profile}`,
      `/api/interviews/${interview}/watch`,
      `/api/interviews/${interview}/evaluation`,
      `/api/interviews/${interview}/captions.vtt`,
      `/api/interviews/${interview}/recording`,
    ];
    for (const url of urls(real.networkInterviewId, real.profileId)) {
      expect((await inject("GET", url, "blind company")).statusCode, url).toBe(404);
    }
    // Another company's ids for the same candidate open nothing here.
    for (const url of urls(
      openIds.opaque("interview", real.networkInterviewId),
      await openIds.handle(real.profileId),
    )) {
      expect((await inject("GET", url, "blind company")).statusCode, url).toBe(404);
    }
    // Nor do this company's ids open anything for another company.
    for (const url of urls(opaqueInterview, await blindIds.handle(real.profileId)).slice(0, 4)) {
      expect((await inject("GET", url, "open company")).statusCode, url).toBe(404);
    }
    // The other company, without blind review, uses the real ids as ever.
    for (const url of urls(real.networkInterviewId, real.profileId).slice(0, 4)) {
      expect((await inject("GET", url, "open company")).statusCode, url).toBe(200);
    }
  });

  it("keeps the company's own ids working after the reveal, and lets the real ids through then", async () => {
    const ids = await blindIdsOf(t.app.services, blindCompany.id);
    const handle = await ids.handle(real.profileId);
    await ok("POST", `/api/companies/me/candidates/${handle}/notes`, "blind company", {
      text: "Strong incident answer.",
      applicationId,
    });
    await ok("POST", `/api/companies/me/candidates/${handle}/reveal`, "blind company");
    const opaqueInterview = ids.opaque("interview", real.networkInterviewId);
    for (const interview of [opaqueInterview, real.networkInterviewId]) {
      expect(
        (await ok("GET", `/api/interviews/${interview}/watch`, "blind company")).json<InterviewWatch>(),
      ).toMatchObject({
        interviewId: interview,
      });
    }
    for (const profile of [handle, real.profileId]) {
      expect(
        (await ok("GET", `/api/candidates/${profile}`, "blind company")).json<CompanyCandidateProfile>(),
      ).toMatchObject({
        lastName: LAST,
        networkInterviewId: real.networkInterviewId,
      });
    }
  });
});
