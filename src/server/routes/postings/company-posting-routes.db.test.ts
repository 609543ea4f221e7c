import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { ErrorCode } from "@shared/http/error-codes";
import {
  POSTING_LIMITS,
  companyPostingMessages as m,
  postingStatusMessages,
  type CompanyPosting,
  type CompanyPostingInput,
  type CompanyPostingSummary,
} from "@shared/postings/company-posting-contracts";
import { POSTING_NOT_FOUND } from "@shared/postings/contracts";
import { applications, jobPostings } from "../../db/schema";
import { STRONG_PASSWORD, createCandidate, createCompany, signIn, uniqueIp } from "../../testing/accounts-fixtures";
import { signedInCallers } from "../../testing/company-callers";
import { errorOf, injectAs, type TestMethod } from "../../testing/inject-as";
import { insertInterviewTemplate, postingInput } from "../../testing/posting-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";
import { nextMillisecond } from "../../testing/clock";

const POSTINGS = "/api/companies/me/postings";
type Caller = "candidate" | "pending" | "companyA" | "companyB" | "admin";

interface ListBody {
  items: CompanyPostingSummary[];
  total: number;
  page: number;
  pageSize: number;
  counts: { active: number; paused: number; closed: number; all: number };
  departments: string[];
}

describe.each(testDrivers())("company postings on %s", (driver) => {
  let t: TestApp;
  const cookies = {} as Record<Caller, string>;
  const companyIds = {} as Record<"companyA" | "companyB", string>;
  let candidateId: string;

  const call = (method: TestMethod, url: string, cookie?: string, payload?: object) =>
    injectAs(t, method, url, cookie, payload);

  const create = async (overrides: Partial<CompanyPostingInput> = {}, cookie = cookies.companyA) => {
    const response = await call("POST", POSTINGS, cookie, postingInput(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CompanyPosting>();
  };
  const changeStatus = (id: string, action: string, cookie = cookies.companyA) =>
    call("POST", `${POSTINGS}/${id}/status`, cookie, { action });
  const list = async (query: string, cookie = cookies.companyA) => {
    const response = await call("GET", `${POSTINGS}?${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListBody>();
  };
  const onBoard = async (id: string) => {
    const detail = await call("GET", `/api/postings/${id}`, cookies.candidate);
    const board = await call("GET", "/api/postings?pageSize=100", cookies.candidate);
    const listed = board.json<{ items: { id: string }[] }>().items.some((item) => item.id === id);
    expect(detail.statusCode === 200, "detail and list agree").toBe(listed);
    return listed;
  };
  const postingCount = async () => (await t.database.db.select({ id: jobPostings.id }).from(jobPostings)).length;

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    const callers = await signedInCallers(t, { names: { companyA: "companyA", companyB: "companyB" } });
    Object.assign(cookies, callers.cookies);
    candidateId = callers.candidate.candidateId;
    companyIds.companyA = callers.companyA.enterpriseId;
    companyIds.companyB = callers.companyB.enterpriseId;
  });

  afterAll(async () => {
    await t?.close();
  });

  describe("access", () => {
    it("refuses anonymous (401), candidates (403), pending companies (403) and admins (403) on every endpoint", async () => {
      const id = (await create()).id;
      const requests = [
        ["GET", POSTINGS, undefined],
        ["GET", `${POSTINGS}/${id}`, undefined],
        ["POST", POSTINGS, postingInput()],
        ["PUT", `${POSTINGS}/${id}`, postingInput()],
        ["POST", `${POSTINGS}/${id}/status`, { action: "pause" }],
      ] as const;
      const before = await postingCount();
      for (const [method, url, payload] of requests) {
        const anonymous = await call(method, url, undefined, payload);
        expect(anonymous.statusCode).toBe(401);
        expect(errorOf(anonymous).error).toBe(ErrorCode.unauthorized);
        const candidate = await call(method, url, cookies.candidate, payload);
        expect(candidate.statusCode).toBe(403);
        expect(errorOf(candidate)).toEqual({ error: "forbidden", message: accessMessages.onlyFor("enterprise") });
        const pending = await call(method, url, cookies.pending, payload);
        expect(pending.statusCode).toBe(403);
        expect(errorOf(pending)).toEqual({
          error: ErrorCode.companyNotVerified,
          message: accessMessages.companyNotVerified,
        });
        const admin = await call(method, url, cookies.admin, payload);
        expect(admin.statusCode).toBe(403);
        expect(errorOf(admin)).toEqual({ error: "forbidden", message: accessMessages.adminIsNotACompany });
      }
      expect(await postingCount()).toBe(before);
      expect((await call("GET", `${POSTINGS}/${id}`, cookies.companyA)).json<CompanyPosting>().status).toBe("active");
    });

    it("keeps company A's postings from company B: 404 to read, edit or change, absent from B's list", async () => {
      const posting = await create({ title: "A's secret role" });
      const notFound = { error: ErrorCode.notFound, message: POSTING_NOT_FOUND };
      const read = await call("GET", `${POSTINGS}/${posting.id}`, cookies.companyB);
      expect(read.statusCode).toBe(404);
      expect(errorOf(read)).toEqual(notFound);
      const edit = await call("PUT", `${POSTINGS}/${posting.id}`, cookies.companyB, postingInput({ title: "Taken" }));
      expect(edit.statusCode).toBe(404);
      expect(errorOf(edit)).toEqual(notFound);
      for (const action of ["pause", "close", "reopen"]) {
        const changed = await changeStatus(posting.id, action, cookies.companyB);
        expect(changed.statusCode).toBe(404);
        expect(errorOf(changed)).toEqual(notFound);
      }
      const again = (await call("GET", `${POSTINGS}/${posting.id}`, cookies.companyA)).json<CompanyPosting>();
      expect(again).toMatchObject({ title: "A's secret role", status: "active" });
      expect((await list("tab=all&pageSize=100", cookies.companyB)).items.map((item) => item.title)).not.toContain(
        "A's secret role",
      );
    });

    it("refuses another company's interview template like an unknown one", async () => {
      const foreign = await insertInterviewTemplate(t.database.db, companyIds.companyB, ["B's question?"]);
      const before = await postingCount();
      for (const interviewTemplateId of [foreign, "00000000-0000-4000-8000-000000000000"]) {
        const response = await call("POST", POSTINGS, cookies.companyA, postingInput({ interviewTemplateId }));
        expect(response.statusCode).toBe(400);
        expect(errorOf(response)).toEqual({
          error: ErrorCode.validation,
          message: m.interviewTemplate,
          fields: { interviewTemplateId: m.interviewTemplate },
        });
      }
      expect(await postingCount()).toBe(before);
      const posting = await create();
      // An id no template has is refused the same way on an edit (its foreign key made it a 500).
      for (const interviewTemplateId of [foreign, "00000000-0000-4000-8000-000000000000"]) {
        const edit = await call("PUT", `${POSTINGS}/${posting.id}`, cookies.companyA, {
          ...postingInput({ title: "Should not save" }),
          interviewTemplateId,
        });
        expect(edit.statusCode).toBe(400);
        expect(errorOf(edit).fields).toEqual({ interviewTemplateId: m.interviewTemplate });
      }
      expect((await call("GET", `${POSTINGS}/${posting.id}`, cookies.companyA)).json().title).toBe(posting.title);
    });

    it("answers the retired development endpoint with 404, even on this machine", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/dev/postings",
        payload: { title: "Seam", description: "Seam." },
        headers: { cookie: cookies.companyA },
        remoteAddress: "127.0.0.1",
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe("validation", () => {
    const longSkill = "x".repeat(POSTING_LIMITS.skill + 1);
    const tooManySkills = Array.from({ length: POSTING_LIMITS.skills + 1 }, (_, i) => `Skill ${i}`);
    it.each([
      ["an empty title", { title: "   " }, { title: m.title }],
      ["a missing title", { title: undefined }, { title: m.title }],
      ["an empty description", { description: "" }, { description: m.description }],
      ["a description under 10 characters", { description: "Too short" }, { description: m.description }],
      ["an empty location", { location: " " }, { location: m.location }],
      ["a blank skill", { skills: ["PyTorch", "  "] }, { skills: m.skillEmpty }],
      ["a skill twice, in another case", { skills: ["PyTorch", " pytorch "] }, { skills: m.skillDuplicate }],
      ["a skill that is too long", { skills: [longSkill] }, { skills: m.skillTooLong }],
      ["too many skills", { skills: tooManySkills }, { skills: m.skillsTooMany }],
      ["an unknown location type", { locationType: "Moon" }, { locationType: m.locationType }],
      ["an unknown employment type", { employmentType: "Gig" }, { employmentType: m.employmentType }],
      ["an unknown visibility", { visibility: "secret" }, { visibility: m.visibility }],
      ["a template id that is no id", { interviewTemplateId: "abc" }, { interviewTemplateId: m.interviewTemplate }],
      ["an unknown experience level", { experienceLevel: "wizard" }, { experienceLevel: m.experienceLevel }],
    ] as const)("refuses %s with its message and writes nothing", async (_name, overrides, fields) => {
      const before = await postingCount();
      const response = await call("POST", POSTINGS, cookies.companyA, { ...postingInput(), ...overrides });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ error: ErrorCode.validation, fields });
      expect(await postingCount()).toBe(before);
    });

    it("gives every spec message at once for an empty form, and the same rules on edit", async () => {
      const empty = await call("POST", POSTINGS, cookies.companyA, { title: "", description: "", location: "" });
      expect(empty.statusCode).toBe(400);
      expect(errorOf(empty).fields).toEqual({ title: m.title, description: m.description, location: m.location });

      const posting = await create();
      const edit = await call("PUT", `${POSTINGS}/${posting.id}`, cookies.companyA, postingInput({ title: "" }));
      expect(edit.statusCode).toBe(400);
      expect(errorOf(edit).fields).toEqual({ title: m.title });
    });

    it("trims text, keeps optional fields null when empty, and defaults to Remote, Full-time and public", async () => {
      const response = await call("POST", POSTINGS, cookies.companyA, {
        title: "  Data Engineer ",
        description: "  Pipelines for the evaluation team.  ",
        location: " Anywhere ",
        department: " ",
        salaryRange: "",
        skills: [" SQL ", "dbt"],
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({
        title: "Data Engineer",
        description: "Pipelines for the evaluation team.",
        location: "Anywhere",
        locationType: "Remote",
        employmentType: "Full-time",
        visibility: "public",
        status: "active",
        department: null,
        salaryRange: null,
        additionalNotes: null,
        skills: ["SQL", "dbt"],
        applicantCount: 0,
        interviewTemplateId: null,
        // No level asked: any level.
        experienceLevel: null,
        // On by default: applicants see the evidence and scores the company sees (decision 0050).
        shareAiFeedbackWithCandidates: true,
      });
    });
  });

  describe("creating, editing and status", () => {
    it("creates a public posting with the company's own template; it is active and on the job board", async () => {
      const interviewTemplateId = await insertInterviewTemplate(t.database.db, companyIds.companyA, ["Why us?"]);
      const posting = await create({ title: "Board role", interviewTemplateId });
      expect(posting).toMatchObject({ status: "active", visibility: "public", interviewTemplateId });
      expect(await onBoard(posting.id)).toBe(true);
      const fetched = await call("GET", `${POSTINGS}/${posting.id}`, cookies.companyA);
      expect(fetched.json()).toEqual(posting);
      expect((await call("GET", `/api/postings/${posting.id}`, cookies.candidate)).json().hasCustomInterview).toBe(
        true,
      );
    });

    it("keeps an internal posting off the job board", async () => {
      const posting = await create({ title: "Internal role", visibility: "internal" });
      expect(posting.status).toBe("active");
      expect(await onBoard(posting.id)).toBe(false);
    });

    it("edits every field and keeps the status", async () => {
      const posting = await create({ title: "Before edit" });
      expect((await changeStatus(posting.id, "pause")).statusCode).toBe(200);
      const values = postingInput({
        title: "After edit",
        description: "A different description, long enough.",
        department: "Research",
        locationType: "On-Site",
        location: "Lisbon, PT",
        employmentType: "Contract",
        salaryRange: "$50/h",
        skills: ["Rust"],
        additionalNotes: "Visa support.",
        experienceLevel: "senior",
        visibility: "internal",
        shareAiFeedbackWithCandidates: false,
      });
      const edited = await call("PUT", `${POSTINGS}/${posting.id}`, cookies.companyA, values);
      expect(edited.statusCode, edited.body).toBe(200);
      const { interviewTemplateId: _none, ...expected } = values;
      expect(edited.json()).toMatchObject({
        ...expected,
        id: posting.id,
        status: "paused",
        createdAt: posting.createdAt,
      });
      expect(Date.parse(edited.json<CompanyPosting>().updatedAt)).toBeGreaterThanOrEqual(Date.parse(posting.updatedAt));
    });

    it("shares the AI feedback with applicants unless turned off; their interview page says which (decision 0050)", async () => {
      const interviewTemplateId = await insertInterviewTemplate(t.database.db, companyIds.companyA, ["Why us?"]);
      const posting = await create({
        title: "Private feedback role",
        interviewTemplateId,
        shareAiFeedbackWithCandidates: false,
      });
      expect(posting.shareAiFeedbackWithCandidates).toBe(false);
      const [row] = await t.database.db.select().from(jobPostings).where(eq(jobPostings.id, posting.id));
      expect(row?.shareAiFeedbackWithCandidates).toBe(false);

      const applicant = await createCandidate(t.database.db, {}, { emailVerified: true });
      const applicantCookie = await signIn(t.app, applicant.email, STRONG_PASSWORD, uniqueIp());
      const applied = await call("POST", `/api/postings/${posting.id}/applications`, applicantCookie, {});
      expect(applied.statusCode, applied.body).toBe(201);
      const interviewId = applied.json<{ interviewId: string }>().interviewId;
      const evidenceShared = async () => {
        const attempt = await call("POST", `/api/interviews/${interviewId}/attempts`, applicantCookie, {});
        expect(attempt.statusCode, attempt.body).toBe(200);
        return attempt.json<{ evidenceShared: boolean }>().evidenceShared;
      };
      expect(await evidenceShared()).toBe(false);
      // The prep page links to the posting's published AI notice (decision 0052).
      const attempt = await call("POST", `/api/interviews/${interviewId}/attempts`, applicantCookie, {});
      expect(attempt.json<{ postingId: string | null }>().postingId).toBe(posting.id);

      // Another company cannot turn it on; the owner can, and the applicant's page follows.
      const values = postingInput({
        title: "Private feedback role",
        interviewTemplateId,
        shareAiFeedbackWithCandidates: true,
      });
      expect((await call("PUT", `${POSTINGS}/${posting.id}`, cookies.companyB, values)).statusCode).toBe(404);
      expect(await evidenceShared()).toBe(false);
      const edited = await call("PUT", `${POSTINGS}/${posting.id}`, cookies.companyA, values);
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<CompanyPosting>().shareAiFeedbackWithCandidates).toBe(true);
      expect(await evidenceShared()).toBe(true);

      // A save that leaves it out (an older form) means the default: shared.
      const { shareAiFeedbackWithCandidates: _left, ...older } = postingInput({ title: "Private feedback role" });
      const off = await call("PUT", `${POSTINGS}/${posting.id}`, cookies.companyA, {
        ...older,
        shareAiFeedbackWithCandidates: false,
      });
      expect(off.json<CompanyPosting>().shareAiFeedbackWithCandidates).toBe(false);
      const omitted = await call("PUT", `${POSTINGS}/${posting.id}`, cookies.companyA, older);
      expect(omitted.json<CompanyPosting>().shareAiFeedbackWithCandidates).toBe(true);
    });

    it("keeps the experience level the company chose, shows it in its list and on the job board, and clears it back to any level", async () => {
      const posting = await create({ title: "Levelled role", experienceLevel: "mid" });
      expect(posting.experienceLevel).toBe("mid");
      const listed = (await list("tab=active&pageSize=100")).items.find((item) => item.id === posting.id);
      expect(listed?.experienceLevel).toBe("mid");
      const detail = await call("GET", `/api/postings/${posting.id}`, cookies.candidate);
      expect(detail.json<{ experienceLevel: string | null }>().experienceLevel).toBe("mid");
      const board = await call("GET", "/api/postings?search=Levelled&pageSize=100", cookies.candidate);
      expect(board.json<{ items: { id: string; experienceLevel: string | null }[] }>().items).toEqual([
        expect.objectContaining({ id: posting.id, experienceLevel: "mid" }),
      ]);

      const cleared = await call(
        "PUT",
        `${POSTINGS}/${posting.id}`,
        cookies.companyA,
        postingInput({ title: "Levelled role", experienceLevel: null }),
      );
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json<CompanyPosting>().experienceLevel).toBeNull();
      const [row] = await t.database.db.select().from(jobPostings).where(eq(jobPostings.id, posting.id));
      expect(row?.experienceLevel).toBeNull();
      const again = await call("GET", `/api/postings/${posting.id}`, cookies.candidate);
      expect(again.json<{ experienceLevel: string | null }>().experienceLevel).toBeNull();
    });

    it("pauses, closes and reopens; only active postings are on the board; applicants stay", async () => {
      const posting = await create({ title: "Lifecycle role" });
      await t.database.db.insert(applications).values({ candidateId, jobPostingId: posting.id, status: "pending" });
      expect(await onBoard(posting.id)).toBe(true);

      const paused = await changeStatus(posting.id, "pause");
      expect(paused.statusCode).toBe(200);
      expect(paused.json()).toMatchObject({ status: "paused", applicantCount: 1 });
      expect(await onBoard(posting.id)).toBe(false);
      const pausedAgain = await changeStatus(posting.id, "pause");
      expect(pausedAgain.statusCode).toBe(409);
      expect(errorOf(pausedAgain)).toEqual({ error: ErrorCode.conflict, message: postingStatusMessages.pause });

      const closed = await changeStatus(posting.id, "close");
      expect(closed.json()).toMatchObject({ status: "closed", applicantCount: 1 });
      expect(await onBoard(posting.id)).toBe(false);
      const closedAgain = await changeStatus(posting.id, "close");
      expect(closedAgain.statusCode).toBe(409);
      expect(errorOf(closedAgain).message).toBe(postingStatusMessages.close);
      expect((await changeStatus(posting.id, "pause")).statusCode).toBe(409);
      // The applicant is still there, and nobody can apply to the closed posting.
      const stillThere = await t.database.db
        .select()
        .from(applications)
        .where(eq(applications.jobPostingId, posting.id));
      expect(stillThere).toHaveLength(1);
      const other = await createCandidate(t.database.db, {}, { emailVerified: true });
      const otherCookie = await signIn(t.app, other.email, STRONG_PASSWORD, uniqueIp());
      const apply = await call("POST", `/api/postings/${posting.id}/applications`, otherCookie, {});
      expect(apply.statusCode).toBe(404);
      expect(errorOf(apply).message).toBe(POSTING_NOT_FOUND);

      const reopened = await changeStatus(posting.id, "reopen");
      expect(reopened.json()).toMatchObject({ status: "active", applicantCount: 1 });
      expect(await onBoard(posting.id)).toBe(true);
      const reopenedAgain = await changeStatus(posting.id, "reopen");
      expect(reopenedAgain.statusCode).toBe(409);
      expect(errorOf(reopenedAgain).message).toBe(postingStatusMessages.reopen);

      expect((await changeStatus(posting.id, "close")).json().status).toBe("closed");
      expect((await changeStatus(posting.id, "reopen")).json().status).toBe("active");
      const unknown = await changeStatus(posting.id, "archive");
      expect(unknown.statusCode).toBe(400);
      expect(errorOf(unknown).fields).toEqual({ action: postingStatusMessages.action });
    });
  });

  describe("the list", () => {
    let company: string;
    const createFor = async (overrides: Partial<CompanyPostingInput>) => {
      // Listed newest first: two postings created within one millisecond would tie.
      await nextMillisecond();
      return (await create(overrides, company)).id;
    };

    beforeAll(async () => {
      const own = await createCompany(
        t.database.db,
        { companyName: "Lister" },
        { emailVerified: true, status: "verified" },
      );
      company = await signIn(t.app, own.email, STRONG_PASSWORD, uniqueIp());
      await createFor({ title: "Backend Engineer", department: "Engineering", location: "Berlin" });
      await createFor({ title: "Frontend Engineer", department: "Engineering", location: "Remote EU" });
      const paused = await createFor({ title: "Designer", department: "Design", location: "Paris" });
      await changeStatus(paused, "pause", company);
      const closed = await createFor({ title: "Recruiter", department: "People", location: "Berlin" });
      await changeStatus(closed, "close", company);
      await createFor({ title: "Internal Analyst", department: "Finance", location: "Lisbon", visibility: "internal" });
      await createFor({ title: "No department", department: null, location: "Oslo" });
    });

    it("shows one tab newest first, with the count of every tab and the company's departments", async () => {
      const active = await list("tab=active", company);
      expect(active.items.map((item) => item.title)).toEqual([
        "No department",
        "Internal Analyst",
        "Frontend Engineer",
        "Backend Engineer",
      ]);
      expect(active).toMatchObject({ total: 4, page: 1, counts: { active: 4, paused: 1, closed: 1, all: 6 } });
      expect(active.departments).toEqual(["Design", "Engineering", "Finance", "People"]);
      expect((await list("tab=paused", company)).items.map((item) => item.title)).toEqual(["Designer"]);
      expect((await list("tab=closed", company)).items.map((item) => item.title)).toEqual(["Recruiter"]);
      expect((await list("tab=all", company)).total).toBe(6);
      expect(active.items[0]).toMatchObject({ status: "active", applicantCount: 0, visibility: "public" });
    });

    it("filters by department and searches title, department and location; counts follow", async () => {
      const engineering = await list("tab=all&department=Engineering", company);
      expect(engineering.items.map((item) => item.title)).toEqual(["Frontend Engineer", "Backend Engineer"]);
      expect(engineering.counts).toEqual({ active: 2, paused: 0, closed: 0, all: 2 });
      expect(engineering.departments).toHaveLength(4);

      const berlin = await list("tab=all&search=berlin", company);
      expect(berlin.items.map((item) => item.title)).toEqual(["Recruiter", "Backend Engineer"]);
      expect(berlin.counts).toEqual({ active: 1, paused: 0, closed: 1, all: 2 });
      expect((await list("tab=all&search=DESIGN", company)).items.map((item) => item.title)).toEqual(["Designer"]);
      expect((await list("tab=all&search=frontend", company)).items.map((item) => item.title)).toEqual([
        "Frontend Engineer",
      ]);
      expect((await list("tab=all&search=100%25", company)).total).toBe(0);
    });

    it("lists only internal postings for visibility=internal, and pages on the server", async () => {
      const internal = await list("tab=all&visibility=internal", company);
      expect(internal.items.map((item) => item.title)).toEqual(["Internal Analyst"]);
      expect(internal.counts.all).toBe(1);
      const publicOnly = await list("tab=all&visibility=public", company);
      expect(publicOnly.counts.all).toBe(5);

      const first = await list("tab=all&pageSize=4&page=1", company);
      const second = await list("tab=all&pageSize=4&page=2", company);
      expect(first.items).toHaveLength(4);
      expect(second.items).toHaveLength(2);
      expect(second).toMatchObject({ total: 6, page: 2, pageSize: 4 });
      const ids = [...first.items, ...second.items].map((item) => item.id);
      expect(new Set(ids).size).toBe(6);
    });

    it("cuts the description preview at 200 characters", async () => {
      const long = `${"word ".repeat(60)}end`;
      await createFor({ title: "Long description", description: long });
      const [item] = (await list("tab=all&search=Long%20description", company)).items;
      expect(item!.descriptionPreview.length).toBeLessThanOrEqual(201);
      expect(item!.descriptionPreview.endsWith("…")).toBe(true);
    });
  });
});
