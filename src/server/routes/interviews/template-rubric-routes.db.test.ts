import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import {
  NETWORK_RUBRIC,
  RUBRIC_MAX_CRITERIA,
  defaultQuestionRubric,
  rubricMessages,
  type QuestionRubric,
} from "@shared/evaluation/rubric";
import { ErrorCode } from "@shared/http/error-codes";
import {
  templateMessages as m,
  type InterviewTemplate,
  type QuestionRubricInput,
} from "@shared/interviews/template-contracts";
import { interviews, jobPostings } from "../../db/schema";
import { STRONG_PASSWORD, createCandidate, signIn, uniqueIp } from "../../testing/accounts-fixtures";
import { signedInCallers } from "../../testing/company-callers";
import { errorOf, injectAs, type TestMethod } from "../../testing/inject-as";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

/*
 * The rubric per template question (decision 0050): what the AI assesses each answer against,
 * edited in /interview-customization, versioned, and snapshotted into the interviews it applies to.
 */

const TEMPLATES = "/api/companies/me/interview-templates";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

const levels = (topic: string) =>
  [1, 2, 3, 4, 5].map((level) => `${topic}: what level ${level} sounds like.`) as [
    string,
    string,
    string,
    string,
    string,
  ];

const criterion = (competency: string, key?: string) => ({
  ...(key ? { key } : {}),
  competency,
  levels: levels(competency),
});

const body = (rubrics: (QuestionRubricInput | undefined)[], texts?: string[]) => ({
  name: "Rubric Interview",
  isActive: true,
  questions: rubrics.map((rubric, index) => ({
    text: texts?.[index] ?? `Question ${index + 1}`,
    type: "open-ended" as const,
    timeLimitSeconds: 120,
    ...(rubric ? { rubric } : {}),
  })),
});

const competenciesOf = (rubric: QuestionRubric) => rubric.criteria.map((item) => [item.key, item.competency]);

