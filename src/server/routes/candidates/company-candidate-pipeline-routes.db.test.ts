import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { CANDIDATE_NOT_FOUND } from "@shared/candidates/candidate-profile-contracts";
import { pipelineStatusMessages } from "@shared/candidates/pipeline-status-contracts";
import { ErrorCode } from "@shared/http/error-codes";
import {
  applyDirectly,
  callAs,
  insertPosting,
  poolCandidate,
  type SignedInCompany,
  type PoolCandidate,
} from "../../testing/company-candidate-fixtures";
import { signedInCallers } from "../../testing/company-callers";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";
import { tinyPng } from "../../testing/tiny-png";
import { multipartBody } from "../../testing/test-files";

const statusUrl = (profileId: string) => `/api/companies/me/candidates/${profileId}/pipeline-status`;
const profileUrl = (profileId: string) => `/api/candidates/${profileId}`;

describe.each(testDrivers())("a company's pipeline status for a candidate on %s", (driver) => {
  let t: TestApp;
  let companyA: SignedInCompany, companyB: SignedInCompany, pending: SignedInCompany;
  let candidate: PoolCandidate;
  let adminCookie: string;

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    ({ companyA, companyB, pending, candidate, adminCookie } = await signedInCallers(t, { poolCandidate: true }));
  });
  afterAll(async () => t?.close());

  const statusSeenBy = async (cookie: string, profileId = candidate.userId) => {
    const response = await callAs(t, cookie)("GET", profileUrl(profileId));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ pipelineStatus: string | null }>().pipelineStatus;
  };

  it("reads 'pending' before a company sets anything, and null for an admin (no company)", async () => {
    expect(await statusSeenBy(companyA.cookie)).toBe("pending");
    expect(await statusSeenBy(adminCookie)).toBeNull();
  });

  it("keeps each company's status its own: B never sees or changes A's", async () => {
    const setByA = await callAs(t, companyA.cookie)("PUT", statusUrl(candidate.userId), { status: "shortlisted" });
    expect(setByA.statusCode, setByA.body).toBe(200);
    expect(setByA.json()).toEqual({ status: "shortlisted", updatedAt: expect.any(String) });
    expect(await statusSeenBy(companyA.cookie)).toBe("shortlisted");
    expect(await statusSeenBy(companyB.cookie)).toBe("pending");

    const setByB = await callAs(t, companyB.cookie)("PUT", statusUrl(candidate.userId), { status: "contacted" });
    expect(setByB.statusCode).toBe(200);
    expect(await statusSeenBy(companyB.cookie)).toBe("contacted");
    expect(await statusSeenBy(companyA.cookie)).toBe("shortlisted");
  });

  it("changes a status again, back to pending too", async () => {
    const call = callAs(t, companyA.cookie);
    expect((await call("PUT", statusUrl(candidate.userId), { status: "interviewed" })).statusCode).toBe(200);
    expect(await statusSeenBy(companyA.cookie)).toBe("interviewed");
    expect((await call("PUT", statusUrl(candidate.userId), { status: "pending" })).statusCode).toBe(200);
    expect(await statusSeenBy(companyA.cookie)).toBe("pending");
  });

  it("accepts only the four statuses, with the message", async () => {
    for (const body of [{ status: "hired" }, {}, { status: "shortlisted", extra: true }]) {
      const response = await callAs(t, companyA.cookie)("PUT", statusUrl(candidate.userId), body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toBe(ErrorCode.validation);
    }
    const wrong = await callAs(t, companyA.cookie)("PUT", statusUrl(candidate.userId), { status: "hired" });
    expect(wrong.json<{ message: string }>().message).toBe(pipelineStatusMessages.invalid);
  });

  it("refuses everyone but a verified company: anonymous 401, candidate, pending company and admin 403", async () => {
    const body = { status: "contacted" };
    const anonymous = await callAs(t, undefined)("PUT", statusUrl(candidate.userId), body);
    expect(anonymous.statusCode).toBe(401);
    const asCandidate = await callAs(t, candidate.cookie)("PUT", statusUrl(candidate.userId), body);
    expect(asCandidate.statusCode).toBe(403);
    expect(asCandidate.json()).toEqual({ error: ErrorCode.forbidden, message: accessMessages.onlyFor("enterprise") });
    const asPending = await callAs(t, pending.cookie)("PUT", statusUrl(candidate.userId), body);
    expect(asPending.statusCode).toBe(403);
    expect(asPending.json()).toEqual({
      error: ErrorCode.companyNotVerified,
      message: accessMessages.companyNotVerified,
    });
    const asAdmin = await callAs(t, adminCookie)("PUT", statusUrl(candidate.userId), body);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json()).toEqual({ error: ErrorCode.forbidden, message: accessMessages.adminIsNotACompany });
    // Nothing changed for the companies.
    expect(await statusSeenBy(companyA.cookie)).toBe("pending");
  });

  it("answers 404 for a candidate the company may not see, and for no candidate at all", async () => {
    const hidden = await poolCandidate(t, true);
    for (const profileId of [hidden.userId, "no-such-profile", companyA.userId]) {
      const response = await callAs(t, companyA.cookie)("PUT", statusUrl(profileId), { status: "contacted" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: ErrorCode.notFound, message: CANDIDATE_NOT_FOUND });
    }
  });

  it("lets a company set the status of a hidden candidate who applied to it, and nobody else", async () => {
    const hidden = await poolCandidate(t, true);
    const posting = await insertPosting(t.database.db, companyA.enterpriseId);
    await applyDirectly(t.database.db, hidden.candidateId, posting.id);
    const byA = await callAs(t, companyA.cookie)("PUT", statusUrl(hidden.userId), { status: "contacted" });
    expect(byA.statusCode).toBe(200);
    expect(await statusSeenBy(companyA.cookie, hidden.userId)).toBe("contacted");
    const byB = await callAs(t, companyB.cookie)("PUT", statusUrl(hidden.userId), { status: "contacted" });
    expect(byB.statusCode).toBe(404);
  });

  it("the profile carries the candidate's picture, which the company may open", async () => {
    const withoutPicture = await callAs(t, companyA.cookie)("GET", profileUrl(candidate.userId));
    expect(withoutPicture.json<{ avatarUrl: string | null }>().avatarUrl).toBeNull();
    const upload = multipartBody(
      {},
      { field: "avatar", filename: "me.png", contentType: "image/png", data: tinyPng() },
    );
    const uploaded = await t.app.inject({
      method: "PUT",
      url: "/api/candidates/me/avatar",
      payload: upload.payload,
      headers: { ...upload.headers, cookie: candidate.cookie },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const profile = await callAs(t, companyA.cookie)("GET", profileUrl(candidate.userId));
    const { avatarUrl } = profile.json<{ avatarUrl: string | null }>();
    expect(avatarUrl).toEqual(expect.stringContaining(`/api/candidates/${candidate.userId}/avatar`));
    const picture = await callAs(t, companyA.cookie)("GET", avatarUrl!);
    expect(picture.statusCode).toBe(200);
  });
});
