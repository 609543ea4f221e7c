import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../../db/schema";
import { candidateMayReceive } from "../../domain/candidates/consents/candidate-may-receive";
import {
  STRONG_PASSWORD,
  createCandidate,
  createCompany,
  signIn,
  signInDevAdmin,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";

/** The wizard's SMS and marketing consent, withdrawn (and given again) in Settings → Notifications (decision 0044). */
describe("a candidate's consents", () => {
  let t: TestApp;

  const put = (cookie: string | undefined, payload: object) =>
    t.app.inject({
      method: "PUT",
      url: "/api/candidates/me/consents",
      payload,
      headers: cookie ? { cookie } : {},
      remoteAddress: uniqueIp(),
    });
  const settings = async (cookie: string) =>
    (
      await t.app.inject({
        method: "GET",
        url: "/api/candidates/me/settings",
        headers: { cookie },
        remoteAddress: uniqueIp(),
      })
    ).json();

  async function candidate() {
    const account = await createCandidate(t.database.db, {}, { emailVerified: true });
    return { ...account, cookie: await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp()) };
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { DEV_ADMIN_ENABLED: "true" } });
  });
  afterAll(() => t.close());

  it("are recorded as given by the wizard, and each can be withdrawn and given again", async () => {
    const ada = await candidate();
    expect((await settings(ada.cookie)).consents).toEqual({ smsConsent: true, marketingConsent: true });

    const withdrawn = await put(ada.cookie, { smsConsent: false, marketingConsent: true });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().consents).toEqual({ smsConsent: false, marketingConsent: true });
    expect((await settings(ada.cookie)).consents).toEqual({ smsConsent: false, marketingConsent: true });
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, ada.userId));
    expect(row!.smsConsentAt).toBeNull();
    expect(row!.marketingConsentAt).toBeInstanceOf(Date);

    const both = await put(ada.cookie, { smsConsent: false, marketingConsent: false });
    expect(both.json().consents).toEqual({ smsConsent: false, marketingConsent: false });
    const again = await put(ada.cookie, { smsConsent: true, marketingConsent: false });
    expect(again.json().consents).toEqual({ smsConsent: true, marketingConsent: false });
  });

  it("once marketing consent is withdrawn, no marketing mail (a company's invitation) is sent; other mail still is", async () => {
    const ada = await candidate();
    expect(await candidateMayReceive(t.database.db, ada.userId, "newJobAlerts")).toBe(true);
    await put(ada.cookie, { smsConsent: true, marketingConsent: false });
    expect(await candidateMayReceive(t.database.db, ada.userId, "newJobAlerts")).toBe(false);
    expect(await candidateMayReceive(t.database.db, ada.userId, "applicationUpdates")).toBe(true);
    expect(await candidateMayReceive(t.database.db, ada.userId, "interviewReminders")).toBe(true);
  });

  it("refuses a body that does not say both, and anyone but the candidate", async () => {
    const ada = await candidate();
    expect((await put(ada.cookie, { smsConsent: false })).statusCode).toBe(400);
    expect((await put(undefined, { smsConsent: false, marketingConsent: false })).statusCode).toBe(401);
    const company = await createCompany(t.database.db, {}, { emailVerified: true, status: "verified" });
    const companyCookie = await signIn(t.app, company.email, STRONG_PASSWORD, uniqueIp());
    expect((await put(companyCookie, { smsConsent: false, marketingConsent: false })).statusCode).toBe(403);
    const admin = await signInDevAdmin(t.app);
    expect((await put(admin, { smsConsent: false, marketingConsent: false })).statusCode).toBe(403);
    // Nobody else's answer changed Ada's.
    expect((await settings(ada.cookie)).consents).toEqual({ smsConsent: true, marketingConsent: true });
  });
});
