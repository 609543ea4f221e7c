import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../db/schema";
import {
  STRONG_PASSWORD,
  candidateInput,
  companyInput,
  createCandidate,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { ACCOUNT_FAILURES, PAIR_FAILURES } from "../../plugins/sign-in-guard";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

const RATE_LIMITED = { error: "rate_limited", message: "Too many requests. Please wait a minute and try again." };

function expectRateLimited(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(RATE_LIMITED);
}

describe.each(testDrivers())("rate limits on %s", (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: "POST", url, payload, remoteAddress });
  const signInFrom = (ip: string, email: string, password: string) =>
    post("/api/auth/sign-in/email", { email, password }, ip);

  /** Sends the requests one after another and returns their statuses. */
  async function statuses(requests: (() => Promise<LightMyRequestResponse>)[]): Promise<number[]> {
    const out: number[] = [];
    for (const send of requests) out.push((await send()).statusCode);
    return out;
  }

  const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

  describe("sign-in", () => {
    it("allows 5 attempts a minute from one IP (better-auth), then answers 429 even for the right password", async () => {
      const { email } = await createCandidate(t.database.db, {}, { emailVerified: true });
      const ip = uniqueIp();
      const wrong = await statuses(
        times(5, (i) => () => signInFrom(ip, `someone-${i}-${randomUUID().slice(0, 6)}@example.com`, "Wr0ng!pass")),
      );
      expect(wrong).toEqual([401, 401, 401, 401, 401]);
      expectRateLimited(await signInFrom(ip, email, STRONG_PASSWORD));
      // Another address is not affected.
      expect((await signInFrom(uniqueIp(), email, STRONG_PASSWORD)).statusCode).toBe(200);
    });

    it("allows 20 requests per 15 minutes from one IP on the route itself, invalid ones included", async () => {
      const { email } = await createCandidate(t.database.db, {}, { emailVerified: true });
      const ip = uniqueIp();
      const malformed = await statuses(times(20, () => () => post("/api/auth/sign-in/email", { email: "nope" }, ip)));
      expect(malformed).toEqual(times(20, () => 400));
      const limited = await signInFrom(ip, email, STRONG_PASSWORD);
      expectRateLimited(limited);
      expect(limited.headers["x-ratelimit-limit"]).toBe("20");
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(14 * 60);
    });

    it("does not let a stranger's failures from many IPs lock the owner out of a fresh IP", async () => {
      const target = await createCandidate(t.database.db, {}, { emailVerified: true });
      const wrong = await statuses(times(12, () => () => signInFrom(uniqueIp(), target.email, "Wr0ng!pass")));
      expect(wrong).toEqual(times(12, () => 401));

      expect((await signInFrom(uniqueIp(), target.email, STRONG_PASSWORD)).statusCode).toBe(200);
      // The account is the key in any letter case; the owner still gets in.
      expect((await signInFrom(uniqueIp(), target.email.toUpperCase(), STRONG_PASSWORD)).statusCode).toBe(200);
    });

    it("refuses one IP that keeps failing on an account, even with the right password, and no one else", async () => {
      const target = await createCandidate(t.database.db, {}, { emailVerified: true });
      const bystander = await createCandidate(t.database.db, {}, { emailVerified: true });
      const ip = uniqueIp();
      const wrong = await statuses(times(PAIR_FAILURES, () => () => signInFrom(ip, target.email, "Wr0ng!pass")));
      expect(wrong).toEqual(times(PAIR_FAILURES, () => 401));
      const limited = await signInFrom(ip, target.email, STRONG_PASSWORD);
      expectRateLimited(limited);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(14 * 60);

      expect((await signInFrom(ip, bystander.email, STRONG_PASSWORD)).statusCode).toBe(200);
      expect((await signInFrom(uniqueIp(), target.email, STRONG_PASSWORD)).statusCode).toBe(200);
    });

    it("gives each IP a single guess once an account is under attack from many IPs", async () => {
      const target = await createCandidate(t.database.db, {}, { emailVerified: true });
      const attackers = times(ACCOUNT_FAILURES, () => uniqueIp());
      const first = await statuses(attackers.map((ip) => () => signInFrom(ip, target.email, "Wr0ng!pass")));
      expect(first).toEqual(times(ACCOUNT_FAILURES, () => 401));

      // Every IP that has failed is now refused for this account, whatever it sends.
      for (const ip of attackers.slice(0, 3)) expectRateLimited(await signInFrom(ip, target.email, STRONG_PASSWORD));
      // A new IP gets one guess, then it is refused too.
      const next = uniqueIp();
      expect((await signInFrom(next, target.email, "Wr0ng!pass")).statusCode).toBe(401);
      expectRateLimited(await signInFrom(next, target.email, "Wr0ng!pass2"));
      // The owner, on an IP that has not failed, still signs in.
      expect((await signInFrom(uniqueIp(), target.email, STRONG_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe("sign-up", () => {
    it("allows 10 registrations per 10 minutes from one IP", async () => {
      const ip = uniqueIp();
      const refused = await statuses(times(10, () => () => post("/api/accounts/candidates", { firstName: "A" }, ip)));
      expect(refused).toEqual(times(10, () => 400));
      const valid = candidateInput();
      expectRateLimited(await post("/api/accounts/candidates", valid, ip));
      expect(await t.database.db.select().from(user).where(eq(user.email, valid.email))).toEqual([]);
      expect((await post("/api/accounts/candidates", valid, uniqueIp())).statusCode).toBe(201);
    });

    it("allows 3 candidate registrations per 10 minutes for one e-mail from many IPs", async () => {
      const input = candidateInput();
      const results = await statuses(times(3, () => () => post("/api/accounts/candidates", input, uniqueIp())));
      // The second and third find the account: answered alike (decision 0004), and counted alike.
      expect(results).toEqual([201, 201, 201]);
      expectRateLimited(await post("/api/accounts/candidates", input, uniqueIp()));
    });

    it("allows 3 company registrations per 10 minutes for one contact e-mail from many IPs", async () => {
      const input = companyInput();
      const results = await statuses(times(3, () => () => post("/api/accounts/companies", input, uniqueIp())));
      expect(results).toEqual([201, 201, 201]);
      expectRateLimited(await post("/api/accounts/companies", input, uniqueIp()));
      // Other companies registering from one office IP are not held up by that.
      const office = uniqueIp();
      const colleagues = await statuses(times(4, () => () => post("/api/accounts/companies", companyInput(), office)));
      expect(colleagues).toEqual([201, 201, 201, 201]);
    });
  });

  describe("e-mail sending", () => {
    it("allows 3 password reset requests per account from many IPs, the same for unknown addresses", async () => {
      const { email: known } = await createCandidate(t.database.db, {}, { emailVerified: true });
      const unknown = `nobody-${randomUUID().slice(0, 8)}@example.com`;
      for (const email of [known, unknown]) {
        const request = () =>
          post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" }, uniqueIp());
        expect(await statuses(times(3, () => request))).toEqual([200, 200, 200]);
        expectRateLimited(await request());
      }
    });

    it("allows 3 verification e-mail resends per account from many IPs", async () => {
      const { email } = await createCandidate(t.database.db);
      const resend = () => post("/api/auth/send-verification-email", { email, callbackURL: "/dashboard" }, uniqueIp());
      expect(await statuses(times(3, () => resend))).toEqual([200, 200, 200]);
      expectRateLimited(await resend());
    });
  });
});
