import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { CANDIDATE_NOT_FOUND } from "@shared/candidates/candidate-profile-contracts";
import { PROFILE_NOT_AVAILABLE, publicResumePath } from "@shared/candidates/contracts";
import { visibilityMessages } from "@shared/candidates/visibility-contracts";
import { NETWORK_INTERVIEW_TITLE } from "@shared/interviews/candidate-interview-contracts";
import { watchMessages } from "@shared/interviews/watch-contracts";
import {
  applications,
  candidateSkills,
  enterprises,
  interviews,
  jobPostings,
  profiles,
  workExperience,
} from "../../db/schema";
import {
  STRONG_PASSWORD,
  createCandidate,
  createCompany,
  signIn,
  signInDevAdmin,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { FIXTURE_RESUME, attachCandidateResume, completeNetworkInterview } from "../../testing/candidate-fixtures";
import { writeCandidateSkills } from "../../domain/candidates/career/write-candidate-skills";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

const CALLERS = ["anonymous", "owner", "other candidate", "company pending", "fintech", "security", "admin"] as const;
type Caller = (typeof CALLERS)[number];
type Outcome = { status: number; message?: string };

const OK: Outcome = { status: 200 };
const SIGN_IN: Outcome = { status: 401, message: accessMessages.signInRequired };
const CANDIDATES_ONLY: Outcome = { status: 403, message: accessMessages.onlyFor("candidate") };

function outcomeOf(response: LightMyRequestResponse): Outcome {
  if (response.statusCode < 400) return { status: response.statusCode };
  return { status: response.statusCode, message: response.json<{ message: string }>().message };
}

describe.each(testDrivers())("candidate visibility and the pool on %s", (driver) => {
  let t: TestApp;
  const cookies = {} as Record<Caller, string | undefined>;
  let fintechId: string;

  const call = (
    caller: Caller,
    method: "GET" | "PUT",
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> => {
    const cookie = cookies[caller];
    return t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: cookie ? { cookie } : {},
      remoteAddress: uniqueIp(),
    });
  };

  /** A candidate of their own with a session, for tests that change who sees them. */
  async function freshCandidate(marker: string) {
    const candidate = await createCandidate(t.database.db, { jobTitle: `${marker} Engineer` }, { emailVerified: true });
    const cookie = await signIn(t.app, candidate.email, STRONG_PASSWORD, uniqueIp());
    return { ...candidate, cookie };
  }

  const setVisibility = (cookie: string, body: object) =>
    t.app.inject({
      method: "PUT",
      url: "/api/candidates/me/visibility",
      payload: { publicProfileEnabled: false, employerVisibility: "all", visibleIndustries: [], ...body },
      headers: { cookie },
      remoteAddress: uniqueIp(),
    });

  /** Who finds the marker in the pool's search, among the viewers that may browse it. */
  async function poolViewers(marker: string): Promise<Caller[]> {
    await t.app.services.sessions.catchUp();
    const seen: Caller[] = [];
    for (const viewer of ["fintech", "security", "admin"] as const) {
      const response = await call(viewer, "GET", `/api/candidates?search=${marker}`);
      expect(response.statusCode).toBe(200);
      if (response.json<{ total: number }>().total > 0) seen.push(viewer);
    }
    return seen;
  }

  async function profileViewers(profileId: string): Promise<Caller[]> {
    const seen: Caller[] = [];
    for (const viewer of ["fintech", "security", "admin"] as const) {
      const response = await call(viewer, "GET", `/api/candidates/${profileId}`);
      if (response.statusCode === 200) seen.push(viewer);
      else expect(outcomeOf(response)).toEqual({ status: 404, message: CANDIDATE_NOT_FOUND });
    }
    return seen;
  }

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    const { db } = t.database;
    const accounts = {
      owner: await createCandidate(db, {}, { emailVerified: true }),
      "other candidate": await createCandidate(db, {}, { emailVerified: true }),
      "company pending": await createCompany(db, { industry: "Fintech" }, { emailVerified: true }),
      fintech: await createCompany(db, { industry: "Fintech" }, { emailVerified: true, status: "verified" }),
      security: await createCompany(db, { industry: "Security" }, { emailVerified: true, status: "verified" }),
    };
    fintechId = accounts.fintech.enterpriseId;
    cookies.anonymous = undefined;
    for (const [name, account] of Object.entries(accounts)) {
      cookies[name as Caller] = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
    }
    cookies.admin = await signInDevAdmin(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  describe("the visibility endpoints", () => {
    it("only the signed-in candidate reads and changes their own", async () => {
      const read: Record<string, Outcome> = {};
      for (const caller of CALLERS)
        read[caller] = outcomeOf(await call(caller, "GET", "/api/candidates/me/visibility"));
      expect(read).toEqual({
        anonymous: SIGN_IN,
        owner: OK,
        "other candidate": OK,
        "company pending": CANDIDATES_ONLY,
        fintech: CANDIDATES_ONLY,
        security: CANDIDATES_ONLY,
        admin: CANDIDATES_ONLY,
      });
      expect((await call("owner", "GET", "/api/candidates/me/visibility")).json()).toMatchObject({
        publicProfileEnabled: false,
        employerVisibility: "all",
        visibleIndustries: [],
      });

      const change = { publicProfileEnabled: true, employerVisibility: "industries", visibleIndustries: ["Fintech"] };
      for (const caller of ["anonymous", "fintech", "company pending", "admin"] as const) {
        expect((await call(caller, "PUT", "/api/candidates/me/visibility", change)).statusCode).toBeGreaterThanOrEqual(
          401,
        );
      }
      const other = await call("other candidate", "PUT", "/api/candidates/me/visibility", change);
      expect(other.json()).toMatchObject(change);
      // The other candidate changed only their own settings.
      expect((await call("owner", "GET", "/api/candidates/me/visibility")).json()).toMatchObject({
        publicProfileEnabled: false,
        employerVisibility: "all",
      });
      await call("other candidate", "PUT", "/api/candidates/me/visibility", {
        publicProfileEnabled: false,
        employerVisibility: "all",
        visibleIndustries: [],
      });
    });

    it("refuses industries outside the companies' list, and none when industries are the choice", async () => {
      const none = await call("owner", "PUT", "/api/candidates/me/visibility", {
        publicProfileEnabled: false,
        employerVisibility: "industries",
        visibleIndustries: [],
      });
      expect(none.statusCode).toBe(400);
      expect(none.json().fields).toMatchObject({ visibleIndustries: visibilityMessages.industries });
      const unknown = await call("owner", "PUT", "/api/candidates/me/visibility", {
        publicProfileEnabled: false,
        employerVisibility: "industries",
        visibleIndustries: ["Crypto Casinos"],
      });
      expect(unknown.statusCode).toBe(400);
    });
  });

  describe("what the settings mean today", () => {
    it("says whether the candidate is in the pool yet, and whether any verified company reviews blind", async () => {
      const candidate = await freshCandidate(`Summary${randomUUID().slice(0, 6)}`);
      const read = async () =>
        (
          await t.app.inject({
            method: "GET",
            url: "/api/candidates/me/visibility",
            headers: { cookie: candidate.cookie },
            remoteAddress: uniqueIp(),
          })
        ).json<{ inPool: boolean; someCompaniesReviewBlind: boolean }>();
      await t.database.db.update(enterprises).set({ blindReview: false });
      // Only signed up: no company finds them yet, whatever they chose.
      expect(await read()).toMatchObject({ inPool: false, someCompaniesReviewBlind: false });
      await attachCandidateResume(t.database.db, candidate.candidateId);
      expect(await read()).toMatchObject({ inPool: true });
      // The answer to a change says the same.
      const changed = await setVisibility(candidate.cookie, { employerVisibility: "hidden" });
      expect(changed.json()).toMatchObject({ employerVisibility: "hidden", inPool: true });

      await t.database.db.update(enterprises).set({ blindReview: true }).where(eq(enterprises.id, fintechId));
      expect(await read()).toMatchObject({ someCompaniesReviewBlind: true });
      await t.database.db.update(enterprises).set({ blindReview: false }).where(eq(enterprises.id, fintechId));
    });
  });

  describe("the pool", () => {
    it("never lists a candidate who only signed up; a resume or a completed interview puts them in", async () => {
      const marker = `Signup${randomUUID().slice(0, 6)}`;
      const candidate = await freshCandidate(marker);
      expect(await poolViewers(marker)).toEqual([]);
      expect(await profileViewers(candidate.userId)).toEqual(["admin"]);

      await attachCandidateResume(t.database.db, candidate.candidateId);
      expect(await poolViewers(marker)).toEqual(["fintech", "security", "admin"]);

      const interviewed = `Interviewed${randomUUID().slice(0, 6)}`;
      const second = await freshCandidate(interviewed);
      expect(await poolViewers(interviewed)).toEqual([]);
      await completeNetworkInterview(t.database.db, second.candidateId);
      expect(await poolViewers(interviewed)).toEqual(["fintech", "security", "admin"]);
    });

    it("shows a candidate who picked industries only to companies in them", async () => {
      const marker = `Industry${randomUUID().slice(0, 6)}`;
      const candidate = await freshCandidate(marker);
      const interviewId = await completeNetworkInterview(t.database.db, candidate.candidateId);
      expect(
        (await setVisibility(candidate.cookie, { employerVisibility: "industries", visibleIndustries: ["Fintech"] }))
          .statusCode,
      ).toBe(200);
      expect(await poolViewers(marker)).toEqual(["fintech", "admin"]);
      expect(await profileViewers(candidate.userId)).toEqual(["fintech", "admin"]);
      expect((await call("security", "GET", `/api/interviews/${interviewId}/watch`)).statusCode).toBe(404);
      expect((await call("fintech", "GET", `/api/interviews/${interviewId}/watch`)).statusCode).toBe(200);
    });

    it("keeps a hidden candidate out of every pool, search, profile and recording, except for a company applied to", async () => {
      const marker = `Hidden${randomUUID().slice(0, 6)}`;
      const candidate = await freshCandidate(marker);
      const interviewId = await completeNetworkInterview(t.database.db, candidate.candidateId);
      await attachCandidateResume(t.database.db, candidate.candidateId);
      expect(await poolViewers(marker)).toEqual(["fintech", "security", "admin"]);

      expect((await setVisibility(candidate.cookie, { employerVisibility: "hidden" })).statusCode).toBe(200);
      expect(await poolViewers(marker)).toEqual([]);
      // Not even the unfiltered first page.
      for (const viewer of ["fintech", "security", "admin"] as const) {
        const page = await call(viewer, "GET", "/api/candidates?pageSize=100");
        const ids = page.json<{ items: { profileId: string }[] }>().items.map((item) => item.profileId);
        expect(ids).not.toContain(candidate.userId);
      }
      // Admins operate the service and still read a profile; companies do not.
      expect(await profileViewers(candidate.userId)).toEqual(["admin"]);
      for (const viewer of ["fintech", "security"] as const) {
        expect(outcomeOf(await call(viewer, "GET", `/api/interviews/${interviewId}/watch`))).toEqual({
          status: 404,
          message: watchMessages.interviewNotFound,
        });
      }

      // Applying to the fintech company's posting lets that company, and only it, see the candidate.
      const [posting] = await t.database.db
        .insert(jobPostings)
        .values({ enterpriseId: fintechId, title: "Risk Engineer", description: "Models.", location: "Remote" })
        .returning({ id: jobPostings.id });
      await t.database.db
        .insert(applications)
        .values({ candidateId: candidate.candidateId, jobPostingId: posting!.id });
      expect(await profileViewers(candidate.userId)).toEqual(["fintech", "admin"]);
      expect((await call("fintech", "GET", `/api/interviews/${interviewId}/watch`)).statusCode).toBe(200);
      expect(await poolViewers(marker)).toEqual([]);
    });
  });

  describe("the public profile", () => {
    it("is shown, with its resume, signed out only while the candidate has it on", async () => {
      const marker = `Public${randomUUID().slice(0, 6)}`;
      const candidate = await freshCandidate(marker);
      await attachCandidateResume(t.database.db, candidate.candidateId, t.app.services.blobs);
      const profileUrl = `/api/public/candidates/${candidate.userId}`;
      const resumeUrl = publicResumePath(candidate.userId);
      const anonymous = (url: string) => t.app.inject({ method: "GET", url, remoteAddress: uniqueIp() });

      expect(outcomeOf(await anonymous(profileUrl))).toEqual({ status: 404, message: PROFILE_NOT_AVAILABLE });
      expect(outcomeOf(await anonymous(resumeUrl))).toEqual({ status: 404, message: PROFILE_NOT_AVAILABLE });
      // Another signed-in user is no different from anyone.
      expect((await call("fintech", "GET", resumeUrl)).statusCode).toBe(404);
      // The owner always may.
      const own = await t.app.inject({
        method: "GET",
        url: resumeUrl,
        headers: { cookie: candidate.cookie },
        remoteAddress: uniqueIp(),
      });
      expect(own.statusCode).toBe(200);
      expect(own.rawPayload.equals(FIXTURE_RESUME)).toBe(true);

      expect((await setVisibility(candidate.cookie, { publicProfileEnabled: true })).statusCode).toBe(200);
      const profile = await anonymous(profileUrl);
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({ id: candidate.userId, resumeUrl });
      expect(profile.body).not.toContain(candidate.email);
      expect(profile.body).not.toContain(candidate.input.phone);
      expect(profile.body).not.toMatch(/recording|interview/i);
      const resume = await anonymous(resumeUrl);
      expect(resume.statusCode).toBe(200);
      expect(resume.rawPayload.equals(FIXTURE_RESUME)).toBe(true);
      expect(resume.headers["x-content-type-options"]).toBe("nosniff");
      expect(resume.headers["content-disposition"]).toMatch(/^attachment; filename="ada-lovelace-resume\.pdf"/);

      expect((await setVisibility(candidate.cookie, { publicProfileEnabled: false })).statusCode).toBe(200);
      expect(outcomeOf(await anonymous(profileUrl))).toEqual({ status: 404, message: PROFILE_NOT_AVAILABLE });
      expect(outcomeOf(await anonymous(resumeUrl))).toEqual({ status: 404, message: PROFILE_NOT_AVAILABLE });
    });
  });

  describe("the dashboard", () => {
    it("lists the caller's own 3 latest applications, newest first, the network one included", async () => {
      const candidate = await freshCandidate(`Latest${randomUUID().slice(0, 6)}`);
      const { db } = t.database;
      const statuses = ["pending", "interview_scheduled", "rejected", "hired"] as const;
      for (const [index, status] of statuses.entries()) {
        const [posting] = await db
          .insert(jobPostings)
          .values({ enterpriseId: fintechId, title: `Role ${index}`, description: "Work.", location: "Remote" })
          .returning({ id: jobPostings.id });
        await db.insert(applications).values({
          candidateId: candidate.candidateId,
          jobPostingId: posting!.id,
          status,
          createdAt: new Date(Date.UTC(2026, 0, index + 1)),
        });
      }
      const latest = await t.app.inject({
        method: "GET",
        url: "/api/candidates/me/applications/latest",
        headers: { cookie: candidate.cookie },
        remoteAddress: uniqueIp(),
      });
      expect(latest.statusCode).toBe(200);
      expect(latest.json().items.map((item: { title: string; status: string }) => [item.title, item.status])).toEqual([
        // Opened at sign-up, today: the newest.
        [NETWORK_INTERVIEW_TITLE, "pending"],
        ["Role 3", "hired"],
        ["Role 2", "rejected"],
      ]);
      expect(latest.json().items[0]).toMatchObject({ jobPostingId: null, companyName: null });
      expect(latest.json().items[1].companyName).toEqual(expect.any(String));
      // Someone else's list holds only their own network application.
      const other = await call("other candidate", "GET", "/api/candidates/me/applications/latest");
      const ids = latest.json().items.map((item: { id: string }) => item.id);
      expect(other.json().items).toHaveLength(1);
      expect(ids).not.toContain(other.json().items[0].id);
    });

    it("says what the profile lacks, from the candidate's own rows", async () => {
      const candidate = await freshCandidate(`Complete${randomUUID().slice(0, 6)}`);
      const read = async () =>
        (
          await t.app.inject({
            method: "GET",
            url: "/api/candidates/me/completeness",
            headers: { cookie: candidate.cookie },
            remoteAddress: uniqueIp(),
          })
        ).json<{ parts: { part: string; done: boolean }[]; percent: number }>();
      // Right after the apply wizard: its job title, summary and skills count.
      const before = await read();
      expect(before).toEqual({
        parts: ["career", "photo", "resume", "skills", "experience", "interview"].map((part) => ({
          part,
          done: part === "career" || part === "skills",
        })),
        percent: 33,
      });

      const { db } = t.database;
      await writeCandidateSkills(db, candidate.candidateId, []);
      expect((await read()).parts.find((part) => part.part === "skills")?.done).toBe(false);
      await attachCandidateResume(db, candidate.candidateId);
      // A skill rated in settings counts, with or without years.
      await db
        .insert(candidateSkills)
        .values({ candidateId: candidate.candidateId, skillName: "Go", yearsExperience: 0 });
      await db.insert(workExperience).values({
        candidateId: candidate.candidateId,
        position: "Engineer",
        companyName: "Acme",
        startDate: "2020-01-01",
      });
      const interviewId = await completeNetworkInterview(db, candidate.candidateId);
      const middle = await read();
      expect(middle.parts.filter((part) => !part.done).map((part) => part.part)).toEqual(["photo"]);
      expect(middle.percent).toBe(83);

      await db.update(interviews).set({ completedAt: null, completed: false }).where(eq(interviews.id, interviewId));
      expect((await read()).parts.filter((part) => !part.done).map((part) => part.part)).toEqual([
        "photo",
        "interview",
      ]);

      // The other candidate's completeness is their own.
      const other = await call("other candidate", "GET", "/api/candidates/me/completeness");
      expect(other.json().parts.filter((part: { done: boolean }) => part.done)).toEqual([
        { part: "career", done: true },
        { part: "skills", done: true },
      ]);
      expect(await t.database.db.select().from(profiles).where(eq(profiles.id, candidate.userId))).toHaveLength(1);
    });
  });
});
