import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRONG_PASSWORD, createCandidate, createCompany, signIn, uniqueIp } from "../../testing/accounts-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

/** A dashboard's greeting is the server's to decide (decision 0073), for candidates and companies alike. */
describe.each(testDrivers())("the dashboards' greeting on %s", (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const visit = async (cookie: string, url = "/api/candidates/me/dashboard-visits") => {
    const response = await t.app.inject({
      method: "POST",
      url,
      payload: {},
      headers: { cookie },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ greeting: string }>().greeting;
  };

  it("greets a new candidate as new throughout their first sitting, and as returning once they sign in again", async () => {
    const candidate = await createCandidate(t.database.db, {}, { emailVerified: true });
    const first = await signIn(t.app, candidate.email, STRONG_PASSWORD, uniqueIp());
    expect(await visit(first)).toBe("first");
    // A reload of the same sitting says the same.
    expect(await visit(first)).toBe("first");

    // Back another day: a new session, begun after the first visit.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = await signIn(t.app, candidate.email, STRONG_PASSWORD, uniqueIp());
    expect(await visit(later)).toBe("returning");
    expect(await visit(later)).toBe("returning");
  });

  it("keeps each candidate's first visit their own", async () => {
    const a = await createCandidate(t.database.db, {}, { emailVerified: true });
    const b = await createCandidate(t.database.db, {}, { emailVerified: true });
    const aCookie = await signIn(t.app, a.email, STRONG_PASSWORD, uniqueIp());
    expect(await visit(aCookie)).toBe("first");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const bCookie = await signIn(t.app, b.email, STRONG_PASSWORD, uniqueIp());
    expect(await visit(bCookie)).toBe("first");
  });

  it("greets a new company, even one awaiting verification, as new in its first sitting only", async () => {
    const url = "/api/companies/me/dashboard-visits";
    const company = await createCompany(t.database.db, { companyName: "Greeted Labs" }, { emailVerified: true });
    const first = await signIn(t.app, company.email, STRONG_PASSWORD, uniqueIp());
    expect(await visit(first, url)).toBe("first");
    expect(await visit(first, url)).toBe("first");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = await signIn(t.app, company.email, STRONG_PASSWORD, uniqueIp());
    expect(await visit(later, url)).toBe("returning");
  });
});
