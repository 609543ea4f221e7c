import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { CANDIDATE_NOT_FOUND } from "@shared/candidates/candidate-profile-contracts";
import { MAX_INVITATIONS_PER_DAY, invitationMessages } from "@shared/candidates/invitation-contracts";
import { ErrorCode } from "@shared/http/error-codes";
import { candidateInvitations, profiles } from "../../db/schema";
import { mailTo } from "../../testing/accounts-fixtures";
import {
  applyDirectly,
  callAs,
  insertPosting,
  poolCandidate,
  signedInCompany,
  type SignedInCompany,
  type PoolCandidate,
} from "../../testing/company-candidate-fixtures";
import { signedInCallers } from "../../testing/company-callers";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

const invitationsUrl = (profileId: string) => `/api/companies/me/candidates/${profileId}/invitations`;

interface Listed {
  postingId: string;
  title: string;
  invitedAt: string | null;
  appliedAt: string | null;
}

describe.each(testDrivers())("inviting a candidate to apply on %s", (driver) => {
  let t: TestApp;
  let companyA: SignedInCompany, companyB: SignedInCompany, pending: SignedInCompany;
  let candidate: PoolCandidate;
  let adminCookie: string;
  let postingA: { id: string; title: string };
  let appliedA: { id: string; title: string };
  let pausedA: { id: string; title: string };
  let internalA: { id: string; title: string };
  let postingB: { id: string; title: string };

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    const { db } = t.database;
    ({ companyA, companyB, pending, candidate, adminCookie } = await signedInCallers(t, { poolCandidate: true }));
    postingA = await insertPosting(db, companyA.enterpriseId, { title: "Staff ML Engineer" });
    appliedA = await insertPosting(db, companyA.enterpriseId, { title: "Data Engineer" });
    pausedA = await insertPosting(db, companyA.enterpriseId, { title: "Paused role", status: "paused" });
    internalA = await insertPosting(db, companyA.enterpriseId, { title: "Internal role", visibility: "internal" });
    await insertPosting(db, companyA.enterpriseId, { title: "Closed role", status: "closed" });
    postingB = await insertPosting(db, companyB.enterpriseId, { title: "B's Researcher" });
    await applyDirectly(db, candidate.candidateId, appliedA.id);
  });
  afterAll(async () => t?.close());

  const listAs = async (cookie: string, profileId = candidate.userId): Promise<Listed[]> => {
    const response = await callAs(t, cookie)("GET", invitationsUrl(profileId));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ postings: Listed[] }>().postings;
  };
  const invite = (cookie: string | undefined, postingId: string, profileId = candidate.userId) =>
    callAs(t, cookie)("POST", invitationsUrl(profileId), { postingId });
  const invitationMail = async (email: string) =>
    (await mailTo(t.database.db, email)).filter((message) => message.subject.includes("invites you to apply"));

  it("lists only the company's own active public postings, with what the candidate applied to", async () => {
    const listed = await listAs(companyA.cookie);
    expect(listed.map((posting) => posting.title).sort()).toEqual(["Data Engineer", "Staff ML Engineer"]);
    expect(listed.find((posting) => posting.postingId === appliedA.id)).toMatchObject({
      appliedAt: expect.any(String),
      invitedAt: null,
    });
    expect(listed.find((posting) => posting.postingId === postingA.id)).toMatchObject({
      appliedAt: null,
      invitedAt: null,
    });
    expect((await listAs(companyB.cookie)).map((posting) => posting.title)).toEqual(["B's Researcher"]);
  });

  it("invites, e-mails the candidate a link to the job, and shows the invitation to that company only", async () => {
    const response = await invite(companyA.cookie, postingA.id);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ postingId: postingA.id, invitedAt: expect.any(String) });

    await expect.poll(async () => (await invitationMail(candidate.email)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await invitationMail(candidate.email);
    expect(mail!.subject).toBe(`${companyA.input.companyName} invites you to apply: Staff ML Engineer`);
    expect(mail!.text).toContain(`${t.config.publicUrl}/jobs/${postingA.id}`);
    expect(mail!.text).toContain(companyA.input.companyName);

    const listed = await listAs(companyA.cookie);
    expect(listed.find((posting) => posting.postingId === postingA.id)?.invitedAt).toEqual(expect.any(String));
    // The candidate's job page says who invited them; a job they were not invited to says nothing.
    const page = await callAs(t, candidate.cookie)("GET", `/api/postings/${postingA.id}`);
    expect(page.json<{ invitedAt: string | null }>().invitedAt).toEqual(expect.any(String));
    const other = await callAs(t, candidate.cookie)("GET", `/api/postings/${postingB.id}`);
    expect(other.json<{ invitedAt: string | null }>().invitedAt).toBeNull();
    // Company B's list knows nothing of A's invitation.
    expect((await listAs(companyB.cookie)).every((posting) => posting.invitedAt === null)).toBe(true);
  });

  it("refuses a second invitation to the same job, with the message", async () => {
    const again = await invite(companyA.cookie, postingA.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: ErrorCode.conflict, message: invitationMessages.alreadyInvited });
    const rows = await t.database.db
      .select()
      .from(candidateInvitations)
      .where(eq(candidateInvitations.jobPostingId, postingA.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses a job the candidate applied to, one not on the board, and another company's", async () => {
    const applied = await invite(companyA.cookie, appliedA.id);
    expect(applied.statusCode).toBe(409);
    expect(applied.json()).toEqual({ error: ErrorCode.conflict, message: invitationMessages.alreadyApplied });
    for (const posting of [pausedA, internalA]) {
      const closed = await invite(companyA.cookie, posting.id);
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toEqual({ error: ErrorCode.conflict, message: invitationMessages.postingNotOpen });
    }
    for (const postingId of [postingB.id, "00000000-0000-4000-8000-000000000000"]) {
      const foreign = await invite(companyA.cookie, postingId);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ error: ErrorCode.notFound, message: invitationMessages.postingNotFound });
    }
    const malformed = await invite(companyA.cookie, "not-a-posting");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toBe(invitationMessages.postingRequired);
  });

  it("company B invites to its own posting independently; it can never use A's", async () => {
    const toA = await invite(companyB.cookie, postingA.id);
    expect(toA.statusCode).toBe(404);
    const toB = await invite(companyB.cookie, postingB.id);
    expect(toB.statusCode).toBe(201);
    expect((await listAs(companyA.cookie)).find((posting) => posting.postingId === postingB.id)).toBeUndefined();
  });

  it("refuses everyone but a verified company: anonymous 401, candidate, pending company and admin 403", async () => {
    for (const method of ["GET", "POST"] as const) {
      const send = (cookie: string | undefined) =>
        callAs(t, cookie)(
          method,
          invitationsUrl(candidate.userId),
          method === "POST" ? { postingId: postingA.id } : undefined,
        );
      expect((await send(undefined)).statusCode).toBe(401);
      const asCandidate = await send(candidate.cookie);
      expect(asCandidate.statusCode).toBe(403);
      expect(asCandidate.json()).toEqual({ error: ErrorCode.forbidden, message: accessMessages.onlyFor("enterprise") });
      const asPending = await send(pending.cookie);
      expect(asPending.statusCode).toBe(403);
      expect(asPending.json<{ error: string }>().error).toBe(ErrorCode.companyNotVerified);
      const asAdmin = await send(adminCookie);
      expect(asAdmin.statusCode).toBe(403);
      expect(asAdmin.json()).toEqual({ error: ErrorCode.forbidden, message: accessMessages.adminIsNotACompany });
    }
  });

  it("answers 404 for a candidate the company may not see", async () => {
    const hidden = await poolCandidate(t, true);
    for (const response of [
      await callAs(t, companyA.cookie)("GET", invitationsUrl(hidden.userId)),
      await invite(companyA.cookie, postingA.id, hidden.userId),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: ErrorCode.notFound, message: CANDIDATE_NOT_FOUND });
    }
  });

  it("records the invitation but sends no e-mail when the candidate turned job alerts off", async () => {
    const quiet = await poolCandidate(t);
    await t.database.db
      .update(profiles)
      .set({ notificationPreferences: { newJobAlerts: false } })
      .where(eq(profiles.id, quiet.userId));
    const loud = await poolCandidate(t);
    expect((await invite(companyA.cookie, postingA.id, quiet.userId)).statusCode).toBe(201);
    expect((await invite(companyA.cookie, postingA.id, loud.userId)).statusCode).toBe(201);
    // The second invitation's mail is delivered: the queue has run past the first.
    await expect.poll(async () => (await invitationMail(loud.email)).length, { timeout: 15_000 }).toBe(1);
    expect(await invitationMail(quiet.email)).toEqual([]);
    expect((await listAs(companyA.cookie, quiet.userId)).find((p) => p.postingId === postingA.id)?.invitedAt).toEqual(
      expect.any(String),
    );
  });

  it(`caps a company at ${MAX_INVITATIONS_PER_DAY} invitations in 24 hours`, async () => {
    const { db } = t.database;
    const busy = await signedInCompany(t, "verified");
    const someone = await poolCandidate(t);
    const postings = await Promise.all(
      Array.from({ length: MAX_INVITATIONS_PER_DAY }, (_, index) =>
        insertPosting(db, busy.enterpriseId, { title: `Role ${index}` }),
      ),
    );
    await db
      .insert(candidateInvitations)
      .values(postings.map((posting) => ({ jobPostingId: posting.id, candidateId: someone.candidateId })));
    const extra = await insertPosting(db, busy.enterpriseId, { title: "One more" });
    const refused = await invite(busy.cookie, extra.id, candidate.userId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: ErrorCode.rateLimited, message: invitationMessages.dailyLimit });
    // A day later the old invitations no longer count.
    await db
      .update(candidateInvitations)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(candidateInvitations.candidateId, someone.candidateId));
    expect((await invite(busy.cookie, extra.id, candidate.userId)).statusCode).toBe(201);
  });
});
