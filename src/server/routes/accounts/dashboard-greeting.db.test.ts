import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRONG_PASSWORD, createCandidate, signIn, uniqueIp } from "../../testing/accounts-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

/** The dashboard's greeting is the server's to decide (decision 0073). */
describe.each(testDrivers())("the candidate dashboard's greeting on %s", (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const visit = async (cookie: string) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/candidates/me/dashboard-visits",
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
});
