import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModelCard, PostingAgreement } from "@shared/agreement/agreement-report-contracts";
import type { CompanyMemberRole } from "@shared/companies/member-roles";
import type { RubricSnapshot } from "@shared/evaluation/rubric";
import { NETWORK_RUBRIC } from "@shared/evaluation/rubric";
import type { SexCategory } from "@shared/fairness/self-identification";
import { ErrorCode } from "@shared/http/error-codes";
import { POSTING_NOT_FOUND } from "@shared/postings/contracts";
import type { Db } from "../../db/client";
import {
  applications,
  candidateSelfIdentifications,
  companyMembers,
  evaluationOverrides,
  evaluations,
  postingAssignments,
  scorecards,
} from "../../db/schema";
import type { StoredEvaluationResult } from "../../db/schema/evaluation-result";
import {
  createCandidate,
  createCompanyMember,
  signIn,
  STRONG_PASSWORD,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { signedInCallers } from "../../testing/company-callers";
import { callAs, insertPosting } from "../../testing/company-candidate-fixtures";
import { insertCompletedInterview, networkApplication } from "../../testing/evaluation-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

const KEY = "clarity-of-explanation";
const RUBRIC: RubricSnapshot = {
  version: "template-agreement-v1",
  questions: [{ criteria: [NETWORK_RUBRIC.questions[0]!.criteria[1]!] }, { criteria: [] }],
};

interface Member {
  memberId: string;
  userId: string;
  name: string;
}

/** One answer of the plan: the two members' scores, the AI's, its runs' flag, who overrode it. */
interface Answer {
  people: [number | null, number | null];
  ai: number | "insufficient_evidence";
  lowAgreement?: boolean;
  overriddenBy?: ("first" | "second")[];
  sex?: SexCategory;
}

function result(ai: Answer["ai"], lowAgreement: boolean, key = KEY): StoredEvaluationResult {
  return {
    questions: [
      {
        index: 0,
        signals: { speechSeconds: 24, answered: true, timeLimitShare: 0.2 },
        transcriptUnavailableReason: null,
        possibleInjection: false,
        injectionPhrases: [],
        criteria: [
          {
            key,
            competency: "Explains their reasoning so a listener can follow it",
            score: ai,
            insufficientReason: ai === "insufficient_evidence" ? "no_quote" : null,
            rationale: "Scored for the agreement test.",
            quotes: [],
            runScores: [ai, ai],
            lowAgreement,
            quotesDropped: 0,
          },
        ],
        summary: null,
      },
    ],
  } as StoredEvaluationResult;
}

async function evaluate(
  db: Db,
  interviewId: string,
  rubric: RubricSnapshot,
  answer: Pick<Answer, "ai" | "lowAgreement">,
) {
  const [row] = await db
    .insert(evaluations)
    .values({
      interviewId,
      status: "done",
      provider: "openai",
      chatModel: "gpt-test-chat",
      rubricVersion: rubric.version,
      rubric,
      result: result(answer.ai, answer.lowAgreement ?? false, rubric.questions[0]!.criteria.at(-1)!.key),
      completedAt: new Date(),
    })
    .returning({ id: evaluations.id });
  return row!.id;
}

async function submit(
  db: Db,
  member: Member,
  applicationId: string,
  interviewId: string,
  rubric: RubricSnapshot,
  score: number | null,
) {
  await db.insert(scorecards).values({
    applicationId,
    interviewId,
    memberId: member.memberId,
    memberName: member.name,
    rubricVersion: rubric.version,
    rubric,
    ratings: [{ questionIndex: 0, criterionKey: rubric.questions[0]!.criteria.at(-1)!.key, score, note: "" }],
    recommendation: "yes",
    status: "submitted",
    version: 1,
    submittedAt: new Date(),
  });
}

/**
 * The plan's answers on a posting: each its own candidate and application. On the posting's own
 * interview, or (network) on the candidate's network interview the application reuses.
 */
async function seedAnswers(
  db: Db,
  postingId: string,
  members: [Member, Member],
  plan: Answer[],
  options: { network?: boolean } = {},
) {
  const rubric = options.network ? NETWORK_RUBRIC : RUBRIC;
  const interviewIds: string[] = [];
  for (const answer of plan) {
    const { candidateId } = await createCandidate(db, {}, { emailVerified: true });
    if (answer.sex) await db.insert(candidateSelfIdentifications).values({ candidateId, sex: answer.sex });
    const [application] = await db
      .insert(applications)
      .values({ candidateId, jobPostingId: postingId, status: "completed" })
      .returning({ id: applications.id });
    const interviewId = await insertCompletedInterview(
      db,
      options.network ? await networkApplication(db, candidateId) : application!.id,
    );
    interviewIds.push(interviewId);
    const evaluationId = await evaluate(db, interviewId, rubric, answer);
    for (const [at, member] of members.entries()) {
      await submit(db, member, application!.id, interviewId, rubric, answer.people[at]!);
    }
    for (const who of answer.overriddenBy ?? []) {
      const member = who === "first" ? members[0] : members[1];
      await db.insert(evaluationOverrides).values({
        evaluationId,
        questionIndex: 0,
        criterionKey: rubric.questions[0]!.criteria.at(-1)!.key,
        score: 3,
        reason: "Heard it differently.",
        byUserId: member.userId,
        byName: member.name,
      });
    }
  }
  return interviewIds;
}

const repeat = (times: number, answer: Answer): Answer[] => Array.from({ length: times }, () => answer);

describe.each(testDrivers())("agreement routes on %s (decision 0086)", (driver) => {
  let t: TestApp;
  let callers: Awaited<ReturnType<typeof signedInCallers>>;
  let posting: string;
  let fewPosting: string;
  let emptyPosting: string;
  let otherPosting: string;
  let interviewIds: string[];
  const roleCookies = {} as Record<CompanyMemberRole, string>;
  const roleMembers = {} as Record<CompanyMemberRole, string>;

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    callers = await signedInCallers(t, { names: { companyA: "Agreeing Co", companyB: "Other Co" } });
    const { db } = t.database;
    const { companyA } = callers;
    posting = (await insertPosting(db, companyA.enterpriseId, { title: "Data Engineer" })).id;
    fewPosting = (await insertPosting(db, companyA.enterpriseId, { title: "ML Engineer" })).id;
    emptyPosting = (await insertPosting(db, companyA.enterpriseId, { title: "Designer" })).id;
    otherPosting = (await insertPosting(db, callers.companyB.enterpriseId, { title: "Other Role" })).id;
    const [owner] = await db
      .select({ memberId: companyMembers.id })
      .from(companyMembers)
      .where(eq(companyMembers.profileId, companyA.userId));
    const recruiter = await createCompanyMember(
      db,
      { enterpriseId: companyA.enterpriseId, email: companyA.email },
      "recruiter",
      {
        firstName: "Rae",
        lastName: "Cruz",
      },
    );
    const [recruiterMember] = await db
      .select({ memberId: companyMembers.id })
      .from(companyMembers)
      .where(eq(companyMembers.profileId, recruiter.userId));
    const members: [Member, Member] = [
      { memberId: owner!.memberId, userId: companyA.userId, name: "Olive Owner" },
      { memberId: recruiterMember!.memberId, userId: recruiter.userId, name: "Rae Cruz" },
    ];
    // Data Engineer, 20 answers of one criterion, each scored by both members (decision 0080):
    // - 10 where both give 2: the AI gives 2 on five, 1 on five (the owner overrides two of those);
    // - 9 where both give 4: the AI gives 3 (the owner overrides two, the recruiter one);
    // - 1 where they give 2 and 4 (mean 3): the AI gives 5.
    // Three of the AI's scores were flagged low agreement between its runs; 10 women, 10 men.
    const plan: Answer[] = [
      ...repeat(3, { people: [2, 2], ai: 2, sex: "female" }),
      ...repeat(2, { people: [2, 2], ai: 2, sex: "female", lowAgreement: true }),
      ...repeat(3, { people: [2, 2], ai: 1, sex: "female" }),
      ...repeat(2, { people: [2, 2], ai: 1, sex: "female", overriddenBy: ["first"] }),
      ...repeat(6, { people: [4, 4], ai: 3, sex: "male" }),
      ...repeat(2, { people: [4, 4], ai: 3, sex: "male", overriddenBy: ["first"] }),
      { people: [4, 4], ai: 3, sex: "male", overriddenBy: ["second"] },
      { people: [2, 4], ai: 5, sex: "male", lowAgreement: true },
    ];
    interviewIds = await seedAnswers(db, posting, members, plan);
    // An applicant the AI scored (low agreement) and no member did yet: counts for the AI with itself only.
    const { candidateId } = await createCandidate(db, {}, { emailVerified: true });
    const [unscored] = await db
      .insert(applications)
      .values({ candidateId, jobPostingId: posting, status: "completed" })
      .returning({ id: applications.id });
    await evaluate(db, await insertCompletedInterview(db, unscored!.id), RUBRIC, { ai: 4, lowAgreement: true });
    // ML Engineer: 19 answers on the candidates' network interviews, one of them "not enough evidence"
    // for the AI and for a member: too few for any figure.
    await seedAnswers(
      db,
      fewPosting,
      members,
      [...repeat(18, { people: [3, 4], ai: 3 }), { people: [3, null], ai: "insufficient_evidence" }],
      { network: true },
    );
    for (const role of ["admin", "recruiter", "hiring_manager", "interviewer"] as const) {
      const member = await createCompanyMember(
        db,
        { enterpriseId: companyA.enterpriseId, email: companyA.email },
        role,
      );
      roleCookies[role] = await signIn(t.app, member.email, STRONG_PASSWORD, uniqueIp());
      const [row] = await db
        .select({ id: companyMembers.id })
        .from(companyMembers)
        .where(eq(companyMembers.profileId, member.userId));
      roleMembers[role] = row!.id;
    }
  }, 240_000);
  afterAll(async () => t?.close());

  const agreementOf = (postingId: string, query = "") => `/api/companies/me/postings/${postingId}/agreement${query}`;

  it("computes every figure of a posting's 20 double-scored answers as worked out by hand", async () => {
    const response = await callAs(t, callers.cookies.companyA)("GET", agreementOf(posting));
    expect(response.statusCode, response.body).toBe(200);
    const agreement = response.json<PostingAgreement>();
    expect(agreement.posting).toEqual({ id: posting, title: "Data Engineer" });
    expect(agreement.rubricVersions).toEqual([{ version: RUBRIC.version, scorecards: 40, evaluations: 21 }]);
    expect(agreement.rubricVersion).toBe(RUBRIC.version);
    expect(agreement.criteria).toEqual([{ key: KEY, competency: RUBRIC.questions[0]!.criteria[0]!.competency }]);
    const { figures } = agreement;
    // People with people, ordinal: units (2,2) ×10, (4,4) ×9, (2,4) ×1. Coincidences o22 = 20,
    // o44 = 18, o24 = o42 = 1; n2 = 21, n4 = 19, n = 40. δ(2,4) = (21 + 19 − (21 + 19)/2)² = 400.
    // alpha = 1 − (n − 1)·Σo·δ / Σn·n·δ = 1 − 39·800 / (2·21·19·400) = 1 − 13/133 = 120/133.
    expect(figures.peopleWithPeople.status).toBe("shown");
    expect(figures.peopleWithPeople.count).toBe(20);
    if (figures.peopleWithPeople.status === "shown") expect(figures.peopleWithPeople.value).toBeCloseTo(120 / 133, 10);
    // The AI against the members' mean, interval: pairs (2,2) ×5, (1,2) ×5, (3,4) ×9, (5,3) ×1.
    // Values n1 = 5, n2 = 15, n3 = 10, n4 = 9, n5 = 1, n = 40. Σo·δ = 5·2·1 + 9·2·1 + 2·4 = 36;
    // Σn·n·δ = 2·(75 + 200 + 405 + 80 + 150 + 540 + 135 + 90 + 40 + 9) = 3448.
    // alpha = 1 − 39·36/3448 = 511/862. Mean difference (0·5 − 1·5 − 1·9 + 2)/20 = −0.6;
    // within one point: all but the (5,3) pair, 19/20.
    const { aiWithPeople } = figures;
    expect(aiWithPeople.alpha.count).toBe(20);
    if (aiWithPeople.alpha.status === "shown") expect(aiWithPeople.alpha.value).toBeCloseTo(511 / 862, 10);
    expect(aiWithPeople.meanDifference).toEqual({ status: "shown", value: expect.closeTo(-0.6, 10), count: 20 });
    expect(aiWithPeople.withinOnePoint).toEqual({ status: "shown", value: 0.95, count: 20 });
    // Shown to both members on 20 answers (40 showings); the owner overrode 4, the recruiter 1.
    expect(figures.criteria).toHaveLength(1);
    expect(figures.criteria[0]!.criterionId).toBe(KEY);
    expect(figures.criteria[0]!.overrideRate).toEqual({ status: "shown", value: 5 / 40, count: 20 });
    expect(figures.criteria[0]!.meanDifference).toEqual(aiWithPeople.meanDifference);
    // The AI with itself, over every applicant's evaluation: 3 of the 20 and the unscored one's, of 21.
    expect(figures.aiWithItself).toEqual({ status: "shown", value: 4 / 21, count: 21 });
    // 10 women and 10 men: each group under 20, the comparison withheld without a count.
    expect(figures.acrossGroups).toEqual([
      { dimension: "sex", comparison: { status: "suppressed", reason: "group-too-few" } },
      { dimension: "race_ethnicity", comparison: { status: "suppressed", reason: "fewer-than-two-groups" } },
      { dimension: "intersection", comparison: { status: "suppressed", reason: "fewer-than-two-groups" } },
    ]);
    expect(Date.parse(agreement.computedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Aggregates only: no interview, member or note leaves.
    for (const hidden of [...interviewIds, "Olive Owner", "Rae Cruz", "Scored for the agreement test"])
      expect(response.body).not.toContain(hidden);
  });

  it("says too few, with the count, at 19 double-scored answers", async () => {
    const response = await callAs(t, callers.cookies.companyA)("GET", agreementOf(fewPosting));
    expect(response.statusCode, response.body).toBe(200);
    const { figures, rubricVersion } = response.json<PostingAgreement>();
    expect(rubricVersion).toBe(NETWORK_RUBRIC.version);
    expect(figures.peopleWithPeople).toEqual({ status: "too-few", count: 18 });
    // "Not enough evidence" from the AI is no score: 18 answers with an AI score and a member's.
    expect(figures.aiWithPeople).toEqual({
      alpha: { status: "too-few", count: 18 },
      meanDifference: { status: "too-few", count: 18 },
      withinOnePoint: { status: "too-few", count: 18 },
    });
    expect(figures.aiWithItself).toEqual({ status: "too-few", count: 19 });
  });

  it("shows a posting with nothing scored yet as too few at 0, and an unknown rubric version likewise", async () => {
    const empty = await callAs(t, callers.cookies.companyA)("GET", agreementOf(emptyPosting));
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json<PostingAgreement>()).toMatchObject({
      rubricVersions: [],
      rubricVersion: null,
      criteria: [],
      figures: { peopleWithPeople: { status: "too-few", count: 0 }, aiWithItself: { status: "too-few", count: 0 } },
    });
    const other = await callAs(t, callers.cookies.companyA)(
      "GET",
      agreementOf(posting, "?rubricVersion=template-gone-v9"),
    );
    expect(other.json<PostingAgreement>()).toMatchObject({
      rubricVersion: "template-gone-v9",
      figures: { peopleWithPeople: { status: "too-few", count: 0 } },
    });
  });

  it("gives the platform's model card to admins: the network interview's scorecards across companies, and the models", async () => {
    const response = await callAs(t, callers.cookies.admin)("GET", "/api/admin/agreement");
    expect(response.statusCode, response.body).toBe(200);
    const card = response.json<ModelCard>();
    expect(card.rubricVersion).toBe(NETWORK_RUBRIC.version);
    expect(card.rubricVersions).toEqual([{ version: NETWORK_RUBRIC.version, scorecards: 38, evaluations: 19 }]);
    expect(card.models).toEqual([{ provider: "openai", chatModel: "gpt-test-chat", evaluations: 19 }]);
    expect(card.figures.peopleWithPeople).toEqual({ status: "too-few", count: 18 });
    // The rubric's criteria in its order, each once though clarity recurs on several questions.
    expect(card.criteria.slice(0, 6).map((criterion) => criterion.key)).toEqual([
      "relevant-experience",
      KEY,
      "skill-evidence",
      "problem-solving",
      "ownership",
      "motivation-clarity",
    ]);
    expect(new Set(card.criteria.map((criterion) => criterion.key)).size).toBe(card.criteria.length);
  });

  it("lets an Owner, Admin and Recruiter read it, a hiring manager on an assigned posting only, never an interviewer (decision 0084)", async () => {
    for (const role of ["admin", "recruiter"] as const) {
      const response = await callAs(t, roleCookies[role])("GET", agreementOf(posting));
      expect(response.statusCode, `${role}: ${response.body}`).toBe(200);
    }
    // Outside their scope the posting is not found, as an unknown one is.
    for (const role of ["hiring_manager", "interviewer"] as const) {
      const response = await callAs(t, roleCookies[role])("GET", agreementOf(posting));
      expect(response.statusCode, `${role}: ${response.body}`).toBe(404);
      expect(response.json()).toMatchObject({ error: ErrorCode.notFound, message: POSTING_NOT_FOUND });
    }
    const { db } = t.database;
    await db.insert(postingAssignments).values({ postingId: posting, memberId: roleMembers.hiring_manager });
    await db.insert(postingAssignments).values({ postingId: posting, memberId: roleMembers.interviewer });
    const assigned = await callAs(t, roleCookies.hiring_manager)("GET", agreementOf(posting));
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<PostingAgreement>().figures.peopleWithPeople.count).toBe(20);
    // An interviewer works on single applications: even assigned to a posting, no aggregates.
    const interviewer = await callAs(t, roleCookies.interviewer)("GET", agreementOf(posting));
    expect(interviewer.statusCode).toBe(404);
    const unassigned = await callAs(t, roleCookies.hiring_manager)("GET", agreementOf(fewPosting));
    expect(unassigned.statusCode).toBe(404);
  });

  it("refuses everyone else: anonymous, a candidate, an unverified company, another company, and a company asking for the model card", async () => {
    const cases: [string | undefined, string, number, string | undefined][] = [
      [undefined, agreementOf(posting), 401, ErrorCode.unauthorized],
      [callers.cookies.candidate, agreementOf(posting), 403, ErrorCode.forbidden],
      [callers.cookies.pending, agreementOf(posting), 403, ErrorCode.companyNotVerified],
      [callers.cookies.companyB, agreementOf(posting), 404, ErrorCode.notFound],
      [callers.cookies.companyA, agreementOf(otherPosting), 404, ErrorCode.notFound],
      [callers.cookies.admin, agreementOf(posting), 403, ErrorCode.forbidden],
      [undefined, "/api/admin/agreement", 401, ErrorCode.unauthorized],
      [callers.cookies.companyA, "/api/admin/agreement", 403, ErrorCode.forbidden],
      [callers.cookies.candidate, "/api/admin/agreement", 403, ErrorCode.forbidden],
    ];
    for (const [cookie, url, status, error] of cases) {
      const response = await callAs(t, cookie)("GET", url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
      expect(response.json()).toMatchObject({ error });
    }
    const other = await callAs(t, callers.cookies.companyB)("GET", agreementOf(posting));
    expect(other.json()).toMatchObject({ message: POSTING_NOT_FOUND });
    const notAnId = await callAs(t, callers.cookies.companyA)("GET", agreementOf("not-a-posting"));
    expect(notAnId.statusCode).toBe(400);
  });

  it("keeps counting a member's submitted scores after they leave the company", async () => {
    const { db } = t.database;
    const before = (await callAs(t, callers.cookies.companyA)("GET", agreementOf(posting))).json<PostingAgreement>();
    await db.update(scorecards).set({ memberId: null }).where(eq(scorecards.memberName, "Rae Cruz"));
    const after = (await callAs(t, callers.cookies.companyA)("GET", agreementOf(posting))).json<PostingAgreement>();
    expect(after.figures.peopleWithPeople).toEqual(before.figures.peopleWithPeople);
    // Their overrides no longer count as theirs: the login behind them is not known any more.
    expect(after.figures.criteria[0]!.overrideRate).toEqual({ status: "shown", value: 4 / 40, count: 20 });
  });
});
