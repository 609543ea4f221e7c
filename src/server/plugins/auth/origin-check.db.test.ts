import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRONG_PASSWORD, cookieFrom, createCandidate, uniqueIp } from "../../testing/accounts-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

const REFUSED = { error: "forbidden", message: "This request came from another site and was refused." };

describe.each(testDrivers())("origins in development on %s", (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      driver,
      startWorker: false,
      logger: false,
      env: { NODE_ENV: "development", PORT: "4321" },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const signInFrom = (origin: string, email: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin, "sec-fetch-site": "same-origin" },
      payload: { email, password: STRONG_PASSWORD },
      remoteAddress: uniqueIp(),
    });

  it.each(["http://localhost:4321", "http://127.0.0.1:4321", "http://[::1]:4321"])(
    "accepts forms sent from %s, ours and better-auth's checks alike",
    async (origin) => {
      const { email } = await createCandidate(t.database.db, {}, { emailVerified: true });
      const signedIn = await signInFrom(origin, email);
      expect(signedIn.statusCode, signedIn.body).toBe(200);

      // A request that carries the session cookie is where better-auth checks the origin itself.
      const signOut = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-out",
        headers: { origin, cookie: cookieFrom(signedIn.headers["set-cookie"]), "sec-fetch-site": "same-origin" },
        payload: {},
        remoteAddress: uniqueIp(),
      });
      expect(signOut.statusCode, signOut.body).toBe(200);
    },
  );

  it.each(["http://127.0.0.1:4322", "http://evil.example", "http://127.0.0.1.evil.example:4321"])(
    "still refuses %s",
    async (origin) => {
      const { email } = await createCandidate(t.database.db, {}, { emailVerified: true });
      const response = await signInFrom(origin, email);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(REFUSED);
    },
  );
});
