import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import type { CandidatePoolPage } from "@shared/candidates/contracts";
import type { PipelineStatus } from "@shared/candidates/pipeline-status-contracts";
import { ErrorCode } from "@shared/http/error-codes";
import { applications, candidatePipelineStatuses, profiles } from "../../db/schema";
import { INVALID_CURSOR } from "../../domain/candidates/pool/pool-cursor";
import { createCandidate, createCompany, signIn, signInDevAdmin, uniqueIp } from "../../testing/accounts-fixtures";
import { attachCandidateResume, completeNetworkInterview } from "../../testing/candidate-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

/** A made-up word of letters only (tsvector parses letters and digits differently), unique per test. */
function word(length = 9): string {
  return Array.from({ length }, () => String.fromCharCode(97 + randomInt(26))).join("");
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Viewer = "anonymous" | "candidate" | "pending" | "companyA" | "companyB" | "admin";

describe.each(testDrivers())("the candidate pool's search, filters and paging on %s", (driver) => {
  let t: TestApp;
  const cookies = {} as Record<Viewer, string | undefined>;
  const enterprise = {} as Record<"companyA" | "companyB", string>;

  const get = (viewer: Viewer, query: Record<string, string | number | undefined>): Promise<LightMyRequestResponse> => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
    const cookie = cookies[viewer];
    return t.app.inject({
      method: "GET",
      url: `/api/candidates?${params.toString()}`,
      headers: cookie ? { cookie } : {},
      remoteAddress: uniqueIp(),
    });
  };

  async function pool(viewer: Viewer, query: Record<string, string | number | undefined>): Promise<CandidatePoolPage> {
    // Writes reach the page cache through the change feed; wait for it like a second request would.
    await t.app.services.sessions.catchUp();
    const response = await get(viewer, query);
    expect(response.statusCode).toBe(200);
    return response.json<CandidatePoolPage>();
  }

  const names = async (viewer: Viewer, query: Record<string, string | number | undefined>) =>
    (await pool(viewer, query)).items.map((item) => item.firstName);

  /** A candidate in the pool: verified, with a completed interview (or only a resume). */
  async function poolCandidate(
    overrides: Parameters<typeof createCandidate>[1],
    via: "interview" | "resume" = "interview",
  ): Promise<{ candidateId: string; userId: string }> {
    const candidate = await createCandidate(t.database.db, overrides, { emailVerified: true });
    if (via === "interview") await completeNetworkInterview(t.database.db, candidate.candidateId);
    else await attachCandidateResume(t.database.db, candidate.candidateId);
    return candidate;
  }

  const setStatus = (company: "companyA" | "companyB", candidateId: string, status: PipelineStatus) =>
    t.database.db
      .insert(candidatePipelineStatuses)
      .values({ enterpriseId: enterprise[company], candidateId, status })
      .onConflictDoUpdate({
        target: [candidatePipelineStatuses.enterpriseId, candidatePipelineStatuses.candidateId],
        set: { status },
      });

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    const { db } = t.database;
    const candidate = await createCandidate(db, {}, { emailVerified: true });
    const pending = await createCompany(db, {}, { emailVerified: true, status: "pending" });
    const a = await createCompany(db, {}, { emailVerified: true, status: "verified" });
    const b = await createCompany(db, {}, { emailVerified: true, status: "verified" });
    enterprise.companyA = a.enterpriseId;
    enterprise.companyB = b.enterpriseId;
    cookies.candidate = await signIn(t.app, candidate.email, undefined, uniqueIp());
    cookies.pending = await signIn(t.app, pending.email, undefined, uniqueIp());
    cookies.companyA = await signIn(t.app, a.email, undefined, uniqueIp());
    cookies.companyB = await signIn(t.app, b.email, undefined, uniqueIp());
    cookies.admin = await signInDevAdmin(t.app);
  });

  afterAll(async () => {
    await t?.close();
  });

  it("answers verified companies and admins only", async () => {
    const anonymous = await get("anonymous", {});
    expect(anonymous.statusCode).toBe(401);
    const candidate = await get("candidate", {});
    expect(candidate.statusCode).toBe(403);
    expect(candidate.json<{ message: string }>().message).toBe(accessMessages.onlyFor("enterprise"));
    const pending = await get("pending", { search: "engineer", skills: "PyTorch" });
    expect(pending.statusCode).toBe(403);
    expect(pending.json<{ error: string }>().error).toBe(ErrorCode.companyNotVerified);

    const skill = word();
    await poolCandidate({ firstName: "Adminseen", skills: skill });
    const admin = await pool("admin", { skills: skill });
    expect(admin.items.map((item) => [item.firstName, item.pipelineStatus])).toEqual([["Adminseen", null]]);
    const company = await pool("companyA", { skills: skill });
    expect(company.items.map((item) => [item.firstName, item.pipelineStatus])).toEqual([["Adminseen", "pending"]]);
  });

  it("ranks a title match above a summary match, and finds a word by its first letters", async () => {
    const term = word();
    await poolCandidate({
      firstName: "Summary",
      jobTitle: "Data Engineer",
      summary: `Ten years of building ${term} pipelines for search teams, mostly in distributed systems work.`,
    });
    await poolCandidate({ firstName: "Titled", jobTitle: `${capitalised(term)} Architect` });
    // The newer candidate comes first without a search; the ranking puts the title match first.
    expect(await names("companyA", { search: term })).toEqual(["Titled", "Summary"]);
    expect(await names("companyA", { search: term.slice(0, 5) })).toEqual(["Titled", "Summary"]);
    expect(await names("companyA", { search: `architect ${term.slice(0, 4)}` })).toEqual(["Titled"]);

    const skill = word();
    await poolCandidate({ firstName: "Skilled", skills: `${capitalised(skill)}, SQL` });
    expect(await names("companyA", { search: skill.slice(0, 4).toUpperCase() })).toEqual(["Skilled"]);
  });

  it("finds a word while it is typed, also past its English stem", async () => {
    const tag = word();
    await poolCandidate({
      firstName: "Typed",
      jobTitle: `Business ${capitalised(tag)} Lead`,
      summary: "Builds security analytics for engineering teams that ship models to production.",
    });
    // Stems: business is 'busi', analytics 'analyt', security 'secur'; these prefixes run past them.
    for (const typed of ["busin", "analyti", "securi", "Secu"]) {
      expect(await names("companyA", { search: `${tag} ${typed}` })).toEqual(["Typed"]);
    }
    // A whole word still matches by its stem: the plural finds the singular.
    expect(await names("companyA", { search: `leads ${tag}` })).toEqual(["Typed"]);
  });

  it("falls back to a fuzzy name or title match when no word matches", async () => {
    const surname = capitalised(word());
    await poolCandidate({ firstName: "Jonathan", lastName: surname, jobTitle: "Sales Lead" });
    expect(await names("companyA", { search: `Jonathon ${surname}` })).toEqual(["Jonathan"]);
    const title = capitalised(word(10));
    await poolCandidate({ firstName: "Fuzzytitle", jobTitle: `${title} Specialist` });
    const typo = `${title.slice(0, 8)}${title.charAt(9)}${title.charAt(8)}`;
    expect(await names("companyA", { search: typo })).toEqual(["Fuzzytitle"]);
  });

  it("follows a renamed profile and a new interview through the database triggers", async () => {
    const before = capitalised(word());
    const after = capitalised(word());
    const person = await poolCandidate({ firstName: before }, "resume");
    expect(await names("companyA", { search: before })).toEqual([before]);
    await t.database.db.update(profiles).set({ firstName: after }).where(eq(profiles.id, person.userId));
    expect(await names("companyA", { search: before })).toEqual([]);
    expect(await names("companyA", { search: after })).toEqual([after]);

    const skill = word();
    const late = await createCandidate(t.database.db, { firstName: "Late", skills: skill }, { emailVerified: true });
    expect(await names("companyA", { skills: skill })).toEqual([]);
    await completeNetworkInterview(t.database.db, late.candidateId);
    expect(await names("companyA", { skills: skill, hasInterview: "true" })).toEqual(["Late"]);
    // Its application removed (with its interviews), the candidate has nothing left to review.
    await t.database.db.delete(applications).where(eq(applications.candidateId, late.candidateId));
    expect(await names("companyA", { skills: skill })).toEqual([]);
  });

  it("filters by every skill given, any case, by experience, location and a completed interview", async () => {
    const [first, second] = [capitalised(word()), capitalised(word())];
    await poolCandidate({
      firstName: "Both",
      skills: `${first}, ${second}`,
      experience: "entry",
      location: "Lisbon, Portugal",
    });
    await poolCandidate(
      { firstName: "One", skills: first, experience: "senior", location: "Porto, Portugal" },
      "resume",
    );
    await poolCandidate({ firstName: "Other", skills: second, experience: "executive", location: "Berlin" });

    expect(await names("companyA", { skills: first })).toEqual(["One", "Both"]);
    expect(await names("companyA", { skills: `${first.toLowerCase()},${second.toUpperCase()}` })).toEqual(["Both"]);
    expect(await names("companyA", { skills: first, experience: "senior" })).toEqual(["One"]);
    expect(await names("companyA", { skills: `${second}`, experience: "executive" })).toEqual(["Other"]);
    expect(await names("companyA", { skills: first, experience: "mid" })).toEqual([]);
    expect(await names("companyA", { skills: first, location: "portugal" })).toEqual(["One", "Both"]);
    expect(await names("companyA", { skills: first, location: "LISB" })).toEqual(["Both"]);
    expect(await names("companyA", { skills: first, hasInterview: "true" })).toEqual(["Both"]);
    expect(await names("companyA", { search: second, skills: first })).toEqual(["Both"]);

    const hasInterview = (await pool("companyA", { skills: first })).items.map((item) => item.hasInterview);
    expect(hasInterview).toEqual([false, true]);
  });

  it("filters by the viewer company's own pipeline status only", async () => {
    const skill = word();
    const shortlistedByA = await poolCandidate({ firstName: "Ashort", skills: skill });
    const contactedByB = await poolCandidate({ firstName: "Bcontact", skills: skill });
    const untouched = await poolCandidate({ firstName: "Nobody", skills: skill });
    await setStatus("companyA", shortlistedByA.candidateId, "shortlisted");
    await setStatus("companyB", contactedByB.candidateId, "contacted");
    await setStatus("companyB", shortlistedByA.candidateId, "interviewed");
    await setStatus("companyA", untouched.candidateId, "pending");

    expect(await names("companyA", { skills: skill, pipelineStatus: "shortlisted" })).toEqual(["Ashort"]);
    expect(await names("companyA", { skills: skill, pipelineStatus: "contacted" })).toEqual([]);
    expect(await names("companyA", { skills: skill, pipelineStatus: "pending" })).toEqual(["Nobody", "Bcontact"]);
    expect(await names("companyB", { skills: skill, pipelineStatus: "contacted" })).toEqual(["Bcontact"]);
    expect(await names("companyB", { skills: skill, pipelineStatus: "shortlisted" })).toEqual([]);

    const statuses = async (viewer: Viewer) =>
      (await pool(viewer, { skills: skill })).items.map((item) => `${item.firstName}:${item.pipelineStatus}`);
    expect(await statuses("companyA")).toEqual(["Nobody:pending", "Bcontact:pending", "Ashort:shortlisted"]);
    expect(await statuses("companyB")).toEqual(["Nobody:pending", "Bcontact:contacted", "Ashort:interviewed"]);
    // Admins have no pipeline: no status, and the filter narrows nothing.
    expect(await statuses("admin")).toEqual(["Nobody:null", "Bcontact:null", "Ashort:null"]);
    expect(await names("admin", { skills: skill, pipelineStatus: "contacted" })).toHaveLength(3);

    // A status change shows on the next read: the cached page was emptied.
    await setStatus("companyA", untouched.candidateId, "contacted");
    expect(await names("companyA", { skills: skill, pipelineStatus: "contacted" })).toEqual(["Nobody"]);
  });

  it("pages by cursor forwards and back with no duplicates or gaps", async () => {
    const skill = word();
    const created: string[] = [];
    for (let index = 0; index < 7; index++) {
      const name = `Pager${String.fromCharCode(65 + index)}`;
      await poolCandidate({ firstName: name, skills: skill });
      created.unshift(name);
    }
    const query = { skills: skill, pageSize: 3 };
    const forward: CandidatePoolPage[] = [await pool("companyA", query)];
    expect(forward[0]).toMatchObject({ total: 7, totalIsLowerBound: false, previousCursor: null });
    while (forward.at(-1)?.nextCursor) {
      forward.push(await pool("companyA", { ...query, cursor: forward.at(-1)?.nextCursor ?? undefined }));
    }
    expect(forward.map((page) => page.items.length)).toEqual([3, 3, 1]);
    expect(forward.flatMap((page) => page.items.map((item) => item.firstName))).toEqual(created);

    const backward: CandidatePoolPage[] = [forward.at(-1)!];
    while (backward.at(-1)?.previousCursor) {
      backward.push(await pool("companyA", { ...query, cursor: backward.at(-1)?.previousCursor ?? undefined }));
    }
    expect(backward.map((page) => page.items.map((item) => item.firstName))).toEqual(
      [...forward].reverse().map((page) => page.items.map((item) => item.firstName)),
    );
    expect(backward.at(-1)?.previousCursor).toBeNull();

    // A search pages through its ranked set the same way.
    const ranked = [await pool("companyA", { search: skill, pageSize: 3 })];
    while (ranked.at(-1)?.nextCursor) {
      ranked.push(
        await pool("companyA", { search: skill, pageSize: 3, cursor: ranked.at(-1)?.nextCursor ?? undefined }),
      );
    }
    const seen = ranked.flatMap((page) => page.items.map((item) => item.firstName));
    expect([...seen].sort()).toEqual([...created].sort());
    const back = await pool("companyA", { search: skill, pageSize: 3, cursor: ranked[1]?.previousCursor ?? undefined });
    expect(back.items).toEqual(ranked[0]?.items);

    const broken = await get("companyA", { ...query, cursor: "not-a-cursor" });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ message: string }>().message).toBe(INVALID_CURSOR);
  });
});
