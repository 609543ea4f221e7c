import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidates, interviews } from "../../db/schema";
import {
  STRONG_PASSWORD,
  createCandidate,
  createCompany,
  signIn,
  signInDevAdmin,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { attachCandidateResume, completeNetworkInterview } from "../../testing/candidate-fixtures";
import { injectAs } from "../../testing/inject-as";
import { postingInput } from "../../testing/posting-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

/** Any trace of an accommodation in a response: the field names and the words a page would show. */
const accommodationTrace = /extra.?time|accommodation/i;

/**
 * Extra time is confidential to the candidate (decision 0046): the timing is simply adjusted, and
 * no company-facing (or admin) response says it was granted.
 */
describe.each(testDrivers())("accommodations stay with the candidate on %s", (driver) => {
  let t: TestApp;
  let companyCookie: string;
  let adminCookie: string;
  let candidateCookie: string;
  let profileId: string;
  let postingId: string;
  let applicationId: string;
  let networkInterviewId: string;

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    const { db } = t.database;
    const company = await createCompany(db, { companyName: "Gamma AI" }, { emailVerified: true, status: "verified" });
    const account = await createCandidate(db, { firstName: "Grace" }, { emailVerified: true });
    profileId = account.userId;
    const [row] = await db.select().from(candidates).where(eq(candidates.profileId, account.userId));
    networkInterviewId = await completeNetworkInterview(db, row!.id);
    await attachCandidateResume(db, row!.id, t.app.services.blobs);
    await db.update(interviews).set({ extraTimeSeconds: 600 }).where(eq(interviews.id, networkInterviewId));

    companyCookie = await signIn(t.app, company.email, STRONG_PASSWORD, uniqueIp());
    candidateCookie = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
    adminCookie = await signInDevAdmin(t.app);
    const posting = await injectAs(t, "POST", "/api/companies/me/postings", companyCookie, postingInput({}));
    expect(posting.statusCode, posting.body).toBe(201);
    postingId = posting.json<{ id: string }>().id;
    const applied = await injectAs(t, "POST", `/api/postings/${postingId}/applications`, candidateCookie, {});
    expect(applied.statusCode, applied.body).toBe(201);
    applicationId = applied.json<{ applicationId: string }>().applicationId;
  }, 90_000);

  afterAll(async () => {
    await t?.close();
  });

  it("no company-facing endpoint says extra time was granted", async () => {
    const companyUrls = [
      `/api/companies/me/postings/${postingId}/applicants`,
      `/api/companies/me/applications/${applicationId}`,
      `/api/interviews/${networkInterviewId}/watch`,
      `/api/candidates/${profileId}`,
      `/api/candidates`,
    ];
    for (const url of companyUrls) {
      const response = await injectAs(t, "GET", url, companyCookie);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(response.body, url).not.toMatch(accommodationTrace);
    }
    // The company does see the candidate and the interview, just not the accommodation.
    const list = await injectAs(t, "GET", `/api/companies/me/postings/${postingId}/applicants`, companyCookie);
    expect(list.json<{ items: { interview: unknown }[] }>().items[0]!.interview).toEqual({ progress: "completed" });

    const admin = await injectAs(t, "GET", `/api/interviews/${networkInterviewId}/watch`, adminCookie);
    expect(admin.statusCode).toBe(200);
    expect(admin.body).not.toMatch(accommodationTrace);
  });

  it("the candidate's own watch view carries no accommodation either: the runner is where they set it", async () => {
    const own = await injectAs(t, "GET", `/api/interviews/${networkInterviewId}/watch`, candidateCookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).not.toHaveProperty("accommodations");
  });
});
