import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { candidates, profiles, session, user } from "../../db/schema";
import {
  STRONG_PASSWORD,
  createCandidate,
  createCompany,
  latestMailLinks,
  linkIn,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { completeNetworkInterview } from "../../testing/candidate-fixtures";
import { startServerProcess, type ServerProcess } from "../../testing/server-process";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createTestDatabase, testDrivers } from "../../testing/test-database";
import { CHANGE_FEED_APPLICATION_NAME } from "./account-change-feed";

// Sessions are cached per app server (decision 0014). A session ended on one server must stop
// working on every server within a second. On PostgreSQL: two real server processes on one
// database, revoking through A and asking B. On PGlite (one process): the same app.

interface Answer {
  status: number;
  cookie: string;
  body: unknown;
}

interface Server {
  call(method: "GET" | "POST", url: string, options?: { cookie?: string; body?: object }): Promise<Answer>;
}

function httpServer(process: ServerProcess): Server {
  return {
    async call(method, url, options = {}) {
      const response = await fetch(`${process.baseUrl}${url}`, {
        method,
        headers: {
          "x-forwarded-for": uniqueIp(),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(options.body ? { "content-type": "application/json" } : {}),
        },
        ...(options.body ? { body: JSON.stringify(options.body) } : {}),
      });
      const text = await response.text();
      return {
        status: response.status,
        cookie: response.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .join("; "),
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
    },
  };
}

function injectServer(t: TestApp): Server {
  return {
    async call(method, url, options = {}) {
      const response = await t.app.inject({
        method,
        url,
        remoteAddress: uniqueIp(),
        headers: options.cookie ? { cookie: options.cookie } : {},
        ...(options.body ? { payload: options.body } : {}),
      });
      const setCookie = response.headers["set-cookie"];
      const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
      return {
        status: response.statusCode,
        cookie: list.map((c) => c.split(";")[0]).join("; "),
        body: response.body ? (JSON.parse(response.body) as unknown) : undefined,
      };
    },
  };
}

describe.each(testDrivers())("session revocation across app servers on %s", (driver) => {
  let database: DatabaseHandle;
  let a: Server;
  let b: Server;
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    if (driver === "postgres") {
      database = await createTestDatabase("postgres");
      stops.push(() => database.close());
      if (database.kind !== "postgres") throw new Error("expected PostgreSQL");
      const secret = randomBytes(32).toString("base64url");
      const processes: ServerProcess[] = [];
      for (const name of ["a", "b"]) {
        const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `onetake-revoke-${name}-`));
        stops.push(() => fs.rm(dataDir, { recursive: true, force: true }));
        const server = await startServerProcess({
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          AUTH_SECRET: secret,
          TRUST_PROXY: "true",
        });
        stops.unshift(() => server.stop());
        processes.push(server);
      }
      [a, b] = processes.map(httpServer) as [Server, Server];
    } else {
      const t = await createTestApp({ driver });
      stops.push(() => t.close());
      database = t.database;
      a = b = injectServer(t);
    }
  }, 120_000);

  afterAll(async () => {
    for (const stop of stops) await stop();
  });

  async function signIn(server: Server, email: string, password = STRONG_PASSWORD): Promise<string> {
    const answer = await server.call("POST", "/api/auth/sign-in/email", { body: { email, password } });
    expect(answer.status).toBe(200);
    return answer.cookie;
  }

  /** B knows (and so may have cached) the session before the revocation. */
  async function seenBy(server: Server, cookie: string): Promise<void> {
    for (let i = 0; i < 3; i++) expect((await server.call("GET", "/api/me", { cookie })).status).toBe(200);
  }

  function refusedWithinOneSecond(server: Server, cookie: string) {
    return expect
      .poll(async () => (await server.call("GET", "/api/me", { cookie })).status, { timeout: 1_000, interval: 20 })
      .toBe(401);
  }

  it("sign-out on A ends the session on B", async () => {
    const { email } = await createCandidate(database.db, {}, { emailVerified: true });
    const cookie = await signIn(a, email);
    await seenBy(b, cookie);
    expect((await a.call("POST", "/api/auth/sign-out", { cookie, body: {} })).status).toBe(200);
    await refusedWithinOneSecond(b, cookie);
  });

  it("a candidate's account deletion request through A ends every session of theirs on B", async () => {
    const { email } = await createCandidate(database.db, {}, { emailVerified: true });
    const here = await signIn(a, email);
    const elsewhere = await signIn(b, email);
    await seenBy(b, elsewhere);
    await seenBy(b, here);
    const requested = await a.call("POST", "/api/candidates/me/deletion", {
      cookie: here,
      body: { confirmation: "DELETE" },
    });
    expect(requested.status).toBe(202);
    await refusedWithinOneSecond(b, elsewhere);
    await refusedWithinOneSecond(b, here);
  });

  it("a password reset through A ends the user's sessions on B", async () => {
    const { email } = await createCandidate(database.db, {}, { emailVerified: true });
    const cookie = await signIn(b, email);
    await seenBy(b, cookie);
    const requested = await a.call("POST", "/api/auth/request-password-reset", {
      body: { email, redirectTo: "/reset-password" },
    });
    expect(requested.status).toBe(200);
    let message: Awaited<ReturnType<typeof latestMailLinks>>;
    await expect
      .poll(async () => (message = await latestMailLinks(database.db, email)), { timeout: 15_000, interval: 100 })
      .toBeDefined();
    const token = new URL(linkIn(message!.text, "/api/auth/reset-password/")).pathname.split("/").pop()!;
    const reset = await a.call("POST", "/api/auth/reset-password", {
      body: { token, newPassword: "N3w!Passw0rd-long" },
    });
    expect(reset.status).toBe(200);
    await refusedWithinOneSecond(b, cookie);
  });

  it("removing the user row, as the deletion task does, ends its sessions on B", async () => {
    // No endpoint bans or removes users over HTTP (decision 0004): the row's cascade deletes the
    // sessions, and the triggers tell every server, whoever wrote it.
    const { email, userId } = await createCandidate(database.db, {}, { emailVerified: true });
    const cookie = await signIn(b, email);
    await seenBy(b, cookie);
    await database.db.delete(user).where(eq(user.id, userId));
    await refusedWithinOneSecond(b, cookie);
  });

  it("a change to the profile or company shows on B's /api/me within a second", async () => {
    const { email, userId } = await createCompany(database.db, {}, { emailVerified: true, status: "pending" });
    const cookie = await signIn(a, email);
    await seenBy(b, cookie);
    await database.db.update(profiles).set({ firstName: "Renamed" }).where(eq(profiles.id, userId));
    await database.db.execute(
      sql`update enterprises set verification_status = 'verified' where profile_id = ${userId}`,
    );
    await expect
      .poll(
        async () => {
          const me = (await b.call("GET", "/api/me", { cookie })).body as {
            user: { firstName: string };
            company: { verificationStatus: string };
          };
          return [me.user.firstName, me.company.verificationStatus];
        },
        { timeout: 1_000, interval: 20 },
      )
      .toEqual(["Renamed", "verified"]);
    expect((await b.call("GET", "/api/candidates?page=1&pageSize=5", { cookie })).status).toBe(200);
  });

  it("a change to a candidate shows in B's cached pool within a second", async () => {
    const { email } = await createCompany(database.db, {}, { emailVerified: true, status: "verified" });
    const cookie = await signIn(a, email);
    const pool = async () => {
      const answer = await b.call("GET", "/api/candidates?page=1&pageSize=100", { cookie });
      expect(answer.status).toBe(200);
      return (answer.body as { items: { profileId: string; title: string | null }[] }).items;
    };
    await pool();
    const { userId, candidateId } = await createCandidate(database.db, {}, { emailVerified: true });
    const titleOf = async () => (await pool()).find((item) => item.profileId === userId)?.title ?? "absent";
    // Signed up only: not in the pool; a completed interview (announced by its own trigger,
    // decision 0028) puts them in.
    expect(await titleOf()).toBe("absent");
    await completeNetworkInterview(database.db, candidateId);
    await expect.poll(titleOf, { timeout: 1_000, interval: 20 }).toBe("ML Engineer");
    await database.db.update(candidates).set({ title: "Staff ML Engineer" }).where(eq(candidates.profileId, userId));
    await expect.poll(titleOf, { timeout: 1_000, interval: 20 }).toBe("Staff ML Engineer");
    await database.db.update(user).set({ emailVerified: false }).where(eq(user.id, userId));
    await expect.poll(titleOf, { timeout: 1_000, interval: 20 }).toBe("absent");
  });

  // PGlite's LISTEN is in-process and cannot drop.
  if (driver === "postgres") {
    it("when B's change feed drops, B stops trusting its cache (a change made meanwhile is not missed)", async () => {
      const { email, userId } = await createCandidate(database.db, {}, { emailVerified: true });
      const cookie = await signIn(a, email);
      await seenBy(b, cookie);
      // Cut every server's LISTEN connection, then end the session while nobody listens.
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = ${CHANGE_FEED_APPLICATION_NAME} and datname = current_database()`,
      );
      await database.db.delete(session).where(eq(session.userId, userId));
      await refusedWithinOneSecond(b, cookie);
    });
  }
});