describe.each(testDrivers())("interview template rubrics on %s", (driver) => {
  let t: TestApp;
  const cookies = {} as Record<"candidate" | "pending" | "companyA" | "companyB" | "admin", string>;
  const companyIds = {} as Record<"companyA", string>;

  const call = (method: TestMethod, url: string, cookie?: string, payload?: object) =>
    injectAs(t, method, url, cookie, payload);
  const create = async (cookie: string) => {
    const response = await call("POST", TEMPLATES, cookie);
    expect(response.statusCode).toBe(201);
    return response.json<InterviewTemplate>();
  };
  const save = (cookie: string, id: string, payload: object) => call("PUT", `${TEMPLATES}/${id}`, cookie, payload);
  const listed = async (cookie: string, id: string) => {
    const response = await call("GET", TEMPLATES, cookie);
    expect(response.statusCode).toBe(200);
    return response.json<{ items: InterviewTemplate[] }>().items.find((item) => item.id === id);
  };

  beforeAll(async () => {
    t = await createTestApp({ driver, startWorker: false, env: { DEV_ADMIN_ENABLED: "true" } });
    const callers = await signedInCallers(t, {
      names: { pending: "Pending Rubrics", companyA: "Rubric Labs", companyB: "Other Rubrics" },
    });
    Object.assign(cookies, callers.cookies);
    companyIds.companyA = callers.companyA.enterpriseId;
  });

  afterAll(async () => {
    await t?.close();
  });

  it("gives a question the default rubric until its company writes one, at rubric version 1", async () => {
    const template = await create(cookies.companyA);
    expect(template.rubricVersion).toBe(1);
    const response = await save(cookies.companyA, template.id, body([undefined]));
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<InterviewTemplate>();
    expect(saved.questions[0]?.rubric).toEqual(defaultQuestionRubric());
    // The version names the list of rubrics an interview is scored against: one more question is a new list.
    expect(saved.rubricVersion).toBe(2);
  });

  it("saves criteria with keys made from the competency, keeps a key once made, and bumps the version only when a rubric changes", async () => {
    const template = await create(cookies.companyA);
    const first = await save(
      cookies.companyA,
      template.id,
      body([
        {
          criteria: [
            criterion("System design trade-offs"),
            criterion("System design trade-offs"),
            criterion("  Testing strategy!  "),
          ],
        },
      ]),
    );
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json<InterviewTemplate>();
    expect(competenciesOf(saved.questions[0]!.rubric)).toEqual([
      ["system-design-trade-offs", "System design trade-offs"],
      ["system-design-trade-offs-2", "System design trade-offs"],
      ["testing-strategy", "Testing strategy!"],
    ]);
    expect(saved.rubricVersion).toBe(2);

    // Stored: a reload shows it.
    const reloaded = await listed(cookies.companyA, template.id);
    expect(reloaded?.questions[0]?.rubric).toEqual(saved.questions[0]?.rubric);
    expect(reloaded?.rubricVersion).toBe(2);

    // Saving the same rubrics back (only the question's wording changes) keeps the version.
    const same = await save(cookies.companyA, template.id, body([saved.questions[0]!.rubric], ["A reworded question"]));
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json<InterviewTemplate>().rubricVersion).toBe(2);

    // Rewording a competency keeps its key; a new criterion gets its own.
    const reworded = await save(
      cookies.companyA,
      template.id,
      body([
        {
          criteria: [
            criterion("Weighs design trade-offs", "system-design-trade-offs"),
            criterion("Testing strategy", "testing-strategy"),
            criterion("Testing strategy"),
          ],
        },
      ]),
    );
    expect(reworded.statusCode, reworded.body).toBe(200);
    const after = reworded.json<InterviewTemplate>();
    expect(competenciesOf(after.questions[0]!.rubric)).toEqual([
      ["system-design-trade-offs", "Weighs design trade-offs"],
      ["testing-strategy", "Testing strategy"],
      ["testing-strategy-2", "Testing strategy"],
    ]);
    expect(after.rubricVersion).toBe(3);
  });

  describe("validation (400 with the rubric's messages, nothing written)", () => {
    let templateId: string;
    beforeAll(async () => {
      templateId = (await create(cookies.companyA)).id;
      const response = await save(cookies.companyA, templateId, body([{ criteria: [criterion("Ownership")] }]));
      expect(response.statusCode).toBe(200);
    });

    it.each([
      [
        "a criterion about a never-scored characteristic",
        { criteria: [criterion("Speaks with confidence")] },
        "questions.0.rubric.criteria.0.competency",
        rubricMessages.neverScored,
      ],
      [
        "a criterion about accent, in any case",
        { criteria: [criterion("Ownership"), criterion("Neutral ACCENT")] },
        "questions.0.rubric.criteria.1.competency",
        rubricMessages.neverScored,
      ],
      [
        "an empty competency",
        { criteria: [criterion("   ")] },
        "questions.0.rubric.criteria.0.competency",
        rubricMessages.competency,
      ],
      [
        "an empty level anchor",
        { criteria: [{ competency: "Ownership", levels: ["a", "b", " ", "d", "e"] }] },
        "questions.0.rubric.criteria.0.levels.2",
        rubricMessages.anchor,
      ],
      [
        "an anchor too long",
        { criteria: [{ competency: "Ownership", levels: ["a", "b", "c", "d", "e".repeat(501)] }] },
        "questions.0.rubric.criteria.0.levels.4",
        rubricMessages.tooLong,
      ],
      ["no criteria", { criteria: [] }, "questions.0.rubric.criteria", m.rubricEmpty],
      [
        "too many criteria",
        { criteria: Array.from({ length: RUBRIC_MAX_CRITERIA + 1 }, (_, i) => criterion(`Skill ${i}`)) },
        "questions.0.rubric.criteria",
        rubricMessages.tooMany,
      ],
    ] as const)("refuses %s", async (_, rubric, field, message) => {
      const response = await save(cookies.companyA, templateId, body([rubric as QuestionRubricInput]));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ error: ErrorCode.validation, fields: { [field]: message } });
      const stored = await listed(cookies.companyA, templateId);
      expect(stored?.questions[0]?.rubric.criteria.map((item) => item.competency)).toEqual(["Ownership"]);
      expect(stored?.rubricVersion).toBe(2);
    });
  });

  describe("who may edit a rubric", () => {
    const withRubric = body([{ criteria: [criterion("Debugging under pressure")] }]);

    it("refuses anonymous callers (401), candidates and the admin (403)", async () => {
      const anonymous = await call("PUT", `${TEMPLATES}/${UNKNOWN_ID}`, undefined, withRubric);
      expect(anonymous.statusCode).toBe(401);
      expect(errorOf(anonymous)).toMatchObject({ message: accessMessages.signInRequired });
      const candidate = await save(cookies.candidate, UNKNOWN_ID, withRubric);
      expect(candidate.statusCode).toBe(403);
      expect(errorOf(candidate)).toEqual({ error: ErrorCode.forbidden, message: accessMessages.onlyFor("enterprise") });
      const admin = await save(cookies.admin, UNKNOWN_ID, withRubric);
      expect(admin.statusCode).toBe(403);
      expect(errorOf(admin)).toEqual({ error: ErrorCode.forbidden, message: accessMessages.adminIsNotACompany });
    });

    it("lets the owner and an unverified company edit their own, and never another company's (404)", async () => {
      const pending = await create(cookies.pending);
      const pendingSave = await save(cookies.pending, pending.id, withRubric);
      expect(pendingSave.statusCode, pendingSave.body).toBe(200);
      expect(pendingSave.json<InterviewTemplate>().questions[0]?.rubric.criteria[0]?.key).toBe(
        "debugging-under-pressure",
      );

      const theirs = await create(cookies.companyB);
      expect((await save(cookies.companyB, theirs.id, withRubric)).statusCode).toBe(200);
      const hijack = await save(cookies.companyA, theirs.id, body([{ criteria: [criterion("Hijacked")] }]));
      expect(hijack.statusCode).toBe(404);
      expect(errorOf(hijack)).toEqual({ error: ErrorCode.notFound, message: m.notFound });
      const still = await listed(cookies.companyB, theirs.id);
      expect(still?.questions[0]?.rubric.criteria.map((item) => item.competency)).toEqual(["Debugging under pressure"]);
      expect(still?.rubricVersion).toBe(2);
    });
  });

  describe("snapshots", () => {
    it("copies each question's rubric and the template's rubric version into a posting interview at applying", async () => {
      const template = await create(cookies.companyA);
      const rubric = { criteria: [criterion("Incident response")] };
      const saved = await save(cookies.companyA, template.id, body([rubric, undefined]));
      expect(saved.statusCode, saved.body).toBe(200);
      const version = saved.json<InterviewTemplate>().rubricVersion;
      const [posting] = await t.database.db
        .insert(jobPostings)
        .values({
          enterpriseId: companyIds.companyA,
          title: "Site Reliability Engineer",
          description: "Keep the interviews running.",
          location: "Remote",
          interviewTemplateId: template.id,
        })
        .returning({ id: jobPostings.id });
      const applicant = await createCandidate(t.database.db, {}, { emailVerified: true });
      const applicantCookie = await signIn(t.app, applicant.email, STRONG_PASSWORD, uniqueIp());
      const applied = await call("POST", `/api/postings/${posting!.id}/applications`, applicantCookie, {});
      expect(applied.statusCode, applied.body).toBe(201);
      const interviewId = applied.json<{ interviewId: string }>().interviewId;

      const snapshot = async () => {
        const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, interviewId));
        return row!.questions;
      };
      const expected = [
        {
          rubric: { criteria: [{ key: "incident-response", ...criterion("Incident response") }] },
          rubricVersion: `template-${template.id}-v${version}`,
        },
        { rubric: defaultQuestionRubric(), rubricVersion: `template-${template.id}-v${version}` },
      ];
      expect(await snapshot()).toMatchObject(expected);

      // Editing the rubric later moves the template's version, never the interview's snapshot.
      const edited = await save(
        cookies.companyA,
        template.id,
        body([{ criteria: [criterion("Something else entirely")] }, undefined]),
      );
      expect(edited.json<InterviewTemplate>().rubricVersion).toBe(version + 1);
      expect(await snapshot()).toMatchObject(expected);
    });

    it("gives the network interview the network rubric, which no company edits", async () => {
      const applicant = await createCandidate(t.database.db, {}, { emailVerified: true });
      const applicantCookie = await signIn(t.app, applicant.email, STRONG_PASSWORD, uniqueIp());
      const started = await call("POST", "/api/interviews/network/attempts", applicantCookie, {});
      expect(started.statusCode, started.body).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(interviews)
        .where(eq(interviews.id, started.json<{ interviewId: string }>().interviewId));
      expect(row!.questions.map((question) => question.rubric)).toEqual(NETWORK_RUBRIC.questions);
      expect(new Set(row!.questions.map((question) => question.rubricVersion))).toEqual(
        new Set([NETWORK_RUBRIC.version]),
      );
    });
  });
});
