import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { ErrorCode } from "@shared/http/error-codes";
import {
  NEW_TEMPLATE_NAME,
  TEMPLATE_MAX_QUESTIONS,
  templateMessages as m,
  type InterviewTemplate,
  type SaveInterviewTemplateInput,
} from "@shared/interviews/template-contracts";
import { interviewQuestions, interviews, jobPostings } from "../../db/schema";
import { STRONG_PASSWORD, createCandidate, signIn, uniqueIp } from "../../testing/accounts-fixtures";
import { signedInCallers } from "../../testing/company-callers";
import { errorOf, injectAs, type TestMethod } from "../../testing/inject-as";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

const TEMPLATES = "/api/companies/me/interview-templates";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

const question = (text: string, timeLimitSeconds = 120, overrides: object = {}) => ({
  text,
  type: "open-ended" as const,
  timeLimitSeconds,
  instruction: "",
  ...overrides,
});

const saved = (overrides: Partial<SaveInterviewTemplateInput> = {}): SaveInterviewTemplateInput => ({
  name: "Frontend Developer Interview",
  description: "For senior frontend roles.",
  role: "Frontend Developer",
  department: "Engineering",
  isActive: true,
  questions: [
    question("Walk us through a UI you are proud of.", 180, { instruction: "Take a minute to think first." }),
    question("How do you test React components?", 120, { type: "technical" }),
  ],
  ...overrides,
});

