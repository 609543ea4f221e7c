import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NETWORK_RUBRIC, NEVER_SCORED, defaultQuestionRubric } from "@shared/evaluation/rubric";
import { ErrorCode } from "@shared/http/error-codes";
import type { AiNotice } from "@shared/postings/ai-notice-contracts";
import { POSTING_NOT_FOUND } from "@shared/postings/contracts";
import { enterprises, interviewQuestions } from "../../db/schema";
import { signInDevAdmin } from "../../testing/accounts-fixtures";
import { callAs, insertPosting, signedInCompany } from "../../testing/company-candidate-fixtures";
import { signedInCallers } from "../../testing/company-callers";
import { errorOf } from "../../testing/inject-as";
import { insertInterviewTemplate } from "../../testing/posting-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

const noticeUrl = (postingId: string) => `/api/postings/${postingId}/ai-notice`;

const OWN_RUBRIC = {
  criteria: [
    {
      key: "incident-handling",
      competency: "Restores service and explains the root cause",
      levels: ["Nothing.", "Vague.", "Steps.", "Steps and cause.", "Steps, cause and prevention."] as [
        string,
        string,
        string,
        string,
        string,
      ],
    },
  ],
};

describe.each(testDrivers())("a posting's published AI notice on %s", (driver) => {
  let t: TestApp;
  let callers: Awaited<ReturnType<typeof signedInCallers>>;
  let ownQuestions: string;
  let networkPosting: string;
  let internal: string;
  let closed: string;
  let unverifiedCompanys: string;

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    const { db } = t.database;
    callers = await signedInCallers(t);
    const { companyA } = callers;
    await db.update(enterprises).set({ retentionDays: 90 }).where(eq(enterprises.id, companyA.enterpriseId));
    const templateId = await insertInterviewTemplate(db, companyA.enterpriseId, [
      "Walk us through an incident you handled.",
      "Tell us about a design you are proud of.",
    ]);
    // The first question has a rubric of its own; the second the default one.
    await db
      .update(interviewQuestions)
      .set({ rubric: OWN_RUBRIC })
      .where(eq(interviewQuestions.text, "Walk us through an incident you handled."));
    ownQuestions = (
      await insertPosting(db, companyA.enterpriseId, {
        title: "SRE",
        interviewTemplateId: templateId,
        shareAiFeedbackWithCandidates: false,
      })
    ).id;
    // A template without questions asks nothing of its own: the network interview is reused.
    const emptyTemplate = await insertInterviewTemplate(db, companyA.enterpriseId, []);
    networkPosting = (await insertPosting(db, companyA.enterpriseId, { interviewTemplateId: emptyTemplate })).id;
    internal = (await insertPosting(db, companyA.enterpriseId, { visibility: "internal" })).id;
    closed = (await insertPosting(db, companyA.enterpriseId, { status: "closed" })).id;
    unverifiedCompanys = (await insertPosting(db, callers.pending.enterpriseId)).id;
  }, 60_000);
  afterAll(async () => t?.close());

  it("is published to anyone, signed in or not, with the competencies of the posting's own rubric", async () => {
    const everyone = [
      undefined,
      callers.cookies.candidate,
      callers.cookies.companyA,
      callers.cookies.companyB,
      callers.cookies.pending,
      callers.cookies.admin,
    ];
    for (const cookie of everyone) {
      const response = await callAs(t, cookie)("GET", noticeUrl(ownQuestions));
      expect(response.statusCode).toBe(200);
      expect(response.json<AiNotice>()).toEqual({
        postingId: ownQuestions,
        title: "SRE",
        companyName: callers.companyA.input.companyName,
        interview: "posting",
        questions: [
          { number: 1, competencies: ["Restores service and explains the root cause"] },
          { number: 2, competencies: defaultQuestionRubric().criteria.map((criterion) => criterion.competency) },
        ],
        neverAssessed: [...NEVER_SCORED],
        evaluationSharedWithCandidate: false,
        retentionDays: 90,
        contactEmail: callers.companyA.email,
      });
    }
  });

  it("names the network rubric where the posting asks no questions of its own, which no company's retention covers", async () => {
    const response = await callAs(t, undefined)("GET", noticeUrl(networkPosting));
    expect(response.statusCode).toBe(200);
    const notice = response.json<AiNotice>();
    expect(notice.interview).toBe("network");
    expect(notice.questions).toEqual(
      NETWORK_RUBRIC.questions.map((question, index) => ({
        number: index + 1,
        competencies: question.criteria.map((criterion) => criterion.competency),
      })),
    );
    expect(notice.evaluationSharedWithCandidate).toBe(true);
    expect(notice.retentionDays).toBeNull();
  });

  it("follows the job page: an internal, closed or unverified company's posting is not found, for anyone", async () => {
    const company = await signedInCompany(t, "verified");
    for (const postingId of [internal, closed, unverifiedCompanys]) {
      for (const cookie of [
        undefined,
        callers.cookies.candidate,
        callers.cookies.companyA,
        company.cookie,
        callers.cookies.pending,
        await signInDevAdmin(t.app),
      ]) {
        const response = await callAs(t, cookie)("GET", noticeUrl(postingId));
        expect(response.statusCode, postingId).toBe(404);
        expect(errorOf(response)).toMatchObject({ error: ErrorCode.notFound, message: POSTING_NOT_FOUND });
      }
    }
  });

  it("refuses an id that is not one with the job page's message", async () => {
    const response = await callAs(t, undefined)("GET", noticeUrl("not-an-id"));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(POSTING_NOT_FOUND);
  });
});
