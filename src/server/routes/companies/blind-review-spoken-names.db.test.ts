import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CandidatePoolPage } from "@shared/candidates/contracts";
import type { EvaluationView } from "@shared/evaluation/evaluation-contracts";
import { encodeMatchDetail } from "@shared/matching/match-detail";
import type { MatchReasons } from "@shared/matching/match-reasons";
import { answerTranscripts, applications, evaluations, interviews, matchScores } from "../../db/schema";
import {
  STRONG_PASSWORD,
  createCandidate,
  createCompany,
  mailTo,
  signIn,
  signInDevAdmin,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { blindIdsOf } from "../../testing/blind-review-fixtures";
import { insertPosting } from "../../testing/company-candidate-fixtures";
import { storedMatch } from "../../testing/stored-match-fixtures";
import {
  insertCompletedInterview,
  networkApplication,
  seedEvaluation,
  timedWords,
} from "../../testing/evaluation-fixtures";
import { injectAs, type TestMethod } from "../../testing/inject-as";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

type Caller = "candidate" | "blind company" | "open company" | "admin";

const FIRST = "Quorra";
const LAST = "Vantablack";
/** A made-up word only this file's transcript says, to find the candidate by what they said. */
const TERM = Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join("");
const ANSWER = `I'm ${FIRST} ${LAST}, I tuned the ${TERM} cluster for a year.`;
const REDACTED_ANSWER = `I'm [name] [name], I tuned the ${TERM} cluster for a year.`;
const SAID = `${LAST}'s team asked me, ${FIRST}, to tune the ${TERM} cluster.`;
const REDACTED_SAID = `[name]'s team asked me, [name], to tune the ${TERM} cluster.`;

function reasonsQuoting(interviewId: string): MatchReasons {
  return {
    skills: [
      {
        skill: "Kubernetes",
        status: "met",
        years: null,
        source: "transcript",
        transcript: { interviewId, questionIndex: 1, text: SAID, startSeconds: 30 },
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
  };
}

/**
 * Blind review hides who a candidate is; what they said must not tell it either. Candidates say
 * their name in their interview: a company that has them hidden reads "[name]" there, in the
 * evaluation, the captions, a pool search hit and a match's transcript evidence; the candidate,
 * admins, a company without blind review, and the blind company after the reveal read it as said.
 */
describe.each(testDrivers())("a hidden candidate's name in their own words, on %s", (driver) => {
  let t: TestApp;
  const cookies = {} as Record<Caller, string>;
  let profileId: string;
  let interviewId: string;
  let postingId: string;
  let applicationId: string;
  /** The pool lists a hidden candidate under a per-company handle, not the profile id: found by candidate id. */
  let candidateId: string;
  let blindCompanyId: string;
  let blindCompanyEmail: string;
  /** What the blind company is given instead (decision 0077): its own ids, and the profile handle. */
  let blindIds: { interview: string; candidate: string; handle: string };
  /** The interview as the caller names it: the blind company by its opaque id, which works after the reveal too. */
  const interviewOf = (caller: Caller) => (caller === "blind company" ? blindIds.interview : interviewId);
  /** The pool lists the candidate by the company's opaque id while hidden, by the id once revealed. */
  const isSubject = (id: string) => id === candidateId || id === blindIds.candidate;

  const ok = async (method: TestMethod, url: string, caller: Caller, payload?: object) => {
    const response = await injectAs(t, method, url, cookies[caller], payload);
    expect(response.statusCode, `${caller} ${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response;
  };
  const evaluation = async (caller: Caller) =>
    (await ok("GET", `/api/interviews/${interviewOf(caller)}/evaluation`, caller)).json<EvaluationView>();
  const captions = async (caller: Caller) =>
    (await ok("GET", `/api/interviews/${interviewOf(caller)}/captions.vtt`, caller)).body;
  const poolHit = async (caller: Caller) => {
    await t.app.services.sessions.catchUp();
    const page = (await ok("GET", `/api/candidates?search=${TERM}`, caller)).json<CandidatePoolPage>();
    const item = page.items.find((entry) => isSubject(entry.id));
    expect(item?.spokenHit, `${caller}'s hit`).toBeDefined();
    return item!.spokenHit!;
  };
  const highlighted = (hit: { sentence: string; highlights: { start: number; end: number }[] }) =>
    hit.highlights.map(({ start, end }) => hit.sentence.slice(start, end));
  const feedbackSeen = async () => {
    const applicants = (await ok("GET", `/api/companies/me/postings/${postingId}/applicants`, "blind company")).json<{
      items: { aiFeedbackPreview: string | null }[];
    }>();
    const application = (await ok("GET", `/api/companies/me/applications/${applicationId}`, "blind company")).json<{
      interview: { aiFeedback: { feedback: string | null } | null } | null;
    }>();
    return {
      preview: applicants.items[0]?.aiFeedbackPreview,
      application: application.interview?.aiFeedback?.feedback,
    };
  };
  const evidenceIn = (reasons: MatchReasons | null | undefined) => reasons?.skills[0]?.transcript?.text;

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    const { db } = t.database;
    const blind = await createCompany(db, { companyName: "Alpha" }, { emailVerified: true, status: "verified" });
    const open = await createCompany(db, { companyName: "Beta" }, { emailVerified: true, status: "verified" });
    const candidate = await createCandidate(db, { firstName: FIRST, lastName: LAST }, { emailVerified: true });
    profileId = candidate.userId;
    candidateId = candidate.candidateId;
    blindCompanyId = blind.enterpriseId;
    blindCompanyEmail = blind.email;
    const signed = (email: string) => signIn(t.app, email, STRONG_PASSWORD, uniqueIp());
    cookies.candidate = await signed(candidate.email);
    cookies["blind company"] = await signed(blind.email);
    cookies["open company"] = await signed(open.email);
    cookies.admin = await signInDevAdmin(t.app);

    // The network interview, which every company that may see the candidate watches and searches.
    interviewId = await insertCompletedInterview(db, await networkApplication(db, candidate.candidateId));
    const evaluationId = await seedEvaluation(db, interviewId, {
      summary: `${FIRST} gave a concrete example.`,
      candidateSummary: `You gave a concrete example, ${FIRST}.`,
    });
    await db.insert(answerTranscripts).values({
      evaluationId,
      interviewId,
      questionIndex: 1,
      provider: "openai",
      model: "test-whisper",
      rough: false,
      text: ANSWER,
      words: timedWords(ANSWER, 30),
    });
    // The summary the pipeline copies onto the interview for lists.
    await db
      .update(interviews)
      .set({ score: 75, feedback: `${FIRST} gave a concrete example.` })
      .where(eq(interviews.id, interviewId));
    // A quote and a rationale that name the candidate, as an older model's might.
    const [stored] = await db
      .select({ result: evaluations.result })
      .from(evaluations)
      .where(eq(evaluations.id, evaluationId));
    const result = stored!.result!;
    const criterion = result.questions[0]!.criteria[0]!;
    criterion.rationale = `${FIRST} names the system.`;
    criterion.quotes = [{ text: `I'm ${FIRST} ${LAST}`, startSeconds: 30, endSeconds: 31.4 }];
    await db.update(evaluations).set({ result }).where(eq(evaluations.id, evaluationId));

    // An application to the blind company, with a match quoting what they said.
    postingId = (await insertPosting(db, blind.enterpriseId, { title: "Platform Engineer" })).id;
    const [application] = await db
      .insert(applications)
      .values({ candidateId: candidate.candidateId, jobPostingId: postingId, status: "pending" })
      .returning({ id: applications.id });
    applicationId = application!.id;
    await db.insert(matchScores).values(
      storedMatch({
        jobPostingId: postingId,
        candidateId: candidate.candidateId,
        score: 80,
        detail: encodeMatchDetail(reasonsQuoting(interviewId)),
      }),
    );
    await ok("PUT", "/api/companies/me/blind-review", "blind company", { enabled: true });
    const ids = await blindIdsOf(t.app.services, blindCompanyId);
    blindIds = {
      interview: ids.opaque("interview", interviewId),
      candidate: ids.opaque("candidate", candidateId),
      handle: await ids.handle(profileId),
    };
  }, 90_000);

  afterAll(async () => {
    await t?.close();
  });

  it("shows a hidden candidate's evaluation to the blind company with [name] for every word of the name", async () => {
    const view = await evaluation("blind company");
    const transcript = view.questions[1]!.transcript!;
    expect(transcript.text).toBe(REDACTED_ANSWER);
    expect(transcript.words.slice(0, 4).map((word) => word.text)).toEqual(["I'm", "[name]", "[name],", "I"]);
    // Word for word in place: every word keeps its time.
    expect(transcript.words.map((word) => word.start)).toEqual(timedWords(ANSWER, 30).map((word) => word.start));
    const criterion = view.questions[0]!.criteria[0]!;
    expect(criterion.rationale).toBe("[name] names the system.");
    expect(criterion.quotes.map((quote) => quote.text)).toEqual(["I'm [name] [name]"]);
    expect(view.summary).toBe("[name] gave a concrete example.");
    const body = JSON.stringify(view);
    expect(body).not.toContain(FIRST);
    expect(body).not.toContain(LAST);
  });

  it("serves the blind company captions without the name", async () => {
    const vtt = await captions("blind company");
    expect(vtt).toContain("[name] [name]");
    expect(vtt).not.toContain(FIRST);
    expect(vtt).not.toContain(LAST);
  });

  it("shows the blind company a pool search hit without the name, the search's word still highlighted", async () => {
    const hit = await poolHit("blind company");
    expect(hit.sentence).toBe(REDACTED_ANSWER);
    // "[name]," is shorter than the surname: the highlight moved with the text.
    expect(highlighted(hit)).toEqual([TERM]);
  });

  it("does not find a hidden candidate by the name they said (a company without blind review does)", async () => {
    const finds = async (caller: Caller, search: string) => {
      await t.app.services.sessions.catchUp();
      const page = (
        await ok("GET", `/api/candidates?search=${encodeURIComponent(search)}`, caller)
      ).json<CandidatePoolPage>();
      return page.items.some((item) => isSubject(item.id));
    };
    expect(await finds("blind company", LAST)).toBe(false);
    expect(await finds("blind company", `${FIRST} ${TERM}`)).toBe(false);
    expect(await finds("blind company", TERM)).toBe(true);
    expect(await finds("open company", `${FIRST} ${TERM}`)).toBe(true);
  });

  it("quotes what the candidate said as match evidence without the name: applicants, dashboard, ranked pool", async () => {
    const applicants = (await ok("GET", `/api/companies/me/postings/${postingId}/applicants`, "blind company")).json<{
      items: { matchReasons: MatchReasons | null }[];
    }>();
    expect(evidenceIn(applicants.items[0]?.matchReasons)).toBe(REDACTED_SAID);
    const dashboard = (await ok("GET", "/api/companies/me/dashboard", "blind company")).json<{
      topCandidates: { matchReasons: MatchReasons | null }[];
    }>();
    expect(evidenceIn(dashboard.topCandidates[0]?.matchReasons)).toBe(REDACTED_SAID);
    const ranked = (await ok("GET", `/api/candidates?rankFor=${postingId}`, "blind company")).json<CandidatePoolPage>();
    expect(evidenceIn(ranked.items.find((item) => isSubject(item.id))?.matchReasons)).toBe(REDACTED_SAID);
  });

  it("shows the blind company the AI's summary without the name in the applicants list and on the application", async () => {
    expect(await feedbackSeen()).toEqual({
      preview: "[name] gave a concrete example.",
      application: "[name] gave a concrete example.",
    });
  });

  it("shows the blind company a review request and its e-mail without the name the candidate wrote", async () => {
    const { db } = t.database;
    // A posting that shares the AI's feedback, so the candidate may ask for a review of its interview.
    const posting = await insertPosting(db, blindCompanyId, { shareAiFeedbackWithCandidates: true });
    const [application] = await db
      .insert(applications)
      .values({ candidateId, jobPostingId: posting.id, status: "pending" })
      .returning({ id: applications.id });
    const postingInterview = await insertCompletedInterview(db, application!.id);
    await seedEvaluation(db, postingInterview);
    await ok("POST", `/api/interviews/${postingInterview}/review-requests`, "candidate", {
      message: `This is ${FIRST} ${LAST}: please listen to my second answer again.`,
    });
    const redacted = "This is [name] [name]: please listen to my second answer again.";
    const listed = (await ok("GET", "/api/review-requests?status=all&pageSize=100", "blind company")).json<{
      items: { id: string; interviewId: string; message: string; candidateName: string }[];
    }>();
    const request = listed.items.find((item) => item.interviewId === postingInterview);
    expect(request?.message).toBe(redacted);
    const answered = await ok("POST", `/api/review-requests/${request!.id}/answer`, "blind company", {
      response: "We listened again.",
    });
    expect(answered.json<{ message: string }>().message).toBe(redacted);
    expect(answered.body).not.toContain(FIRST);
    // Mail is queued: poll for it.
    await expect.poll(async () => (await mailTo(db, blindCompanyEmail)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const mail = await mailTo(db, blindCompanyEmail);
    expect(JSON.stringify(mail)).toContain("[name] [name]");
    expect(JSON.stringify(mail)).not.toContain(FIRST);
    // The link names the candidate by the company's handle, never the profile id (which the
    // public profile answers to); it opens the candidate for that company, and the mail says the alias.
    expect(JSON.stringify(mail)).not.toContain(profileId);
    expect(JSON.stringify(mail)).toContain(request!.candidateName);
    const link = /\/candidate-profile\/([^\s"<\\]+)/.exec(JSON.stringify(mail))?.[1];
    expect(link).toBeDefined();
    const opened = await ok("GET", `/api/candidates/${link!}`, "blind company");
    expect(opened.body).not.toContain(FIRST);
  });

  it("shows the words as said to the candidate, an admin and a company without blind review", async () => {
    for (const caller of ["candidate", "admin", "open company"] as const) {
      const view = await evaluation(caller);
      expect(view.questions[1]!.transcript!.text, caller).toBe(ANSWER);
      expect(view.questions[0]!.criteria[0]!.quotes[0]!.text, caller).toBe(`I'm ${FIRST} ${LAST}`);
      expect(await captions(caller), caller).toContain(`${FIRST} ${LAST}`);
    }
    for (const caller of ["admin", "open company"] as const) {
      const hit = await poolHit(caller);
      expect(hit.sentence, caller).toBe(ANSWER);
      expect(highlighted(hit), caller).toEqual([TERM]);
    }
  });

  it("shows the words as said to the blind company once it revealed the candidate", async () => {
    await ok("POST", `/api/companies/me/candidates/${blindIds.handle}/notes`, "blind company", {
      text: "Good answer on the cluster.",
      applicationId,
    });
    await ok("POST", `/api/companies/me/candidates/${blindIds.handle}/reveal`, "blind company");
    const view = await evaluation("blind company");
    expect(view.questions[1]!.transcript!.text).toBe(ANSWER);
    expect(view.summary).toBe(`${FIRST} gave a concrete example.`);
    expect(await captions("blind company")).toContain(`${FIRST} ${LAST}`);
    const hit = await poolHit("blind company");
    expect(hit.sentence).toBe(ANSWER);
    expect(highlighted(hit)).toEqual([TERM]);
    const applicants = (await ok("GET", `/api/companies/me/postings/${postingId}/applicants`, "blind company")).json<{
      items: { matchReasons: MatchReasons | null }[];
    }>();
    expect(evidenceIn(applicants.items[0]?.matchReasons)).toBe(SAID);
    const summary = `${FIRST} gave a concrete example.`;
    expect(await feedbackSeen()).toEqual({ preview: summary, application: summary });
  });
});
