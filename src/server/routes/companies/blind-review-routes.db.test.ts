import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { blindReviewMessages } from "@shared/companies/blind-review-contracts";
import { auditLog, blindReveals, candidates } from "../../db/schema";
import {
  STRONG_PASSWORD,
  createCandidate,
  createCompany,
  signIn,
  signInDevAdmin,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { blindIdsOf } from "../../testing/blind-review-fixtures";
import { attachCandidateResume } from "../../testing/candidate-fixtures";
import { injectAs, type TestMethod } from "../../testing/inject-as";
import { postingInput } from "../../testing/posting-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

type Caller = "anonymous" | "subject" | "pending company" | "company A" | "company B" | "admin";

const FIRST = "Quorra";
const LAST = "Vantablack";
const CITY = "Trondheim";

describe.each(testDrivers())("blind review on %s", (driver) => {
  let t: TestApp;
  const cookies = {} as Record<Caller, string | undefined>;
  let subject: { profileId: string; candidateId: string; email: string };
  let companyAId: string;
  /** Each company's handle for the subject (decision 0077): a blind company's only way to name them. */
  const handles = {} as Record<"company A" | "company B", string>;
  let postingA: string;
  let applicationA: string;

  const inject = (method: TestMethod, url: string, caller: Caller, payload?: object) =>
    injectAs(t, method, url, cookies[caller], payload);
  const ok = async (method: TestMethod, url: string, caller: Caller, payload?: object) => {
    const response = await inject(method, url, caller, payload);
    expect(response.statusCode, `${caller} ${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response;
  };
  const setBlind = (caller: Caller, enabled: boolean) =>
    ok("PUT", "/api/companies/me/blind-review", caller, { enabled });
  /** The subject as the caller names them: a company by its handle, anyone else by the id. */
  const refOf = (caller: Caller) =>
    caller === "company A" || caller === "company B" ? handles[caller] : subject.profileId;
  const revealUrl = (caller: Caller) => `/api/companies/me/candidates/${refOf(caller)}/reveal`;
  // The profile id is the account's id, which the public profile answers to: it names them too.
  const namesIn = (response: LightMyRequestResponse) =>
    [FIRST, LAST, subject.email, CITY, "linkedin.com/in/quorra", subject.profileId].filter((text) =>
      response.body.includes(text),
    );

  /** Every company-facing read of the subject, as the caller sees it. */
  const reads = (caller: Caller) => ({
    pool: () => ok("GET", "/api/candidates?pageSize=100", caller),
    poolByName: () => ok("GET", `/api/candidates?search=${encodeURIComponent(`${FIRST} ${LAST}`)}`, caller),
    profile: () => ok("GET", `/api/candidates/${refOf(caller)}`, caller),
    applicants: () => ok("GET", `/api/companies/me/postings/${postingA}/applicants`, caller),
    application: () => ok("GET", `/api/companies/me/applications/${applicationA}`, caller),
    dashboard: () => ok("GET", "/api/companies/me/dashboard", caller),
  });

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    const { db } = t.database;
    const companyA = await createCompany(db, { companyName: "Alpha" }, { emailVerified: true, status: "verified" });
    const companyB = await createCompany(db, { companyName: "Beta" }, { emailVerified: true, status: "verified" });
    const pending = await createCompany(db, { companyName: "Gamma" }, { emailVerified: true });
    companyAId = companyA.enterpriseId;
    const companyBId = companyB.enterpriseId;
    const account = await createCandidate(
      db,
      { firstName: FIRST, lastName: LAST, location: `${CITY}, Norway`, linkedin: "linkedin.com/in/quorra" },
      { emailVerified: true },
    );
    const [row] = await db.select().from(candidates).where(eq(candidates.profileId, account.userId));
    await attachCandidateResume(db, row!.id, t.app.services.blobs);
    subject = { profileId: account.userId, candidateId: row!.id, email: account.email };
    handles["company A"] = await (await blindIdsOf(t.app.services, companyAId)).handle(account.userId);
    handles["company B"] = await (await blindIdsOf(t.app.services, companyBId)).handle(account.userId);
    const signed = (email: string) => signIn(t.app, email, STRONG_PASSWORD, uniqueIp());
    cookies.anonymous = undefined;
    cookies.subject = await signed(account.email);
    cookies["pending company"] = await signed(pending.email);
    cookies["company A"] = await signed(companyA.email);
    cookies["company B"] = await signed(companyB.email);
    cookies.admin = await signInDevAdmin(t.app);
    const posting = await ok(
      "POST",
      "/api/companies/me/postings",
      "company A",
      postingInput({ title: "Data Engineer" }),
    );
    postingA = posting.json<{ id: string }>().id;
    const applied = await ok("POST", `/api/postings/${postingA}/applications`, "subject", {});
    applicationA = applied.json<{ applicationId: string }>().applicationId;
  }, 90_000);

  afterAll(async () => {
    await t?.close();
  });

  it("is off by default; the company's own switch, audit-logged on a change; nobody else's", async () => {
    expect((await ok("GET", "/api/companies/me/blind-review", "company A")).json()).toEqual({
      enabled: false,
      hideEmployers: true,
    });
    const refused: [Caller, number, string][] = [
      ["anonymous", 401, accessMessages.signInRequired],
      ["subject", 403, accessMessages.onlyFor("enterprise")],
      ["admin", 403, accessMessages.adminIsNotACompany],
    ];
    for (const [caller, status, message] of refused) {
      for (const method of ["GET", "PUT"] as const) {
        const response = await inject(method, "/api/companies/me/blind-review", caller, { enabled: true });
        expect(response.statusCode, `${caller} ${method}`).toBe(status);
        expect(response.json<{ message: string }>().message).toBe(message);
      }
    }
    // A pending company may set up how it will review.
    expect((await setBlind("pending company", true)).json()).toEqual({ enabled: true, hideEmployers: true });
    expect((await inject("PUT", "/api/companies/me/blind-review", "company A", { enabled: "yes" })).statusCode).toBe(
      400,
    );
    expect((await setBlind("company A", true)).json()).toEqual({ enabled: true, hideEmployers: true });
    await setBlind("company A", true);
    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "enterprise"), eq(auditLog.targetId, companyAId)));
    expect(audits.map((entry) => entry.action)).toEqual(["company.blind_review_on"]);
    expect((await ok("GET", "/api/companies/me/blind-review", "company A")).json()).toEqual({
      enabled: true,
      hideEmployers: true,
    });
  });

  it("hides the name, e-mail, LinkedIn, picture, city and resume in every read of the blind company, by the API", async () => {
    const read = reads("company A");
    for (const [name, call] of Object.entries(read)) {
      const response = await call();
      expect(namesIn(response), name).toEqual([]);
    }
    const profile = (await read.profile()).json();
    expect(profile).toMatchObject({
      firstName: "Candidate",
      location: "Norway",
      avatarUrl: null,
      linkedinUrl: null,
      resumeUrl: null,
      blindReview: { revealed: false, mayReveal: false },
    });
    const alias: string = profile.blindReview.alias;
    expect(alias).toMatch(/^Candidate [2-9A-Z]{6}$/);
    expect(`${profile.firstName} ${profile.lastName}`).toBe(alias);
    // A search for the name does not find them by it (the title or skills still would).
    const byName = (await read.poolByName()).json<{ items: { profileId: string }[] }>();
    expect(byName.items.map((item) => item.profileId)).not.toContain(subject.profileId);
    const byFuzzyName = await ok("GET", `/api/candidates?search=${encodeURIComponent(`${LAST}x`)}`, "company A");
    expect(byFuzzyName.json<{ items: { profileId: string }[] }>().items).toEqual([]);
    // Instead of the profile id, a handle that only this company's requests open.
    const handle: string = profile.id;
    expect(handle).not.toBe(subject.profileId);
    const pool = (await read.pool()).json<{ items: { profileId: string; firstName: string; lastName: string }[] }>();
    const listed = pool.items.find((item) => item.profileId === handle)!;
    expect(`${listed.firstName} ${listed.lastName}`).toBe(alias);
    expect((await ok("GET", `/api/candidates/${handle}`, "company A")).json()).toMatchObject({
      id: handle,
      lastName: profile.lastName,
    });
    expect((await ok("GET", `/api/companies/me/candidates/${handle}/notes`, "company A")).statusCode).toBe(200);
    // The real id, which the public profile shows, is the same 404 as an unknown candidate until
    // the reveal (decision 0077): an answer to it would tie the alias to the name.
    for (const url of [
      `/api/candidates/${subject.profileId}`,
      `/api/candidates/${subject.profileId}/resume`,
      `/api/companies/me/candidates/${subject.profileId}/notes`,
      `/api/companies/me/candidates/${subject.profileId}/pipeline-status`,
    ]) {
      expect((await inject("GET", url, "company A")).statusCode, url).toBe(404);
    }
    for (const caller of ["company B", "admin"] as const) {
      expect((await inject("GET", `/api/candidates/${handle}`, caller)).statusCode, caller).toBe(404);
    }
    expect((await inject("GET", `/api/public/candidates/${handle}`, "anonymous")).statusCode).toBe(404);
    const applicants = (await read.applicants()).json<{ items: { firstName: string; lastName: string }[] }>();
    expect(`${applicants.items[0]!.firstName} ${applicants.items[0]!.lastName}`).toBe(alias);
    const application = (await read.application()).json();
    expect(application.candidate).toMatchObject({ avatarUrl: null, blindReview: { alias, revealed: false } });
    expect(application.resumeUrl).toBeNull();
    expect((await read.dashboard()).json().recentApplicants[0].name).toBe(alias);
    // The same alias every time.
    expect((await read.profile()).json().blindReview.alias).toBe(alias);
    // A resume shows the name: refused until the reveal, on both download routes.
    for (const url of [`/api/candidates/${handle}/resume`, `/api/companies/me/applications/${applicationA}/resume`]) {
      const response = await inject("GET", url, "company A");
      expect(response.statusCode, url).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(blindReviewMessages.resumeHidden);
    }
  });

  it("leaves another company, the candidate's own views and admins unaffected", async () => {
    const bSearch = await ok("GET", `/api/candidates?search=${encodeURIComponent(`${FIRST} ${LAST}`)}`, "company B");
    expect(bSearch.json<{ items: { profileId: string }[] }>().items.map((item) => item.profileId)).toContain(
      subject.profileId,
    );
    const b = await ok("GET", `/api/candidates/${subject.profileId}`, "company B");
    expect(b.json()).toMatchObject({ firstName: FIRST, lastName: LAST, blindReview: null });
    expect((await ok("GET", `/api/candidates/${subject.profileId}/resume`, "company B")).statusCode).toBe(200);
    const admin = await ok("GET", `/api/candidates/${subject.profileId}`, "admin");
    expect(admin.json()).toMatchObject({ firstName: FIRST, lastName: LAST, blindReview: null });
    expect(namesIn(await ok("GET", "/api/candidates?pageSize=100", "admin"))).toContain(LAST);
    const own = await ok("GET", "/api/candidates/me/settings", "subject");
    expect(own.body).toContain(LAST);
  });

  it("refuses the reveal to all but the blind company, and to it until it scored or noted the candidate", async () => {
    const refused: [Caller, number, string][] = [
      ["anonymous", 401, accessMessages.signInRequired],
      ["subject", 403, accessMessages.onlyFor("enterprise")],
      ["pending company", 403, accessMessages.companyNotVerified],
      ["admin", 403, accessMessages.adminIsNotACompany],
      ["company B", 409, blindReviewMessages.notBlind],
      ["company A", 409, blindReviewMessages.scoreOrNoteFirst],
    ];
    for (const [caller, status, message] of refused) {
      const response = await inject("POST", revealUrl(caller), caller);
      expect(response.statusCode, caller).toBe(status);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect(await t.database.db.select().from(blindReveals)).toEqual([]);
  });

  it("reveals after a team note: stored, audit-logged once, and every read shows the candidate again", async () => {
    await ok("POST", `/api/companies/me/candidates/${handles["company A"]}/notes`, "company A", {
      text: "Clear answer on the data model.",
      applicationId: applicationA,
    });
    const before = (await reads("company A").profile()).json();
    expect(before.blindReview).toMatchObject({ revealed: false, mayReveal: true });
    expect(before.lastName).not.toBe(LAST);

    const revealed = await ok("POST", revealUrl("company A"), "company A");
    expect(revealed.json()).toEqual({ alias: before.blindReview.alias, revealed: true, mayReveal: true });
    await ok("POST", revealUrl("company A"), "company A");
    const audits = await t.database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, "candidate.blind_revealed"), eq(auditLog.targetId, subject.profileId)));
    expect(audits).toEqual([
      { action: "candidate.blind_revealed", details: expect.objectContaining({ companyId: companyAId }) },
    ]);

    const read = reads("company A");
    const profile = (await read.profile()).json();
    expect(profile).toMatchObject({ firstName: FIRST, lastName: LAST, location: `${CITY}, Norway` });
    expect(profile.resumeUrl).not.toBeNull();
    expect(profile.blindReview).toMatchObject({ revealed: true });
    for (const name of ["pool", "applicants", "application", "dashboard"] as const) {
      expect(namesIn(await read[name]()), name).toContain(LAST);
    }
    expect((await ok("GET", `/api/candidates/${subject.profileId}/resume`, "company A")).statusCode).toBe(200);
    expect((await ok("GET", `/api/companies/me/applications/${applicationA}/resume`, "company A")).statusCode).toBe(
      200,
    );
  });

  it("keeps a reveal to the company that made it: another blind company sees its own alias", async () => {
    await setBlind("company B", true);
    const b = (await reads("company B").profile()).json();
    const a = (await reads("company A").profile()).json();
    expect(b.lastName).not.toBe(LAST);
    expect(b.blindReview).toMatchObject({ revealed: false, mayReveal: false });
    expect(b.blindReview.alias).not.toBe(a.blindReview.alias);
    await setBlind("company B", false);
    expect((await reads("company B").profile()).json()).toMatchObject({ lastName: LAST, blindReview: null });
  });

  it("sorts applicants by name only while names show: blind, the name order would tell the aliases apart", async () => {
    const { db } = t.database;
    const applyAs = async (firstName: string, lastName: string) => {
      const account = await createCandidate(db, { firstName, lastName }, { emailVerified: true });
      const [row] = await db.select().from(candidates).where(eq(candidates.profileId, account.userId));
      await attachCandidateResume(db, row!.id, t.app.services.blobs);
      const cookie = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
      const response = await injectAs(t, "POST", `/api/postings/${postingA}/applications`, cookie, {});
      expect(response.statusCode, response.body).toBe(201);
      return `${firstName} ${lastName}`;
    };
    // Aaron applies before Zora: by name Aaron comes first, newest first Zora does.
    const aaron = await applyAs("Aaron", "Zed");
    const zora = await applyAs("Zora", "Abbott");
    type Listed = { namesHidden: boolean; items: { firstName: string; lastName: string }[] };
    const byName = async () =>
      (await ok("GET", `/api/companies/me/postings/${postingA}/applicants?sort=name`, "company A")).json<Listed>();

    await setBlind("company A", false);
    const shown = await byName();
    expect(shown.namesHidden).toBe(false);
    const names = shown.items.map((item) => `${item.firstName} ${item.lastName}`);
    expect(names.indexOf(aaron)).toBeLessThan(names.indexOf(zora));

    await setBlind("company A", true);
    const hidden = await byName();
    expect(hidden.namesHidden).toBe(true);
    // The two new applicants by alias (the subject was revealed above), newest first.
    expect(hidden.items.slice(0, 2).map((item) => item.firstName)).toEqual(["Candidate", "Candidate"]);
    // Newest first instead: Zora applied last, so her alias leads; a name order would have put Aaron first.
    const newest = (
      await ok("GET", `/api/companies/me/postings/${postingA}/applicants?sort=newest`, "company A")
    ).json<Listed>();
    expect(hidden.items).toEqual(newest.items);
    await setBlind("company A", false);
  });
});
