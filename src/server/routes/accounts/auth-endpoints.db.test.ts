import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session, user } from "../../db/schema";
import { withoutSessionToken } from "../../plugins/auth/auth-bridge";
import { userFieldMessages } from "../../plugins/auth/user-field-rules";
import { createCandidate, signIn, signInDevAdmin, uniqueIp } from "../../testing/accounts-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

/**
 * Every better-auth endpoint the web app and the server reach over HTTP (decision 0004): the
 * login, sign-out, resend and reset forms, and the two links in our e-mails. A new one must be
 * added here on purpose.
 */
const PRODUCT_AUTH_ENDPOINTS = [
  "POST /api/auth/sign-in/email",
  "POST /api/auth/sign-out",
  "POST /api/auth/send-verification-email",
  "GET /api/auth/verify-email",
  "POST /api/auth/request-password-reset",
  "GET /api/auth/reset-password/:token",
  "POST /api/auth/reset-password",
];

describe("withoutSessionToken", () => {
  it("drops every token member, however deep, and leaves the rest", () => {
    const body = {
      token: "top",
      session: { id: "s1", token: "nested", userId: "u1" },
      sessions: [{ id: "s2", token: "listed" }, "plain"],
      user: { id: "u1", name: "Ada" },
    };
    expect(JSON.parse(withoutSessionToken(JSON.stringify(body)))).toEqual({
      session: { id: "s1", userId: "u1" },
      sessions: [{ id: "s2" }, "plain"],
      user: { id: "u1", name: "Ada" },
    });
    expect(withoutSessionToken("not json")).toBe("not json");
  });
});

describe.each(testDrivers())("better-auth's endpoints on %s", (driver) => {
  let t: TestApp;
  let candidate: { userId: string; email: string; cookie: string };

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    const account = await createCandidate(t.database.db, { firstName: "Ada" }, { emailVerified: true });
    candidate = { ...account, cookie: await signIn(t.app, account.email, undefined, uniqueIp()) };
  });
  afterAll(async () => t?.close());

  const call = (method: string, url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method: method as "GET" | "POST",
      url,
      headers: cookie ? { cookie } : {},
      ...(method === "POST" ? { payload: payload ?? {} } : {}),
      remoteAddress: uniqueIp(),
    });

  /** "METHOD /api/auth/path" of every endpoint better-auth (with our plugins) defines. */
  function betterAuthEndpoints(): string[] {
    return Object.values(t.app.services.auth.api).flatMap((endpoint) => {
      const { path, options } = endpoint as { path?: string; options?: { method?: string | string[] } };
      if (!path || !options?.method) return [];
      const methods = ([] as string[]).concat(options.method).filter((method) => method !== "*");
      return methods.map((method) => `${method} /api/auth${path}`);
    });
  }

  it("answers only the endpoints the product uses; every other one is a 404 for anyone", async () => {
    const endpoints = betterAuthEndpoints();
    // Guards the enumeration itself: it must see better-auth's and the admin plugin's endpoints.
    expect(endpoints).toEqual(expect.arrayContaining([...PRODUCT_AUTH_ENDPOINTS, "POST /api/auth/admin/ban-user"]));
    // Sessions of their own, and sign-out (which answers, and ends them) last.
    const callers = [
      undefined,
      await signIn(t.app, candidate.email, undefined, uniqueIp()),
      await signInDevAdmin(t.app),
    ];
    const signOut = "POST /api/auth/sign-out";
    const answered: string[] = [];
    for (const endpoint of [...endpoints.filter((e) => e !== signOut), signOut]) {
      const [method, path] = endpoint.split(" ") as [string, string];
      const url = path.replace(/:(\w+)/g, "made-up-$1");
      for (const cookie of callers) {
        const response = await call(method, url, cookie);
        if (response.statusCode !== 404) {
          answered.push(endpoint);
          continue;
        }
        expect(response.json(), endpoint).toEqual({ error: "not_found", message: `No route for ${method} ${url}` });
      }
    }
    expect([...new Set(answered)].sort()).toEqual([...PRODUCT_AUTH_ENDPOINTS].sort());
  }, 120_000);

  it("lets nobody set a 5,000-character name or a javascript: picture, over HTTP or through better-auth itself", async () => {
    const overHttp = await call("POST", "/api/auth/update-user", candidate.cookie, {
      name: "x".repeat(5000),
      image: "javascript:alert(1)",
    });
    expect(overHttp.statusCode).toBe(404);

    const headers = new Headers({ cookie: candidate.cookie });
    const { api } = t.app.services.auth;
    await expect(api.updateUser({ headers, body: { name: "x".repeat(5000) } })).rejects.toMatchObject({
      message: userFieldMessages.name,
    });
    await expect(api.updateUser({ headers, body: { name: "Ada\u0007 Lovelace" } })).rejects.toMatchObject({
      message: userFieldMessages.name,
    });
    await expect(api.updateUser({ headers, body: { image: "javascript:alert(1)" } })).rejects.toMatchObject({
      message: userFieldMessages.image,
    });
    const [row] = await t.database.db.select().from(user).where(eq(user.id, candidate.userId));
    expect(row).toMatchObject({ name: "Ada Lovelace", image: null });
    // A name the forms allow still goes through: the rules refuse only what they should.
    await api.updateUser({ headers, body: { name: "Ada King" } });
    const [renamed] = await t.database.db.select().from(user).where(eq(user.id, candidate.userId));
    expect(renamed!.name).toBe("Ada King");
  });

  it("never puts the session token in a body: sign-in, and the session lists that no longer answer", async () => {
    const signedIn = await call("POST", "/api/auth/sign-in/email", undefined, {
      email: candidate.email,
      password: "Str0ng!Passw0rd",
    });
    expect(signedIn.statusCode).toBe(200);
    const tokens = (await t.database.db.select({ token: session.token }).from(session)).map((row) => row.token);
    expect(tokens.length).toBeGreaterThan(1);
    for (const url of ["/api/auth/get-session", "/api/auth/list-sessions", "/api/me"]) {
      const response = await call("GET", url, candidate.cookie);
      for (const token of tokens) expect(response.body, url).not.toContain(token);
    }
    for (const token of tokens) expect(signedIn.body).not.toContain(token);
    expect(signedIn.json()).not.toHaveProperty("token");
  });
});
