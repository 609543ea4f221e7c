import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumeClaimMessages } from "@shared/leads/resume-claim";
import { resumeClaims, resumeOnlyCandidates } from "../../db/schema";
import {
  STRONG_PASSWORD,
  cookieFrom,
  createCandidate,
  createCompany,
  linkIn,
  mailTo,
  signIn,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { multipartBody, tinyPdf } from "../../testing/test-files";

const NEW_PASSWORD = "N3w!Passw0rdX";

/** /upload-resume keeps its promise: the visitor claims an account and companies find them (decision 0045). */
describe("claiming an account from the resume-only form", () => {
  let t: TestApp;
  let company: string;
  const pdf = tinyPdf("Grace Hopper, compilers");

  const submit = (email: string, name = "Grace Brewster Hopper") => {
    const { payload, headers } = multipartBody(
      { name, email, roleInterest: "Software Engineering", website: "" },
      { filename: "cv.pdf", contentType: "application/pdf", data: pdf },
    );
    return t.app.inject({ method: "POST", url: "/api/leads/resumes", payload, headers, remoteAddress: uniqueIp() });
  };
  const claim = (token: string, password = NEW_PASSWORD) =>
    t.app.inject({
      method: "POST",
      url: "/api/leads/resume-claims",
      payload: { token, password },
      remoteAddress: uniqueIp(),
    });
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {}, remoteAddress: uniqueIp() });
  const poolNames = async () =>
    ((await get("/api/candidates?search=grace", company)).json() as { items: { id: string; email?: string }[] }).items;

  async function mailedToken(email: string): Promise<string> {
    await expect.poll(async () => (await mailTo(t.database.db, email)).length, { timeout: 15_000 }).toBe(1);
    const [message] = await mailTo(t.database.db, email);
    expect(message!.subject).toBe("Create your OneTake account to be found by companies");
    return new URL(linkIn(message!.text, "/claim-account?token=")).searchParams.get("token")!;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createCompany(t.database.db, {}, { emailVerified: true, status: "verified" });
    company = await signIn(t.app, owner.email, STRONG_PASSWORD, uniqueIp());
  });
  afterAll(() => t.close());

  it("mails a link; claiming it signs the visitor in as a candidate in the pool with that resume, once", async () => {
    const email = `grace-${Date.now()}@example.com`;
    const before = (await poolNames()).length;
    expect((await submit(email)).json()).toEqual({ ok: true });
    const token = await mailedToken(email);
    // Nothing reaches companies before the claim.
    expect((await poolNames()).length).toBe(before);

    const claimed = await claim(token);
    expect(claimed.statusCode).toBe(200);
    const cookie = cookieFrom(claimed.headers["set-cookie"]);
    const me = (await get("/api/me", cookie)).json().user;
    expect(me).toMatchObject({ email, userType: "candidate", emailVerified: true });

    const found = (await poolNames()).length;
    expect(found).toBe(before + 1);
    const profile = (await get(`/api/candidates/${me.id}`, company)).json();
    expect(profile).toMatchObject({ firstName: "Grace", lastName: "Brewster Hopper" });
    const resume = await get(profile.resumeUrl, company);
    expect(resume.statusCode).toBe(200);
    expect(resume.rawPayload.equals(pdf)).toBe(true);
    // They can sign in with the password they chose; the submission stays as its record.
    await signIn(t.app, email, NEW_PASSWORD, uniqueIp());
    const submissions = await t.database.db
      .select()
      .from(resumeOnlyCandidates)
      .where(eq(resumeOnlyCandidates.email, email));
    expect(submissions).toHaveLength(1);

    const again = await claim(token, "An0ther!Passw0rd");
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(resumeClaimMessages.invalidLink);
  });

  it("refuses an expired link and an unknown one with the same answer", async () => {
    const email = `late-${Date.now()}@example.com`;
    await submit(email);
    const token = await mailedToken(email);
    await t.database.db.update(resumeClaims).set({ expiresAt: sql`now() - interval '1 minute'` });
    const expired = await claim(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(resumeClaimMessages.invalidLink);
    const unknown = await claim("x".repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(resumeClaimMessages.invalidLink);
    expect((await get(`/api/me`, undefined)).statusCode).toBe(401);
  });

  it("answers an address with an account exactly like a new one, and mails its owner instead of a link", async () => {
    const existing = await createCandidate(t.database.db, {}, { emailVerified: true });
    const fresh = `fresh-${Date.now()}@example.com`;
    const forExisting = await submit(existing.email);
    const forFresh = await submit(fresh);
    expect(forExisting.statusCode).toBe(forFresh.statusCode);
    expect(forExisting.json()).toEqual(forFresh.json());

    await expect.poll(async () => (await mailTo(t.database.db, existing.email)).length, { timeout: 15_000 }).toBe(1);
    const [notice] = await mailTo(t.database.db, existing.email);
    expect(notice!.subject).toBe("Someone sent a resume to OneTake with your email address");
    expect(notice!.text).not.toContain("claim-account");
    expect(notice!.text).toContain("/login");
    expect(notice!.text).toContain("/forgot-password");
    const [submission] = await t.database.db
      .select({ id: resumeOnlyCandidates.id })
      .from(resumeOnlyCandidates)
      .where(eq(resumeOnlyCandidates.email, existing.email));
    expect(submission).toBeDefined();
    expect(
      await t.database.db.select().from(resumeClaims).where(eq(resumeClaims.submissionId, submission!.id)),
    ).toEqual([]);
  });

  it("refuses a weak password without using the link", async () => {
    const email = `weak-${Date.now()}@example.com`;
    await submit(email);
    const token = await mailedToken(email);
    expect((await claim(token, "short")).statusCode).toBe(400);
    expect((await claim(token)).statusCode).toBe(200);
  });
});
