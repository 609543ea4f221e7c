import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { companyRegistrationMessages } from "@shared/accounts/company-registration";
import {
  companyNotificationDefaults,
  companySettingsMessages as m,
  type CompanySettingsInput,
} from "@shared/companies/contracts";
import { ErrorCode } from "@shared/http/error-codes";
import { auditLog, enterprises } from "../../db/schema";
import { createCandidate, createCompany, signIn, uniqueIp, signInDevAdmin } from "../../testing/accounts-fixtures";
import { errorOf, injectAs, type TestMethod } from "../../testing/inject-as";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

const SETTINGS = "/api/companies/me/settings";
const NOTIFICATIONS = "/api/companies/me/notifications";

const validSettings = (overrides: Partial<CompanySettingsInput> = {}): CompanySettingsInput => ({
  companyName: "Acme Robotics",
  website: "https://acme-robotics.ai",
  description: "Warehouse robots that learn on the job.",
  industry: "Robotics & Hardware",
  contactEmail: "ops@acme-robotics.ai",
  contactPhone: "+1 415 555 0100",
  location: "San Francisco, CA",
  ...overrides,
});

describe.each(testDrivers())("company settings routes on %s", (driver) => {
  let t: TestApp;
  const cookies = {} as Record<"candidate" | "pending" | "verified" | "rejected", string>;
  const companyIds = {} as Record<"pending" | "verified" | "rejected", string>;

  const call = (method: TestMethod, url: string, cookie?: string, payload?: object) =>
    injectAs(t, method, url, cookie, payload);

  const companyRow = async (id: string) => {
    const [row] = await t.database.db.select().from(enterprises).where(eq(enterprises.id, id));
    if (!row) throw new Error(`no company ${id}`);
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    const candidate = await createCandidate(t.database.db, {}, { emailVerified: true });
    cookies.candidate = await signIn(t.app, candidate.email, undefined, uniqueIp());
    for (const status of ["pending", "verified", "rejected"] as const) {
      const company = await createCompany(
        t.database.db,
        { companyName: `Company ${status}` },
        { emailVerified: true, status },
      );
      companyIds[status] = company.enterpriseId;
      cookies[status] = await signIn(t.app, company.email, undefined, uniqueIp());
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  describe("access", () => {
    it.each([
      ["GET", SETTINGS, undefined],
      ["PUT", SETTINGS, validSettings()],
      ["PUT", NOTIFICATIONS, companyNotificationDefaults],
    ] as const)("refuses anonymous %s %s with 401 and candidates with 403", async (method, url, payload) => {
      const anonymous = await call(method, url, undefined, payload);
      expect(anonymous.statusCode).toBe(401);
      expect(errorOf(anonymous)).toMatchObject({ error: "unauthorized", message: accessMessages.signInRequired });
      const candidate = await call(method, url, cookies.candidate, payload);
      expect(candidate.statusCode).toBe(403);
      expect(errorOf(candidate)).toEqual({ error: "forbidden", message: accessMessages.onlyFor("enterprise") });
    });

    it("lets a pending company read and save its settings without changing its status", async () => {
      const read = await call("GET", SETTINGS, cookies.pending);
      expect(read.statusCode).toBe(200);
      expect(read.json().profile).toMatchObject({ companyName: "Company pending", location: "" });

      const before = await companyRow(companyIds.pending);
      const saved = await call("PUT", SETTINGS, cookies.pending, validSettings({ companyName: "Pending Renamed" }));
      expect(saved.statusCode).toBe(200);
      expect(saved.json().profile).toEqual({ ...validSettings(), companyName: "Pending Renamed" });

      const after = await companyRow(companyIds.pending);
      expect(after.verificationStatus).toBe("pending");
      expect(after.companyName).toBe("Pending Renamed");
      expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
      expect((await call("GET", SETTINGS, cookies.pending)).json().profile.companyName).toBe("Pending Renamed");
    });

    it.each(["verified", "rejected"] as const)("lets a %s company read and save its settings", async (status) => {
      expect((await call("GET", SETTINGS, cookies[status])).statusCode).toBe(200);
      const saved = await call("PUT", SETTINGS, cookies[status], validSettings({ companyName: `${status} Inc` }));
      expect(saved.statusCode).toBe(200);
      // A new name goes back to review (see "identity changes" below).
      expect((await companyRow(companyIds[status])).verificationStatus).toBe("pending");
    });

    it("shows and changes only the caller's own company", async () => {
      await call("PUT", SETTINGS, cookies.verified, validSettings({ companyName: "Verified Own", location: "Berlin" }));
      await call("PUT", NOTIFICATIONS, cookies.verified, { ...companyNotificationDefaults, marketingEmails: true });
      const rejectedBefore = await companyRow(companyIds.rejected);

      const other = await call("PUT", SETTINGS, cookies.rejected, validSettings({ companyName: "Rejected Own" }));
      expect(other.json().profile.companyName).toBe("Rejected Own");

      const verified = (await call("GET", SETTINGS, cookies.verified)).json();
      expect(verified.profile).toMatchObject({ companyName: "Verified Own", location: "Berlin" });
      expect((await call("GET", NOTIFICATIONS, cookies.verified)).json().notifications.marketingEmails).toBe(true);
      const rejected = (await call("GET", SETTINGS, cookies.rejected)).json();
      expect(rejected.profile.companyName).toBe("Rejected Own");
      expect((await call("GET", NOTIFICATIONS, cookies.rejected)).json().notifications).toEqual(
        companyNotificationDefaults,
      );
      expect((await companyRow(companyIds.verified)).companyName).toBe("Verified Own");
      expect((await companyRow(companyIds.rejected)).id).toBe(rejectedBefore.id);
    });
  });

  it("answers 403 to an admin, who has no company of its own (decision 0010)", async () => {
    const cookie = await signInDevAdmin(t.app);
    for (const response of [
      await call("GET", SETTINGS, cookie),
      await call("PUT", SETTINGS, cookie, validSettings()),
      await call("PUT", NOTIFICATIONS, cookie, companyNotificationDefaults),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toEqual({ error: ErrorCode.forbidden, message: accessMessages.adminIsNotACompany });
    }
  });

  describe("validation", () => {
    it.each([
      ["companyName", "", m.companyName],
      ["companyName", "A", m.companyName],
      ["companyName", "  A  ", m.companyName],
      ["website", "not a url", m.website],
      ["website", "ftp://acme.ai", m.website],
      ["description", "x".repeat(501), m.description],
      ["industry", "", m.industry],
      ["contactEmail", "grace@", m.contactEmail],
      ["contactEmail", "", m.contactEmail],
      ["location", "", m.location],
      ["location", "   ", m.location],
    ] as const)("refuses %s = %j with %j", async (field, value, message) => {
      const response = await call("PUT", SETTINGS, cookies.verified, validSettings({ [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields?.[field]).toBe(message);
    });

    it("accepts an empty website, an empty phone, and a 500-character description", async () => {
      const response = await call(
        "PUT",
        SETTINGS,
        cookies.verified,
        validSettings({ website: "", contactPhone: "", description: "x".repeat(500) }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().profile).toMatchObject({ website: "", contactPhone: "" });
    });

    it("stores a bare domain as an https URL", async () => {
      const response = await call("PUT", SETTINGS, cookies.verified, validSettings({ website: "acme.ai" }));
      expect(response.json().profile.website).toBe("https://acme.ai");
    });
  });

  describe("identity changes (decision 0012)", () => {
    const POOL = "/api/candidates";

    async function judgedCompany(status: "verified" | "rejected") {
      const company = await createCompany(t.database.db, {}, { emailVerified: true, status });
      await t.database.db
        .update(enterprises)
        .set({ verifiedAt: status === "verified" ? new Date() : null, reviewedAt: new Date() })
        .where(eq(enterprises.id, company.enterpriseId));
      const cookie = await signIn(t.app, company.email, undefined, uniqueIp());
      const own = validSettings({
        companyName: company.input.companyName,
        website: company.input.website,
        contactEmail: company.input.contactEmail,
      });
      return { ...company, cookie, own };
    }

    const identityAudits = (enterpriseId: string) =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, enterpriseId), eq(auditLog.action, "company.identity_changed")));

    async function pendingAdminList(search: string): Promise<string[]> {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/admin/companies?status=pending&search=${encodeURIComponent(search)}`,
        headers: { cookie: await signInDevAdmin(t.app) },
        remoteAddress: uniqueIp(),
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ items: { id: string }[] }>().items.map((item) => item.id);
    }

    it.each([
      ["companyName", "Acme Renamed Holdings"],
      ["website", "https://another-brand.ai"],
      ["contactEmail", "someone@another-brand.ai"],
    ] as const)(
      "sends a verified company that changes its %s back to review and out of the pool",
      async (field, value) => {
        const company = await judgedCompany("verified");
        expect((await call("GET", POOL, company.cookie)).statusCode).toBe(200);
        expect((await call("PUT", SETTINGS, company.cookie, company.own)).statusCode).toBe(200);
        expect((await companyRow(company.enterpriseId)).verificationStatus).toBe("verified");

        const saved = await call("PUT", SETTINGS, company.cookie, { ...company.own, [field]: value });
        expect(saved.statusCode).toBe(200);
        expect(saved.json().profile[field]).toBe(value);

        const row = await companyRow(company.enterpriseId);
        expect(row.verificationStatus).toBe("pending");
        expect(row.verifiedAt).toBeNull();
        const pool = await call("GET", POOL, company.cookie);
        expect(pool.statusCode).toBe(403);
        expect(errorOf(pool).error).toBe("company_not_verified");

        const audits = await identityAudits(company.enterpriseId);
        expect(audits).toHaveLength(1);
        expect(audits[0]).toMatchObject({
          actorId: company.userId,
          targetType: "enterprise",
          details: {
            previousStatus: "verified",
            changes: { [field]: { from: company.own[field], to: value } },
          },
        });
        expect(Object.keys((audits[0]?.details as { changes: object }).changes)).toEqual([field]);
        expect(await pendingAdminList(row.contactEmail ?? "")).toContain(company.enterpriseId);
      },
    );

    it("sends a rejected company that changes its identity back to review", async () => {
      const company = await judgedCompany("rejected");
      const saved = await call("PUT", SETTINGS, company.cookie, { ...company.own, companyName: "Fresh Start Labs" });
      expect(saved.statusCode).toBe(200);
      expect((await companyRow(company.enterpriseId)).verificationStatus).toBe("pending");
      expect(await identityAudits(company.enterpriseId)).toHaveLength(1);
      expect(await pendingAdminList("Fresh Start Labs")).toContain(company.enterpriseId);
    });

    it("keeps a verified company verified, in the pool and out of the audit log when only other fields change", async () => {
      const company = await judgedCompany("verified");
      const saved = await call("PUT", SETTINGS, company.cookie, {
        ...company.own,
        description: "A new bio.",
        industry: "Robotics & Hardware",
        contactPhone: "+44 20 7946 0000",
        location: "Lisbon",
        // The same address in other letter case is the same address.
        contactEmail: company.own.contactEmail.toUpperCase(),
      });
      expect(saved.statusCode).toBe(200);
      const row = await companyRow(company.enterpriseId);
      expect(row.verificationStatus).toBe("verified");
      expect(row.verifiedAt).not.toBeNull();
      expect((await call("GET", POOL, company.cookie)).statusCode).toBe(200);
      expect(await identityAudits(company.enterpriseId)).toEqual([]);
    });

    it("lets a pending company change its identity freely, with no audit entry", async () => {
      const company = await createCompany(t.database.db, {}, { emailVerified: true });
      const cookie = await signIn(t.app, company.email, undefined, uniqueIp());
      expect((await call("PUT", SETTINGS, cookie, validSettings({ companyName: "Still Pending" }))).statusCode).toBe(
        200,
      );
      expect((await companyRow(company.enterpriseId)).verificationStatus).toBe("pending");
      expect(await identityAudits(company.enterpriseId)).toEqual([]);
    });

    it.each([
      ["a common free-mail domain", "grace@gmail.com", "validation_error"],
      ["a rarer free-mail domain", "grace@0815.ru", "bad_request"],
    ])("refuses %s as the contact e-mail, as registration does, and changes nothing", async (_, email, code) => {
      const company = await judgedCompany("verified");
      const response = await call("PUT", SETTINGS, company.cookie, { ...company.own, contactEmail: email });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        error: code,
        fields: { contactEmail: companyRegistrationMessages.personalEmail },
      });
      const row = await companyRow(company.enterpriseId);
      expect(row.contactEmail).toBe(company.own.contactEmail);
      expect(row.verificationStatus).toBe("verified");
    });
  });

  describe("notifications", () => {
    it("starts at the spec's defaults: everything on but marketing e-mails", async () => {
      const company = await createCompany(t.database.db, {}, { emailVerified: true });
      const cookie = await signIn(t.app, company.email, undefined, uniqueIp());
      const response = await call("GET", NOTIFICATIONS, cookie);
      expect(response.json().notifications).toEqual({
        newApplicants: true,
        messages: true,
        jobUpdates: true,
        marketingEmails: false,
      });
    });

    it("saves and reads back the preferences", async () => {
      const next = { newApplicants: false, messages: true, jobUpdates: false, marketingEmails: true };
      const saved = await call("PUT", NOTIFICATIONS, cookies.pending, next);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().notifications).toEqual(next);
      expect((await call("GET", NOTIFICATIONS, cookies.pending)).json().notifications).toEqual(next);
      expect((await companyRow(companyIds.pending)).verificationStatus).toBe("pending");
    });

    it("refuses a non-boolean preference", async () => {
      const response = await call("PUT", NOTIFICATIONS, cookies.pending, {
        ...companyNotificationDefaults,
        messages: "yes",
      });
      expect(response.statusCode).toBe(400);
    });
  });
});
