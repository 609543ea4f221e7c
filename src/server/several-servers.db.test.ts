import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { account, authSecretFingerprint, user } from "./db/schema";
import { DEV_ADMIN_EMAIL } from "./domain/accounts/dev-admin";
import { hashNewPassword } from "./domain/accounts/create-credential-user";
import { SessionSecretMismatchError, secretFingerprint } from "./plugins/auth/session-secret";
import { STRONG_PASSWORD, createCandidate, signIn, signInDevAdmin, uniqueIp } from "./testing/accounts-fixtures";
import { appOnSameDatabase } from "./testing/same-database-app";
import { createTestApp, type TestApp } from "./testing/test-app";
import { testDrivers } from "./testing/test-database";

/*
 * Several app servers on one database (decision 0074): one session secret, checked at start by
 * its fingerprint, and the dev admin's password derived from it, so either server signs it in.
 */

const newSecret = () => randomBytes(32).toString("base64url");

describe.each(testDrivers())("several servers on one %s database (decision 0074)", (driver) => {
  const opened: TestApp[] = [];
  const remember = (t: TestApp) => {
    opened.unshift(t);
    return t;
  };
  afterEach(async () => {
    // The second apps first: on PGlite the first app closes the handle they share.
    for (const t of opened.splice(0)) await t.close();
  });

  const first = async (env: Record<string, string> = {}) =>
    remember(await createTestApp({ driver, startWorker: false, env }));
  const second = async (on: TestApp, env: Record<string, string> = {}) =>
    remember(await appOnSameDatabase(on, { startWorker: false, env }));
  const refusal = (on: TestApp, env: Record<string, string> = {}) =>
    appOnSameDatabase(on, { startWorker: false, env }).then(
      (t) => {
        remember(t);
        throw new Error("the server started");
      },
      (error: unknown) => error,
    );
  const me = (app: FastifyInstance, cookie: string) =>
    app.inject({ method: "GET", url: "/api/me", headers: { cookie } }).then((reply) => reply.statusCode);

  it("servers with one AUTH_SECRET start on one database, and a sign-in on one is good on the other", async () => {
    const secret = newSecret();
    const a = await first({ AUTH_SECRET: secret });
    const b = await second(a, { AUTH_SECRET: secret });
    const { email } = await createCandidate(a.database.db, {}, { emailVerified: true });
    const cookie = await signIn(a.app, email, STRONG_PASSWORD, uniqueIp());
    expect(await me(b.app, cookie)).toBe(200);
  });

  it("refuses to start a server with another secret, saying what to do; the database keeps only a fingerprint", async () => {
    const secret = newSecret();
    const other = newSecret();
    const a = await first({ AUTH_SECRET: secret });
    const error = await refusal(a, { AUTH_SECRET: other });
    expect(error).toBeInstanceOf(SessionSecretMismatchError);
    const message = (error as Error).message;
    expect(message).toContain("AUTH_SECRET is not the secret the other servers on this database sign sessions with");
    expect(message).toContain("Set the same AUTH_SECRET on every server that uses this database.");
    expect(message).toContain(`AUTH_SECRET_REPLACES=${secretFingerprint(secret)}`);
    expect(message).not.toContain(secret);
    expect(message).not.toContain(other);

    const rows = await a.database.db.select().from(authSecretFingerprint);
    expect(rows.map((row) => row.fingerprint)).toEqual([secretFingerprint(secret)]);
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it("without AUTH_SECRET, another data directory's generated secret is refused; the same directory starts again", async () => {
    const a = await first();
    const error = await refusal(a);
    expect(error).toBeInstanceOf(SessionSecretMismatchError);
    expect((error as Error).message).toMatch(
      /^The session secret generated in .*secrets\/auth-secret \(AUTH_SECRET is not set\)/,
    );
    expect((error as Error).message).toContain("Set the same AUTH_SECRET on every server");

    // A restart on its own data directory (the embedded database's case) finds its own secret.
    const again = await buildApp({ config: a.config, database: a.database, startWorker: false });
    await again.close();
  });

  it("rotates the secret when AUTH_SECRET_REPLACES names the old fingerprint, and then refuses the old secret", async () => {
    const old = newSecret();
    const rotated = newSecret();
    const a = await first({ AUTH_SECRET: old });
    const { email } = await createCandidate(a.database.db, {}, { emailVerified: true });
    const before = await signIn(a.app, email, STRONG_PASSWORD, uniqueIp());

    // Naming a fingerprint that is not the database's changes nothing.
    const wrong = await refusal(a, { AUTH_SECRET: rotated, AUTH_SECRET_REPLACES: secretFingerprint(newSecret()) });
    expect(wrong).toBeInstanceOf(SessionSecretMismatchError);

    const b = await second(a, { AUTH_SECRET: rotated, AUTH_SECRET_REPLACES: secretFingerprint(old) });
    const [row] = await a.database.db.select().from(authSecretFingerprint);
    expect(row?.fingerprint).toBe(secretFingerprint(rotated));
    // Left set on the next server, it is harmless: that server's secret matches.
    await second(a, { AUTH_SECRET: rotated, AUTH_SECRET_REPLACES: secretFingerprint(old) });
    // A session signed with the old secret is not good on the new one.
    expect(await me(b.app, before)).toBe(401);
    expect(await refusal(a, { AUTH_SECRET: old })).toBeInstanceOf(SessionSecretMismatchError);
  });

  it("signs the dev admin in on either server", async () => {
    const secret = newSecret();
    const env = { AUTH_SECRET: secret, DEV_ADMIN_ENABLED: "true" };
    const a = await first(env);
    const b = await second(a, env);
    const fromA = await signInDevAdmin(a.app);
    const fromB = await signInDevAdmin(b.app);
    expect(await me(a.app, fromB)).toBe(200);
    expect(await me(b.app, fromA)).toBe(200);
  });

  it("gives a dev admin made with another password (an older data directory) the one both servers know", async () => {
    const env = { AUTH_SECRET: newSecret(), DEV_ADMIN_ENABLED: "true" };
    const a = await first(env);
    await signInDevAdmin(a.app);
    const [admin] = await a.database.db.select({ id: user.id }).from(user).where(eq(user.email, DEV_ADMIN_EMAIL));
    await a.database.db
      .update(account)
      .set({ password: await hashNewPassword("an-old-random-password") })
      .where(and(eq(account.userId, admin!.id), eq(account.providerId, "credential")));
    const b = await second(a, env);
    expect(await me(a.app, await signInDevAdmin(b.app))).toBe(200);
  });
});
