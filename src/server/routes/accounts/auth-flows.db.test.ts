import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { passwordMessages } from "@shared/accounts/password";
import { session, user } from "../../db/schema";
import {
  STRONG_PASSWORD,
  candidateInput,
  cookieFrom,
  createCandidate,
  createCompany,
  linkIn,
  mailTo,
  signIn,
  subjectsTo,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

const VERIFY_SUBJECT = "Confirm your email address for OneTake";
const RESET_SUBJECT = "Reset your OneTake password";
const CROSS_SITE_MESSAGE = "This request came from another site and was refused.";

function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers["set-cookie"];
  return Array.isArray(header) ? header : header ? [header] : [];
}

/** Path and query of an absolute link, for app.inject. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describe.each(testDrivers())("auth flows on %s", (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => {
    await t?.close();
  });

  const inject = (options: {
    method: "GET" | "POST";
    url: string;
    payload?: object;
    cookie?: string;
    headers?: Record<string, string>;
  }) =>
    t.app.inject({
      method: options.method,
      url: options.url,
      ...(options.payload ? { payload: options.payload } : {}),
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
      remoteAddress: uniqueIp(),
    });

  const me = (cookie: string) => inject({ method: "GET", url: "/api/me", cookie });

  /** The newest message with this subject to an address, once the queue has delivered it. */
  async function waitForMail(to: string, subject: string, atLeast = 1) {
    await expect
      .poll(async () => (await subjectsTo(t.database.db, to)).filter((s) => s === subject).length, {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(atLeast);
    const messages = (await mailTo(t.database.db, to)).filter((message) => message.subject === subject);
    return messages[messages.length - 1]!;
  }

  describe("e-mail verification", () => {
    let email: string;
    let unverifiedCookie: string;

    beforeAll(async () => {
      const input = candidateInput();
      email = input.email;
      const registered = await inject({ method: "POST", url: "/api/accounts/candidates", payload: input });
      expect(registered.statusCode).toBe(201);
    });

    it("lets an unverified user sign in, and /api/me says the e-mail is not verified", async () => {
      unverifiedCookie = await signIn(t.app, email, STRONG_PASSWORD, uniqueIp());
      expect(unverifiedCookie).toContain("session_token=");
      const response = await me(unverifiedCookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ email, emailVerified: false, userType: "candidate" });
    });

    it("answers guarded endpoints with 403 email_not_verified until the e-mail is verified", async () => {
      const company = await createCompany(t.database.db, {}, { emailVerified: false, status: "verified" });
      for (const cookie of [unverifiedCookie, await signIn(t.app, company.email, STRONG_PASSWORD, uniqueIp())]) {
        const response = await inject({ method: "GET", url: "/api/candidates", cookie });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: "email_not_verified", message: accessMessages.emailNotVerified });
      }
    });

    it("refuses a tampered verification link without signing anyone in", async () => {
      const message = await waitForMail(email, VERIFY_SUBJECT);
      const link = linkIn(message.text, "/api/auth/verify-email?");
      const tampered = link.replace(/token=([^&]+)/, (_, token: string) => `token=${token.slice(0, -4)}AAAA`);
      const response = await inject({ method: "GET", url: pathOf(tampered) });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/dashboard?error=INVALID_TOKEN");
      expect(cookieFrom(response.headers["set-cookie"])).not.toMatch(/session_token=[^;\s]/);
      expect((await me(unverifiedCookie)).json().user.emailVerified).toBe(false);
    });

    it("sends a link without a callback to the page that says it failed, never to raw JSON", async () => {
      const bare = await inject({ method: "GET", url: "/api/auth/verify-email?token=not-a-real-token" });
      expect(bare.statusCode).toBe(302);
      expect(bare.headers["content-type"] ?? "").not.toContain("json");
      const next = new URL(bare.headers.location!, t.config.publicUrl);
      expect(next.pathname).toBe("/api/auth/verify-email");
      expect(next.searchParams.get("token")).toBe("not-a-real-token");
      expect(next.searchParams.get("callbackURL")).toBe("/dashboard");
      const followed = await inject({ method: "GET", url: `${next.pathname}${next.search}` });
      expect(followed.statusCode).toBe(302);
      expect(followed.headers.location).toBe("/dashboard?error=INVALID_TOKEN");
      expect(cookieFrom(followed.headers["set-cookie"])).not.toMatch(/session_token=[^;\s]/);
    });

    it("follows the e-mailed link to /dashboard with a session, and the user is then verified", async () => {
      const message = await waitForMail(email, VERIFY_SUBJECT);
      const link = linkIn(message.text, "/api/auth/verify-email?");
      expect(link.startsWith(`${t.config.publicUrl}/api/auth/verify-email?token=`)).toBe(true);

      const response = await inject({ method: "GET", url: pathOf(link) });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/dashboard");
      const cookie = cookieFrom(response.headers["set-cookie"]);
      expect(cookie).toMatch(/session_token=[^;\s]+/);

      const after = await me(cookie);
      expect(after.statusCode).toBe(200);
      expect(after.json().user).toMatchObject({ email, emailVerified: true });
      // The guard now gets past "verify first" to the user-type check.
      const pool = await inject({ method: "GET", url: "/api/candidates", cookie });
      expect(pool.statusCode).toBe(403);
      expect(pool.json()).toEqual({ error: "forbidden", message: accessMessages.onlyFor("enterprise") });
    });

    it("sends a fresh verification link on request", async () => {
      const unverified = await createCandidate(t.database.db);
      const response = await inject({
        method: "POST",
        url: "/api/auth/send-verification-email",
        payload: { email: unverified.email, callbackURL: "/dashboard" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: true });
      const message = await waitForMail(unverified.email, VERIFY_SUBJECT);
      expect(linkIn(message.text, "/api/auth/verify-email?")).toContain("callbackURL=%2Fdashboard");
    });
  });

  describe("password reset", () => {
    const request = (email: string) =>
      inject({
        method: "POST",
        url: "/api/auth/request-password-reset",
        payload: { email, redirectTo: "/reset-password" },
      });

    it("answers the same for a known and an unknown e-mail, and only the known one gets a mail", async () => {
      const known = await createCandidate(t.database.db, {}, { emailVerified: true });
      const unknown = `nobody-${randomUUID().slice(0, 8)}@example.com`;
      const forUnknown = await request(unknown);
      const forKnown = await request(known.email);
      expect(forKnown.statusCode).toBe(200);
      expect(forUnknown.statusCode).toBe(forKnown.statusCode);
      expect(forUnknown.json()).toEqual(forKnown.json());
      await waitForMail(known.email, RESET_SUBJECT);
      expect(await mailTo(t.database.db, unknown)).toEqual([]);
    });

    it("resets with the e-mailed token: weak passwords refused, old password and sessions revoked", async () => {
      const account = await createCandidate(t.database.db, {}, { emailVerified: true });
      const oldSession = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
      expect((await me(oldSession)).statusCode).toBe(200);

      expect((await request(account.email)).statusCode).toBe(200);
      const message = await waitForMail(account.email, RESET_SUBJECT);
      const link = linkIn(message.text, "/api/auth/reset-password/");
      const landing = await inject({ method: "GET", url: pathOf(link) });
      expect(landing.statusCode).toBe(302);
      const target = new URL(String(landing.headers.location), t.config.publicUrl);
      expect(target.pathname).toBe("/reset-password");
      const token = target.searchParams.get("token");
      expect(token).toBeTruthy();

      const reset = (newPassword: string) =>
        inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, newPassword } });
      for (const [weak, message] of [
        ["alllowercase", passwordMessages.weak],
        ["Sh0rt!", passwordMessages.tooShort],
      ] as const) {
        const refused = await reset(weak);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({ error: "validation_error", message, fields: { newPassword: message } });
      }

      const newPassword = "N3w!Passw0rd-2";
      const accepted = await reset(newPassword);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ status: true });

      const oldSignIn = await inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: account.email, password: STRONG_PASSWORD },
      });
      expect(oldSignIn.statusCode).toBe(401);
      expect(oldSignIn.json()).toMatchObject({ error: "invalid_email_or_password" });
      const fresh = await signIn(t.app, account.email, newPassword, uniqueIp());
      expect((await me(fresh)).statusCode).toBe(200);

      const revoked = await me(oldSession);
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json()).toEqual({ error: "unauthorized", message: accessMessages.signInRequired });

      const reused = await reset("An0ther!Passw0rd");
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toMatchObject({ error: "invalid_token" });
    });
  });

  describe("sessions", () => {
    let email: string;
    let userId: string;

    beforeAll(async () => {
      ({ email, userId } = await createCandidate(t.database.db, {}, { emailVerified: true }));
    });

    it("keeps the session token out of the sign-in response body", async () => {
      const response = await inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email, password: STRONG_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      const [latest] = await t.database.db
        .select({ token: session.token })
        .from(session)
        .where(eq(session.userId, userId))
        .orderBy(desc(session.createdAt))
        .limit(1);
      expect(latest?.token).toBeTruthy();
      expect(cookieFrom(response.headers["set-cookie"])).toContain(latest!.token);
      expect(response.body).not.toContain(latest!.token);
      expect(response.json()).not.toHaveProperty("token");
      expect(response.json().user).toMatchObject({ id: userId, email });
    });

    it("ends the session on sign-out", async () => {
      const cookie = await signIn(t.app, email, STRONG_PASSWORD, uniqueIp());
      expect((await me(cookie)).statusCode).toBe(200);
      const out = await inject({ method: "POST", url: "/api/auth/sign-out", payload: {}, cookie });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toMatchObject({ success: true });
      expect(setCookies(out).some((c) => /session_token=;.*Max-Age=0/.test(c))).toBe(true);
      const after = await me(cookie);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ error: "unauthorized", message: accessMessages.signInRequired });
    });

    it("refuses state-changing requests from another origin and accepts the app's own", async () => {
      const evil = { origin: "https://evil.example" };
      const signInFrom = (headers: Record<string, string>) =>
        inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          payload: { email, password: STRONG_PASSWORD },
          headers,
        });

      for (const headers of [evil, { "sec-fetch-site": "cross-site" }]) {
        const refused = await signInFrom(headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ error: "forbidden", message: CROSS_SITE_MESSAGE });
        expect(refused.headers["set-cookie"]).toBeUndefined();
      }
      const own = await signInFrom({ origin: t.config.publicUrl, "sec-fetch-site": "same-origin" });
      expect(own.statusCode).toBe(200);
      const cookie = cookieFrom(own.headers["set-cookie"]);

      // A forged sign-out must not end the session; a same-origin one does.
      const forgedOut = await inject({ method: "POST", url: "/api/auth/sign-out", payload: {}, cookie, headers: evil });
      expect(forgedOut.statusCode).toBe(403);
      expect((await me(cookie)).statusCode).toBe(200);

      const forgedSignUp = candidateInput();
      const refusedSignUp = await inject({
        method: "POST",
        url: "/api/accounts/candidates",
        payload: forgedSignUp,
        headers: evil,
      });
      expect(refusedSignUp.statusCode).toBe(403);
      expect(await t.database.db.select().from(user).where(eq(user.email, forgedSignUp.email))).toEqual([]);

      const ownOut = await inject({
        method: "POST",
        url: "/api/auth/sign-out",
        payload: {},
        cookie,
        headers: { origin: t.config.publicUrl },
      });
      expect(ownOut.statusCode).toBe(200);
      expect((await me(cookie)).statusCode).toBe(401);
    });

    it("sets session cookies HttpOnly and SameSite=Lax, not Secure over plain http", async () => {
      const response = await inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email, password: STRONG_PASSWORD },
      });
      const cookies = setCookies(response);
      expect(cookies.some((c) => c.startsWith("better-auth.session_token="))).toBe(true);
      for (const c of cookies) {
        expect(c).toMatch(/;\s*HttpOnly/i);
        expect(c).toMatch(/;\s*SameSite=Lax/i);
        expect(c).not.toMatch(/;\s*Secure/i);
      }
    });
  });

  it("marks session cookies Secure when COOKIE_SECURE=true", async () => {
    const secure = await createTestApp({ driver, env: { COOKIE_SECURE: "true" }, startWorker: false });
    try {
      const { email } = await createCandidate(secure.database.db, {}, { emailVerified: true });
      const response = await secure.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email, password: STRONG_PASSWORD },
        remoteAddress: uniqueIp(),
      });
      expect(response.statusCode).toBe(200);
      const cookies = setCookies(response);
      expect(cookies.some((c) => c.startsWith("__Secure-better-auth.session_token="))).toBe(true);
      for (const c of cookies) {
        expect(c).toMatch(/;\s*Secure/i);
        expect(c).toMatch(/;\s*HttpOnly/i);
        expect(c).toMatch(/;\s*SameSite=Lax/i);
      }
      const session = await secure.app.inject({
        method: "GET",
        url: "/api/me",
        headers: { cookie: cookieFrom(response.headers["set-cookie"]) },
      });
      expect(session.statusCode).toBe(200);
      expect(session.json().user.email).toBe(email);
    } finally {
      await secure.close();
    }
  });
});
