import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CANDIDATE_HAS_NO_RESUME, CANDIDATE_NOT_FOUND } from "@shared/candidates/candidate-profile-contracts";
import { candidates } from "../../db/schema";
import {
  STRONG_PASSWORD,
  createCandidate,
  createCompany,
  signIn,
  signInDevAdmin,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { FIXTURE_RESUME, attachCandidateResume } from "../../testing/candidate-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";

/** The candidate's current resume on /candidate-profile/:id, for the companies that may see them (decision 0028). */
describe("a candidate's resume on the company's candidate profile", () => {
  let t: TestApp;
  const cookies: Record<string, string | undefined> = {};
  let withResume: { userId: string; candidateId: string };
  let withoutResume: { userId: string };

  const get = (url: string, caller: string) => {
    const cookie = cookies[caller];
    return t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {}, remoteAddress: uniqueIp() });
  };

  async function candidate(resume: boolean) {
    const account = await createCandidate(t.database.db, {}, { emailVerified: true });
    const [row] = await t.database.db.select().from(candidates).where(eq(candidates.profileId, account.userId));
    if (resume) await attachCandidateResume(t.database.db, row!.id, t.app.services.blobs);
    return { ...account, candidateId: row!.id };
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { DEV_ADMIN_ENABLED: "true" } });
    const { db } = t.database;
    withResume = await candidate(true);
    withoutResume = await candidate(false);
    const other = await createCandidate(db, {}, { emailVerified: true });
    const verified = await createCompany(db, {}, { emailVerified: true, status: "verified" });
    const pending = await createCompany(db, {}, { emailVerified: true });
    cookies.anonymous = undefined;
    cookies["other candidate"] = await signIn(t.app, other.email, STRONG_PASSWORD, uniqueIp());
    cookies["verified company"] = await signIn(t.app, verified.email, STRONG_PASSWORD, uniqueIp());
    cookies["unverified company"] = await signIn(t.app, pending.email, STRONG_PASSWORD, uniqueIp());
    cookies.admin = await signInDevAdmin(t.app);
  });
  afterAll(() => t.close());

  it("shows a verified company that may see the candidate their current resume, to view and to download", async () => {
    const profile = await get(`/api/candidates/${withResume.userId}`, "verified company");
    expect(profile.statusCode).toBe(200);
    const resumeUrl = profile.json().resumeUrl as string;
    expect(resumeUrl).toBe(`/api/candidates/${withResume.userId}/resume`);

    const view = await get(resumeUrl, "verified company");
    expect(view.statusCode).toBe(200);
    expect(view.rawPayload.equals(FIXTURE_RESUME)).toBe(true);
    expect(view.headers["content-disposition"]).toMatch(/^inline/);
    const download = await get(`${resumeUrl}?download=1`, "verified company");
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toMatch(/^attachment/);
  });

  it("says there is none when the candidate has no resume", async () => {
    const profile = await get(`/api/candidates/${withoutResume.userId}`, "admin");
    expect(profile.json().resumeUrl).toBeNull();
    const download = await get(`/api/candidates/${withoutResume.userId}/resume`, "admin");
    expect(download.statusCode).toBe(404);
    expect(download.json().message).toBe(CANDIDATE_HAS_NO_RESUME);
  });

  it.each([
    ["anonymous", 401],
    ["other candidate", 403],
    ["unverified company", 403],
    ["verified company", 200],
    ["admin", 200],
  ])("answers %s with %i", async (caller, status) => {
    expect((await get(`/api/candidates/${withResume.userId}/resume`, caller)).statusCode).toBe(status);
  });

  it("is refused to the candidate themself here (their own is under /api/candidates/me/resume)", async () => {
    const account = await createCandidate(t.database.db, {}, { emailVerified: true });
    cookies.owner = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
    expect((await get(`/api/candidates/${account.userId}/resume`, "owner")).statusCode).toBe(403);
  });

  it("is the profile's 404 for a company that may not see the candidate", async () => {
    await t.database.db
      .update(candidates)
      .set({ employerVisibility: "hidden" })
      .where(eq(candidates.id, withResume.candidateId));
    const download = await get(`/api/candidates/${withResume.userId}/resume`, "verified company");
    expect(download.statusCode).toBe(404);
    expect(download.json().message).toBe(CANDIDATE_NOT_FOUND);
    await t.database.db
      .update(candidates)
      .set({ employerVisibility: "all" })
      .where(eq(candidates.id, withResume.candidateId));
  });
});