describe.each(testDrivers())("interview template routes on %s", (driver) => {
  let t: TestApp;
  const cookies = {} as Record<"candidate" | "pending" | "companyA" | "companyB" | "admin", string>;
  const companyIds = {} as Record<"companyA", string>;

  const call = (method: TestMethod, url: string, cookie?: string, payload?: object) =>
    injectAs(t, method, url, cookie, payload);
  const list = async (cookie: string) => {
    const response = await call("GET", TEMPLATES, cookie);
    expect(response.statusCode).toBe(200);
    return response.json<{ items: InterviewTemplate[] }>().items;
  };
  const create = async (cookie: string) => {
    const response = await call("POST", TEMPLATES, cookie);
    expect(response.statusCode).toBe(201);
    return response.json<InterviewTemplate>();
  };
  const save = (cookie: string, id: string, body: object) => call("PUT", `${TEMPLATES}/${id}`, cookie, body);

  beforeAll(async () => {
    t = await createTestApp({ driver, startWorker: false, env: { DEV_ADMIN_ENABLED: "true" } });
    const callers = await signedInCallers(t, {
      names: { pending: "Pending Labs", companyA: "Verified Labs", companyB: "Other Labs" },
    });
    Object.assign(cookies, callers.cookies);
    companyIds.companyA = callers.companyA.enterpriseId;
  });

  afterAll(async () => {
    await t?.close();
  });

  describe("create, save, list and delete", () => {
    it("creates a 'New Interview Template', inactive and without questions", async () => {
      const template = await create(cookies.companyA);
      expect(template).toMatchObject({
        name: NEW_TEMPLATE_NAME,
        description: null,
        role: null,
        department: null,
        isActive: false,
        questions: [],
        postingCount: 0,
      });
      expect((await list(cookies.companyA)).map((item) => item.id)).toContain(template.id);
    });

    it("saves settings and the ordered questions whole, and lists them in that order", async () => {
      const template = await create(cookies.companyA);
      const response = await save(cookies.companyA, template.id, saved());
      expect(response.statusCode).toBe(200);
      const body = response.json<InterviewTemplate>();
      expect(body).toMatchObject({
        id: template.id,
        name: "Frontend Developer Interview",
        description: "For senior frontend roles.",
        role: "Frontend Developer",
        department: "Engineering",
        isActive: true,
      });
      expect(
        body.questions.map(({ text, type, timeLimitSeconds, instruction }) => [
          text,
          type,
          timeLimitSeconds,
          instruction,
        ]),
      ).toEqual([
        ["Walk us through a UI you are proud of.", "open-ended", 180, "Take a minute to think first."],
        ["How do you test React components?", "technical", 120, null],
      ]);

      // Reordered, one removed, one added: the stored rows are exactly the new list.
      const reordered = await save(cookies.companyA, template.id, {
        ...saved(),
        questions: [question("How do you test React components?", 90), question("  Why us?  ")],
      });
      expect(reordered.statusCode).toBe(200);
      const listed = (await list(cookies.companyA)).find((item) => item.id === template.id);
      expect(listed?.questions.map((q) => [q.text, q.timeLimitSeconds])).toEqual([
        ["How do you test React components?", 90],
        ["Why us?", 120],
      ]);
      const rows = await t.database.db
        .select()
        .from(interviewQuestions)
        .where(eq(interviewQuestions.templateId, template.id));
      expect(rows.map((row) => row.position).sort()).toEqual([0, 1]);
    });

    it("stores empty optional fields as empty and a missing time limit as 120 seconds", async () => {
      const template = await create(cookies.companyA);
      const response = await save(cookies.companyA, template.id, {
        name: "Minimal",
        isActive: false,
        questions: [{ text: "Tell us about yourself.", type: "situational" }],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        description: null,
        role: null,
        department: null,
        questions: [{ text: "Tell us about yourself.", type: "situational", timeLimitSeconds: 120, instruction: null }],
      });
    });

    it("deletes a template; it is gone from the list and a second delete is 404", async () => {
      const template = await create(cookies.companyA);
      const deleted = await call("DELETE", `${TEMPLATES}/${template.id}`, cookies.companyA);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ id: template.id });
      expect((await list(cookies.companyA)).map((item) => item.id)).not.toContain(template.id);
      const again = await call("DELETE", `${TEMPLATES}/${template.id}`, cookies.companyA);
      expect(again.statusCode).toBe(404);
      expect(errorOf(again)).toEqual({ error: ErrorCode.notFound, message: m.notFound });
    });
  });

  describe("validation (400 with field messages, nothing written)", () => {
    let templateId: string;
    beforeAll(async () => {
      templateId = (await create(cookies.companyA)).id;
      expect((await save(cookies.companyA, templateId, saved())).statusCode).toBe(200);
    });

    it.each([
      ["an empty name", { name: "" }, "name", m.name],
      ["a blank name", { name: "   " }, "name", m.name],
      ["a name too long", { name: "x".repeat(121) }, "name", m.nameTooLong],
      ["a blank question", { questions: [question("   ")] }, "questions.0.text", m.questionText],
      ["a time limit under 30 s", { questions: [question("Q", 29)] }, "questions.0.timeLimitSeconds", m.timeLimit],
      ["a time limit over 300 s", { questions: [question("Q", 301)] }, "questions.0.timeLimitSeconds", m.timeLimit],
      ["a fractional time limit", { questions: [question("Q", 60.5)] }, "questions.0.timeLimitSeconds", m.timeLimit],
      [
        "an unknown question type",
        { questions: [question("Q", 60, { type: "trivia" })] },
        "questions.0.type",
        m.questionType,
      ],
      [
        "limits adding up to more than 20 minutes",
        {
          questions: [
            question("A", 300),
            question("B", 300),
            question("C", 300),
            question("D", 300),
            question("E", 30),
          ],
        },
        "questions",
        m.totalTime,
      ],
      [
        "too many questions",
        { questions: Array.from({ length: TEMPLATE_MAX_QUESTIONS + 1 }, (_, i) => question(`Q${i}`, 30)) },
        "questions",
        m.tooManyQuestions,
      ],
    ] as const)("refuses %s", async (_, overrides, field, message) => {
      const response = await save(cookies.companyA, templateId, {
        ...saved(),
        ...overrides,
        name: "name" in overrides ? overrides.name : "Changed",
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ error: ErrorCode.validation, fields: { [field]: message } });
      const stored = (await list(cookies.companyA)).find((item) => item.id === templateId);
      expect(stored?.name).toBe("Frontend Developer Interview");
      expect(stored?.questions).toHaveLength(2);
    });

    it("accepts limits adding up to exactly 20 minutes", async () => {
      const questions = [question("A", 300), question("B", 300), question("C", 300), question("D", 300)];
      const response = await save(cookies.companyA, templateId, { ...saved(), questions });
      expect(response.statusCode).toBe(200);
      expect(response.json<InterviewTemplate>().questions).toHaveLength(4);
    });
  });

  describe("access", () => {
    it.each([
      ["GET", TEMPLATES],
      ["POST", TEMPLATES],
      ["PUT", `${TEMPLATES}/${UNKNOWN_ID}`],
      ["DELETE", `${TEMPLATES}/${UNKNOWN_ID}`],
    ] as const)("refuses anonymous %s with 401 and candidates with 403", async (method, url) => {
      const payload = method === "PUT" ? saved() : undefined;
      const anonymous = await call(method, url, undefined, payload);
      expect(anonymous.statusCode).toBe(401);
      expect(errorOf(anonymous)).toMatchObject({
        error: ErrorCode.unauthorized,
        message: accessMessages.signInRequired,
      });
      const candidate = await call(method, url, cookies.candidate, payload);
      expect(candidate.statusCode).toBe(403);
      expect(errorOf(candidate)).toEqual({ error: ErrorCode.forbidden, message: accessMessages.onlyFor("enterprise") });
    });

    it("lets a pending company prepare its own templates", async () => {
      const template = await create(cookies.pending);
      expect((await save(cookies.pending, template.id, saved({ name: "Pending Draft" }))).statusCode).toBe(200);
      expect((await list(cookies.pending)).map((item) => item.name)).toEqual(["Pending Draft"]);
      expect((await call("DELETE", `${TEMPLATES}/${template.id}`, cookies.pending)).statusCode).toBe(200);
    });

    it("never shows, changes or deletes another company's template (404)", async () => {
      const theirs = await create(cookies.companyB);
      expect((await save(cookies.companyB, theirs.id, saved({ name: "Other's Secret" }))).statusCode).toBe(200);

      expect((await list(cookies.companyA)).map((item) => item.id)).not.toContain(theirs.id);
      const change = await save(cookies.companyA, theirs.id, saved({ name: "Hijacked", questions: [] }));
      expect(change.statusCode).toBe(404);
      expect(errorOf(change)).toEqual({ error: ErrorCode.notFound, message: m.notFound });
      const remove = await call("DELETE", `${TEMPLATES}/${theirs.id}`, cookies.companyA);
      expect(remove.statusCode).toBe(404);

      const still = (await list(cookies.companyB)).find((item) => item.id === theirs.id);
      expect(still).toMatchObject({ name: "Other's Secret" });
      expect(still?.questions).toHaveLength(2);
    });

    it("answers 403 to an admin, who has no company of its own (decision 0010)", async () => {
      const admin = cookies.admin;
      for (const response of [
        await call("GET", TEMPLATES, admin),
        await call("POST", TEMPLATES, admin),
        await save(admin, UNKNOWN_ID, saved()),
        await call("DELETE", `${TEMPLATES}/${UNKNOWN_ID}`, admin),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(errorOf(response)).toEqual({ error: ErrorCode.forbidden, message: accessMessages.adminIsNotACompany });
      }
    });
  });

  describe("templates, postings and interviews", () => {
    it("keeps the follow-up setting: on with 60 s for a new template, switched off or timed per template, copied to interviews created from it", async () => {
      const template = await create(cookies.companyA);
      expect(template).toMatchObject({ followUpsEnabled: true, followUpSeconds: 60 });
      const listed = await call("GET", TEMPLATES, cookies.companyA);
      // No AI interviewer in this app: the page is told so, and says follow-ups cannot happen here.
      expect(listed.json()).toMatchObject({ interviewerAvailable: false });

      const tooLong = await save(cookies.companyA, template.id, saved({ followUpSeconds: 121 }));
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toMatchObject({ fields: { followUpSeconds: m.followUpSeconds } });
      const timed = await save(cookies.companyA, template.id, saved({ followUpSeconds: 90 }));
      expect(timed.json()).toMatchObject({ followUpsEnabled: true, followUpSeconds: 90 });

      const applyTo = async () => {
        const [posting] = await t.database.db
          .insert(jobPostings)
          .values({
            enterpriseId: companyIds.companyA,
            title: "Evaluation Engineer",
            description: "Measure the models.",
            location: "Remote",
            interviewTemplateId: template.id,
          })
          .returning({ id: jobPostings.id });
        const applicant = await createCandidate(t.database.db, {}, { emailVerified: true });
        const cookie = await signIn(t.app, applicant.email, STRONG_PASSWORD, uniqueIp());
        const applied = await call("POST", `/api/postings/${posting!.id}/applications`, cookie, {});
        const interviewId = applied.json<{ interviewId: string }>().interviewId;
        const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, interviewId));
        return row!.followUpSeconds;
      };
      expect(await applyTo()).toBe(90);
      const off = await save(cookies.companyA, template.id, saved({ followUpsEnabled: false }));
      expect(off.json()).toMatchObject({ followUpsEnabled: false });
      expect(await applyTo()).toBeNull();
    });

    it("snapshots the questions at applying: editing or deleting the template later leaves the interview alone", async () => {
      const template = await create(cookies.companyA);
      await save(cookies.companyA, template.id, saved());
      const [posting] = await t.database.db
        .insert(jobPostings)
        .values({
          enterpriseId: companyIds.companyA,
          title: "Frontend Developer",
          description: "Build the interview screens.",
          location: "Remote",
          interviewTemplateId: template.id,
        })
        .returning({ id: jobPostings.id });
      const postingId = posting!.id;
      expect((await list(cookies.companyA)).find((item) => item.id === template.id)?.postingCount).toBe(1);

      const applicant = await createCandidate(t.database.db, {}, { emailVerified: true });
      const applicantCookie = await signIn(t.app, applicant.email, STRONG_PASSWORD, uniqueIp());
      const applied = await call("POST", `/api/postings/${postingId}/applications`, applicantCookie, {});
      expect(applied.statusCode, applied.body).toBe(201);
      const interviewId = applied.json<{ interviewId: string }>().interviewId;

      const attempt = await call("POST", `/api/interviews/${interviewId}/attempts`, applicantCookie, {});
      expect(attempt.statusCode, attempt.body).toBe(200);
      // The overall time of a posting interview is its questions' limits together (180 + 120 s).
      expect(attempt.json()).toMatchObject({
        overallSeconds: 300,
        questions: [
          { text: "Walk us through a UI you are proud of.", timeLimitSeconds: 180 },
          { text: "How do you test React components?", timeLimitSeconds: 120 },
        ],
      });

      const edited = await save(cookies.companyA, template.id, {
        ...saved(),
        questions: [question("A brand new question", 60)],
      });
      expect(edited.statusCode).toBe(200);
      const snapshot = async () => {
        const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, interviewId));
        return row?.questions.map((q) => q.text);
      };
      expect(await snapshot()).toEqual(["Walk us through a UI you are proud of.", "How do you test React components?"]);

      expect((await call("DELETE", `${TEMPLATES}/${template.id}`, cookies.companyA)).statusCode).toBe(200);
      const [after] = await t.database.db.select().from(jobPostings).where(eq(jobPostings.id, postingId));
      expect(after?.interviewTemplateId).toBeNull();
      expect(await snapshot()).toEqual(["Walk us through a UI you are proud of.", "How do you test React components?"]);
      const board = await call("GET", `/api/postings/${postingId}`, applicantCookie);
      expect(board.statusCode).toBe(200);
    });
  });
});
