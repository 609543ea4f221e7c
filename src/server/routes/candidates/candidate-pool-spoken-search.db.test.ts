import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CandidatePoolItem, CandidatePoolPage } from "@shared/candidates/contracts";
import { answerTranscripts, applications, evaluations, transcriptCorrections } from "../../db/schema";
import { SPOKEN_GATHER_LIMIT } from "../../domain/candidates/pool/pool-spoken-search";
import { believeTranscript } from "../../domain/evaluation/transcript-confidence";
import { createCandidate, createCompany, signIn, signInDevAdmin, uniqueIp } from "../../testing/accounts-fixtures";
import { insertPosting } from "../../testing/company-candidate-fixtures";
import {
  insertCompletedInterview,
  networkApplication,
  seedEvaluation,
  timedWords,
} from "../../testing/evaluation-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

/** A made-up word of letters only, unique per test, so only this test's transcripts hold it. */
function word(length = 9): string {
  return Array.from({ length }, () => String.fromCharCode(97 + randomInt(26))).join("");
}

type Viewer = "companyA" | "companyB" | "admin";

describe.each(testDrivers())("the pool's search over what candidates said, on %s", (driver) => {
  let t: TestApp;
  const cookies = {} as Record<Viewer, string>;
  const enterprise = {} as Record<"companyA" | "companyB", string>;

  async function pool(viewer: Viewer, query: Record<string, string | number>): Promise<CandidatePoolPage> {
    await t.app.services.sessions.catchUp();
    const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    const response = await t.app.inject({
      method: "GET",
      url: `/api/candidates?${params.toString()}`,
      headers: { cookie: cookies[viewer] },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(200);
    return response.json<CandidatePoolPage>();
  }

  const found = async (viewer: Viewer, search: string) =>
    (await pool(viewer, { search })).items.map((item) => item.firstName);

  /** A pool candidate (verified) whose interview answers, current evaluation and transcripts are written directly. */
  async function speaker(
    firstName: string,
    answer: string,
    options: { postingOf?: "companyA" | "companyB"; startSeconds?: number; profile?: { jobTitle?: string } } = {},
  ) {
    const candidate = await createCandidate(t.database.db, { firstName, ...options.profile }, { emailVerified: true });
    // The network interview puts the candidate in the pool (a completed interview).
    const networkInterview = await insertCompletedInterview(
      t.database.db,
      await networkApplication(t.database.db, candidate.candidateId),
    );
    let interviewId = networkInterview;
    if (options.postingOf) {
      const posting = await insertPosting(t.database.db, enterprise[options.postingOf]);
      const [application] = await t.database.db
        .insert(applications)
        .values({ candidateId: candidate.candidateId, jobPostingId: posting.id, status: "pending" })
        .returning({ id: applications.id });
      interviewId = await insertCompletedInterview(t.database.db, application!.id);
    }
    const evaluationId = await seedEvaluation(t.database.db, interviewId);
    await t.database.db.insert(answerTranscripts).values({
      evaluationId,
      interviewId,
      questionIndex: 1,
      provider: "openai",
      model: "test-whisper",
      rough: false,
      text: answer,
      words: timedWords(answer, options.startSeconds ?? 30),
    });
    return { ...candidate, interviewId, evaluationId };
  }

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    const { db } = t.database;
    const a = await createCompany(db, {}, { emailVerified: true, status: "verified" });
    const b = await createCompany(db, {}, { emailVerified: true, status: "verified" });
    enterprise.companyA = a.enterpriseId;
    enterprise.companyB = b.enterpriseId;
    cookies.companyA = await signIn(t.app, a.email, undefined, uniqueIp());
    cookies.companyB = await signIn(t.app, b.email, undefined, uniqueIp());
    cookies.admin = await signInDevAdmin(t.app);
  });

  afterAll(async () => {
    await t?.close();
  });

  it("finds a phrase said in the network interview and shows its sentence, highlighted, and the second it starts", async () => {
    const term = word();
    const spoken = await speaker(
      "Spoken",
      `Thanks for asking. At my last job we built the ${term} reward model pipeline for the research team and shipped it weekly to production.`,
      { startSeconds: 240 },
    );
    for (const viewer of ["companyA", "companyB", "admin"] as const) {
      const page = await pool(viewer, { search: term });
      expect(page.items.map((item) => item.firstName)).toEqual(["Spoken"]);
      const hit = page.items[0]!.spokenHit!;
      expect(hit).toMatchObject({
        interviewId: spoken.interviewId,
        jobPostingId: null,
        questionIndex: 1,
        sentence: `…my last job we built the ${term} reward model pipeline for the research team and shipped it…`,
      });
      // Six words before the match: the fifth word, said two seconds in (one word every half second).
      expect(hit.startSeconds).toBe(242);
      expect(hit.highlights.map(({ start, end }) => hit.sentence.slice(start, end))).toEqual([term]);
    }
    // The word being typed is a prefix, as in the profile search.
    expect(await found("companyA", term.slice(0, 5))).toEqual(["Spoken"]);
  });

  it("searches a company's own posting interview for that company only, never another company's", async () => {
    const term = word();
    const applicant = await speaker("Applicant", `I tuned the ${term} cluster for a year.`, { postingOf: "companyB" });
    const own = await pool("companyB", { search: term });
    expect(own.items.map((item) => item.firstName)).toEqual(["Applicant"]);
    expect(own.items[0]!.spokenHit).toMatchObject({
      interviewId: applicant.interviewId,
      sentence: `I tuned the ${term} cluster for a year.`,
    });
    expect(own.items[0]!.spokenHit!.jobPostingId).not.toBeNull();
    // The same candidate is in company A's pool, but what they told company B is not A's to search.
    expect(await found("companyA", term)).toEqual([]);
    // Admins search the network interviews only.
    expect(await found("admin", term)).toEqual([]);
  });

  it("counts only the current evaluation's transcripts", async () => {
    const before = word();
    const after = word();
    const candidate = await speaker("Reevaluated", `We migrated the ${before} service.`);
    await t.database.db.update(evaluations).set({ isCurrent: false }).where(eq(evaluations.id, candidate.evaluationId));
    const current = await seedEvaluation(t.database.db, candidate.interviewId);
    await t.database.db.insert(answerTranscripts).values({
      evaluationId: current,
      interviewId: candidate.interviewId,
      questionIndex: 1,
      provider: "openai",
      model: "test-whisper",
      rough: false,
      text: `We migrated the ${after} service.`,
      words: timedWords(`We migrated the ${after} service.`, 30),
    });
    expect(await found("companyA", before)).toEqual([]);
    expect(await found("companyA", after)).toEqual(["Reevaluated"]);
  });

  it("never finds a word the offline transcriber was unsure of, nor captions it, while the words it believed are found (decision 0088)", async () => {
    const sure = word();
    const unsure = word();
    const heard = timedWords(`we built the ${sure} service and the ${unsure} tool`, 30).map((timed) => ({
      ...timed,
      confidence: timed.text === unsure ? 0.2 : 0.95,
    }));
    const believed = believeTranscript(heard)!;
    expect(believed.withheld).toBe(false);
    const candidate = await createCandidate(t.database.db, { firstName: "Unsure" }, { emailVerified: true });
    const interviewId = await insertCompletedInterview(
      t.database.db,
      await networkApplication(t.database.db, candidate.candidateId),
    );
    const evaluationId = await seedEvaluation(t.database.db, interviewId);
    await t.database.db.insert(answerTranscripts).values({
      evaluationId,
      interviewId,
      questionIndex: 1,
      provider: "offline",
      model: "pocketsphinx en-us",
      rough: true,
      text: believed.text,
      words: believed.words,
      heardWords: believed.heardWords,
      confidenceThreshold: believed.confidenceThreshold,
      confidentShare: believed.confidentShare,
      withheld: false,
    });
    expect(await found("companyA", sure)).toEqual(["Unsure"]);
    expect(await found("companyA", unsure)).toEqual([]);
    expect(await found("admin", unsure)).toEqual([]);
    const captions = await t.app.inject({
      method: "GET",
      url: `/api/interviews/${interviewId}/captions.vtt`,
      headers: { cookie: cookies.companyA },
    });
    expect(captions.statusCode).toBe(200);
    expect(captions.body).toContain(sure);
    expect(captions.body).not.toContain(unsure);
  });

  it("searches the candidate's latest correction instead of the transcript it replaces", async () => {
    const misheard = word();
    const meant = word();
    const older = word();
    const candidate = await speaker("Corrected", `I led the ${misheard} migration.`);
    for (const text of [`I led the ${older} migration.`, `I led the ${meant} migration.`]) {
      await t.database.db.insert(transcriptCorrections).values({
        interviewId: candidate.interviewId,
        questionIndex: 1,
        text,
        words: timedWords(text, 30),
        createdAt: new Date(Date.now() + (text.includes(meant) ? 1000 : 0)),
      });
    }
    expect(await found("companyA", misheard)).toEqual([]);
    expect(await found("companyA", older)).toEqual([]);
    const page = await pool("companyA", { search: meant });
    expect(page.items.map((item: CandidatePoolItem) => [item.firstName, item.spokenHit?.sentence])).toEqual([
      ["Corrected", `I led the ${meant} migration.`],
    ]);
  });

  it("finds the same candidates for a word said in more answers than it gathers, asking each candidate", async () => {
    const term = word();
    // One candidate says it in more answers than the search gathers through the words' index.
    const talkative = await speaker("Talkative", `We said ${term} and ${term} once.`);
    await t.database.db.execute(sql`
      insert into answer_transcripts (evaluation_id, interview_id, question_index, provider, model, rough, text, words)
      select ${talkative.evaluationId}::uuid, ${talkative.interviewId}::uuid, n, 'openai', 'test-whisper', false,
        ${`We said ${term} again.`}, '[]'::jsonb
      from generate_series(2, ${SPOKEN_GATHER_LIMIT + 1}) as n`);
    await speaker("Network", `I said ${term} too.`);
    await speaker("ToCompanyB", `I told B about ${term}.`, { postingOf: "companyB" });
    const reevaluated = await speaker("Outdated", `I said ${term} before.`);
    await t.database.db
      .update(evaluations)
      .set({ isCurrent: false })
      .where(eq(evaluations.id, reevaluated.evaluationId));
    const corrected = await speaker("Corrected", "I said something else.");
    await t.database.db.insert(transcriptCorrections).values({
      interviewId: corrected.interviewId,
      questionIndex: 1,
      text: `I said ${term} in fact.`,
      words: timedWords(`I said ${term} in fact.`, 30),
    });
    const unsaid = await speaker("Unsaid", `I said ${term} by mistake.`);
    await t.database.db.insert(transcriptCorrections).values({
      interviewId: unsaid.interviewId,
      questionIndex: 1,
      text: "I said nothing of the sort.",
      words: timedWords("I said nothing of the sort.", 30),
    });
    // Newest first, as the few found through the index are; the corrected words count, not the transcript.
    expect(await found("companyA", term)).toEqual(["Corrected", "Network", "Talkative"]);
    expect(await found("companyB", term)).toEqual(["Corrected", "ToCompanyB", "Network", "Talkative"]);
    const page = await pool("companyA", { search: term });
    expect(page.items.map((item) => item.spokenHit?.sentence)).toEqual([
      `I said ${term} in fact.`,
      `I said ${term} too.`,
      `We said ${term} and ${term} once.`,
    ]);
  });

  it("ranks what candidates said below their profiles, and pages through spoken matches", async () => {
    const term = word();
    await speaker("Titled", "Nothing to see here.", { profile: { jobTitle: `${term} Engineer` } });
    for (const name of ["Firstsaid", "Secondsaid", "Thirdsaid"]) await speaker(name, `I use ${term} daily.`);
    const first = await pool("companyA", { search: term, pageSize: 2 });
    // The title match first though it is the oldest; then the spoken ones, newest first.
    expect(first.items.map((item) => item.firstName)).toEqual(["Titled", "Thirdsaid"]);
    expect(first.items[0]!.spokenHit).toBeUndefined();
    expect(first.total).toBe(4);
    const second = await pool("companyA", { search: term, pageSize: 2, cursor: first.nextCursor! });
    expect(second.items.map((item) => item.firstName)).toEqual(["Secondsaid", "Firstsaid"]);
    expect(second.nextCursor).toBeNull();
    expect(second.items.every((item) => item.spokenHit?.sentence === `I use ${term} daily.`)).toBe(true);
  });
});
