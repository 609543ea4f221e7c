import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { ErrorCode } from "@shared/http/error-codes";
import { retentionMessages } from "@shared/companies/retention-contracts";
import { auditLog, enterprises } from "../../db/schema";
import { RETENTION_CHANGED } from "../../domain/companies/company-retention";
import { createCompany, signIn, STRONG_PASSWORD, uniqueIp } from "../../testing/accounts-fixtures";
import { callAs } from "../../testing/company-candidate-fixtures";
import { signedInCallers } from "../../testing/company-callers";
import { errorOf } from "../../testing/inject-as";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

const URL = "/api/companies/me/retention";

describe.each(testDrivers())("a company's data retention setting on %s", (driver) => {
  let t: TestApp;
  let callers: Awaited<ReturnType<typeof signedInCallers>>;

  const retentionOf = async (enterpriseId: string) =>
    (await t.database.db.select().from(enterprises).where(eq(enterprises.id, enterpriseId)))[0]!.retentionDays;
  const auditOf = (enterpriseId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, enterpriseId), eq(auditLog.action, RETENTION_CHANGED)));

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    callers = await signedInCallers(t);
  }, 60_000);
  afterAll(async () => t?.close());

  it("is off until the company sets it, and the owner sets, reads and turns it off again, each change audited", async () => {
    const asOwner = callAs(t, callers.cookies.companyA);
    const { enterpriseId, userId } = callers.companyA;
    expect((await asOwner("GET", URL)).json()).toEqual({ retentionDays: null });

    const set = await asOwner("PUT", URL, { retentionDays: 180 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ retentionDays: 180 });
    expect((await asOwner("GET", URL)).json()).toEqual({ retentionDays: 180 });
    expect(await retentionOf(enterpriseId)).toBe(180);

    // The same value again is a no-op: no second audit entry.
    expect((await asOwner("PUT", URL, { retentionDays: 180 })).statusCode).toBe(200);
    const off = await asOwner("PUT", URL, { retentionDays: null });
    expect(off.json()).toEqual({ retentionDays: null });
    expect(await retentionOf(enterpriseId)).toBeNull();

    const entries = await auditOf(enterpriseId);
    expect(entries.map((entry) => ({ actorId: entry.actorId, details: entry.details }))).toEqual(
      expect.arrayContaining([
        { actorId: userId, details: { from: null, to: 180 } },
        { actorId: userId, details: { from: 180, to: null } },
      ]),
    );
    expect(entries).toHaveLength(2);
  });

  it("refuses days out of bounds, fractions and text with one clear message, changing nothing", async () => {
    const asOwner = callAs(t, callers.cookies.companyB);
    for (const retentionDays of [29, 3651, 45.5, "90", -1]) {
      const response = await asOwner("PUT", URL, { retentionDays });
      expect(response.statusCode, String(retentionDays)).toBe(400);
      expect(errorOf(response).message).toBe(retentionMessages.days);
    }
    expect((await asOwner("PUT", URL, {})).statusCode).toBe(400);
    for (const retentionDays of [30, 3650]) {
      expect((await asOwner("PUT", URL, { retentionDays })).json()).toEqual({ retentionDays });
    }
    expect(await retentionOf(callers.companyB.enterpriseId)).toBe(3650);
  });

  it("is each company's own: another company's change never touches it", async () => {
    await callAs(t, callers.cookies.companyA)("PUT", URL, { retentionDays: 60 });
    await callAs(t, callers.cookies.companyB)("PUT", URL, { retentionDays: 365 });
    expect((await callAs(t, callers.cookies.companyA)("GET", URL)).json()).toEqual({ retentionDays: 60 });
    expect(await retentionOf(callers.companyA.enterpriseId)).toBe(60);
  });

  it("a pending company reads its policy but changes it only once verified (decision 0072)", async () => {
    const before = await retentionOf(callers.pending.enterpriseId);
    const response = await callAs(t, callers.cookies.pending)("PUT", URL, { retentionDays: 30 });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({
      error: ErrorCode.companyNotVerified,
      message: accessMessages.companyNotVerified,
    });
    expect(await retentionOf(callers.pending.enterpriseId)).toBe(before);
    expect((await callAs(t, callers.cookies.pending)("GET", URL)).statusCode).toBe(200);
  });

  it("refuses the signed-out, candidates, a company whose e-mail is unconfirmed and admins (no company)", async () => {
    const unconfirmed = await createCompany(t.database.db, {}, { status: "verified" });
    const unconfirmedCookie = await signIn(t.app, unconfirmed.email, STRONG_PASSWORD, uniqueIp());
    for (const method of ["GET", "PUT"] as const) {
      const body = method === "PUT" ? { retentionDays: 90 } : undefined;
      const anonymous = await callAs(t, undefined)(method, URL, body);
      expect(anonymous.statusCode).toBe(401);
      const candidate = await callAs(t, callers.cookies.candidate)(method, URL, body);
      expect(candidate.statusCode).toBe(403);
      expect(errorOf(candidate).message).toBe(accessMessages.onlyFor("enterprise"));
      const unverified = await callAs(t, unconfirmedCookie)(method, URL, body);
      expect(unverified.statusCode).toBe(403);
      expect(errorOf(unverified).error).toBe(ErrorCode.emailNotVerified);
      const admin = await callAs(t, callers.cookies.admin)(method, URL, body);
      expect(admin.statusCode).toBe(403);
      expect(errorOf(admin).message).toBe(accessMessages.adminIsNotACompany);
    }
    expect(await retentionOf(unconfirmed.enterpriseId)).toBeNull();
  });
});
