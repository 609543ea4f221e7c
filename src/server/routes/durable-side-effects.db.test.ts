import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@shared/http/error-codes";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import { auditLog, enterprises, user } from "../db/schema";
import {
  candidateInput,
  createCandidate,
  createCompany,
  mailTo,
  subjectsTo,
  uniqueIp,
  signInDevAdmin,
} from "../testing/accounts-fixtures";
import { reopenableDatabase, type ReopenableDatabase } from "../testing/reopenable-database";
import { testDrivers } from "../testing/test-database";

// Every mail the product sends is a task queued in the transaction of the change it reports
// (decision 0011): a change that rolls back sends nothing, and a committed change is delivered
// even when the process dies before its worker runs.

const VERIFY_SUBJECT = "Confirm your email address for OneTake";
const WELCOME_SUBJECT = "Welcome to OneTake";
const RESET_SUBJECT = "Reset your OneTake password";

/** Queued mail tasks to an address, in any state (pg-boss keeps finished ones). */
async function mailTasksTo(database: DatabaseHandle, to: string): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'mail.send' and data->>'to' = ${to}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

describe.each(testDrivers())("durable side effects on %s", (driver) => {
  let store: ReopenableDatabase;
  const dataDir = path.join(os.tmpdir(), `onetake-durable-data-${process.pid}`);
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", DEV_ADMIN_ENABLED: "true" });

  const post = (app: FastifyInstance, url: string, payload: object, cookie?: string) =>
    app.inject({
      method: "POST",
      url,
      payload: payload as Record<string, unknown>,
      headers: cookie ? { cookie } : {},
      remoteAddress: uniqueIp(),
    });

  beforeAll(async () => {
    store = await reopenableDatabase(driver, "onetake-durable-");
  });
  afterAll(async () => {
    await store.dispose();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  describe("a change that rolls back after its mail was queued", () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    const exec = (statement: string) => database.db.execute(sql.raw(statement));

    beforeAll(async () => {
      database = await store.open();
      app = await buildApp({ config, database });
      // Fails at COMMIT, after every statement of the transaction (the mail's task included) ran.
      await exec(
        `create function onetake_test_fail_at_commit() returns trigger language plpgsql as $$ ` +
          `begin raise exception 'forced failure at commit'; end $$`,
      );
      await exec(
        `create function onetake_test_refuse_task() returns trigger language plpgsql as $$ ` +
          `begin raise exception 'forced failure to queue'; end $$`,
      );
    });
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    async function failingAtCommitOn(table: string, run: () => Promise<void>): Promise<void> {
      await exec(
        `create constraint trigger onetake_test_fail_at_commit after insert on "${table}" ` +
          `deferrable initially deferred for each row execute function onetake_test_fail_at_commit()`,
      );
      try {
        await run();
      } finally {
        await exec(`drop trigger if exists onetake_test_fail_at_commit on "${table}"`);
      }
    }

    /**
     * The mail task's insert fails for one message (matched by address and subject): what a
     * crash between the change and its mail used to lose. pg-boss keeps a queue's rows in the
     * table its queue row names.
     */
    async function refusingMailTo(to: string, subject: string, run: () => Promise<void>): Promise<void> {
      const result = (await database.db.execute(
        sql`select table_name as "table" from pgboss.queue where name = 'mail.send'`,
      )) as unknown as { rows: { table: string }[] };
      const table = result.rows[0]?.table;
      if (!table || !/^\w+$/.test(table)) throw new Error("no mail queue table");
      await exec(
        `create trigger onetake_test_refuse_task before insert on pgboss."${table}" for each row ` +
          `when (new.data->>'to' = '${to}' and new.data->>'subject' like '${subject}%') ` +
          `execute function onetake_test_refuse_task()`,
      );
      try {
        await run();
      } finally {
        await exec(`drop trigger if exists onetake_test_refuse_task on pgboss."${table}"`);
      }
    }

    it("a review whose mail cannot be queued is undone: the decision and its mail stand or fall together", async () => {
      const company = await createCompany(database.db, {}, { emailVerified: true });
      const cookie = await signInDevAdmin(app);
      await refusingMailTo(company.email, "", async () => {
        const response = await post(app, `/api/admin/companies/${company.enterpriseId}/approve`, {}, cookie);
        expect(response.statusCode).toBe(500);
      });
      const [row] = await database.db.select().from(enterprises).where(eq(enterprises.id, company.enterpriseId));
      expect(row?.verificationStatus).toBe("pending");
      expect(await database.db.select().from(auditLog).where(eq(auditLog.targetId, company.enterpriseId))).toEqual([]);
      expect(await mailTasksTo(database, company.email)).toBe(0);
      expect(await mailTo(database.db, company.email)).toEqual([]);
    });

    it("a registration whose verification mail cannot be queued leaves no account; a lost welcome mail only logs", async () => {
      const refused = candidateInput();
      await refusingMailTo(refused.email, VERIFY_SUBJECT, async () => {
        expect((await post(app, "/api/accounts/candidates", refused)).statusCode).toBe(500);
      });
      expect(await database.db.select().from(user).where(eq(user.email, refused.email))).toEqual([]);
      expect(await mailTasksTo(database, refused.email)).toBe(0);
      expect(await mailTo(database.db, refused.email)).toEqual([]);

      const welcomeLost = candidateInput();
      await refusingMailTo(welcomeLost.email, WELCOME_SUBJECT, async () => {
        expect((await post(app, "/api/accounts/candidates", welcomeLost)).statusCode).toBe(201);
      });
      expect(await database.db.select().from(user).where(eq(user.email, welcomeLost.email))).toHaveLength(1);
      await expect
        .poll(() => subjectsTo(database.db, welcomeLost.email), { timeout: 15_000 })
        .toEqual([VERIFY_SUBJECT]);
    });

    it("a company review: no decision, no audit entry, no mail task and no mail", async () => {
      const company = await createCompany(database.db, {}, { emailVerified: true });
      const cookie = await signInDevAdmin(app);
      await failingAtCommitOn("audit_log", async () => {
        const response = await post(app, `/api/admin/companies/${company.enterpriseId}/approve`, {}, cookie);
        expect(response.statusCode).toBe(500);
        expect(response.json().error).toBe(ErrorCode.internal);
      });
      const [row] = await database.db.select().from(enterprises).where(eq(enterprises.id, company.enterpriseId));
      expect(row?.verificationStatus).toBe("pending");
      expect(await database.db.select().from(auditLog).where(eq(auditLog.targetId, company.enterpriseId))).toEqual([]);
      expect(await mailTasksTo(database, company.email)).toBe(0);
      expect(await mailTo(database.db, company.email)).toEqual([]);

      // The same review, once it can commit, queues and delivers exactly one mail.
      const retried = await post(app, `/api/admin/companies/${company.enterpriseId}/approve`, {}, cookie);
      expect(retried.statusCode).toBe(200);
      await expect.poll(() => subjectsTo(database.db, company.email), { timeout: 15_000 }).toHaveLength(1);
      expect(await mailTasksTo(database, company.email)).toBe(1);
    });

    it("a registration: no account, no verification or welcome task, no mail", async () => {
      const body = candidateInput();
      await failingAtCommitOn("user", async () => {
        const response = await post(app, "/api/accounts/candidates", body);
        expect(response.statusCode).toBe(500);
      });
      expect(await database.db.select().from(user).where(eq(user.email, body.email))).toEqual([]);
      expect(await mailTasksTo(database, body.email)).toBe(0);
      expect(await mailTo(database.db, body.email)).toEqual([]);
    });
  });

  it("delivers every mail committed before a crash, when a new app starts on the same database", async () => {
    const firstDb = await store.open();
    // No worker: nothing is delivered by this process, as if it died right after each commit.
    const first = await buildApp({ config, database: firstDb, startWorker: false });
    const registration = candidateInput();
    const company = await createCompany(firstDb.db, {}, { emailVerified: true });
    const resetting = await createCandidate(firstDb.db, {}, { emailVerified: true });
    try {
      expect((await post(first, "/api/accounts/candidates", registration)).statusCode).toBe(201);
      const cookie = await signInDevAdmin(first);
      const reject = await post(
        first,
        `/api/admin/companies/${company.enterpriseId}/reject`,
        { reason: "The website could not be reached." },
        cookie,
      );
      expect(reject.statusCode).toBe(200);
      const reset = await post(first, "/api/auth/request-password-reset", {
        email: resetting.email,
        redirectTo: "/reset-password",
      });
      expect(reset.statusCode).toBe(200);
      for (const to of [registration.email, company.email, resetting.email]) {
        expect(await mailTasksTo(firstDb, to)).toBeGreaterThan(0);
        expect(await mailTo(firstDb.db, to)).toEqual([]);
      }
    } finally {
      await first.close();
      await firstDb.close();
    }

    const secondDb = await store.open();
    const second = await buildApp({ config, database: secondDb });
    try {
      await expect
        .poll(async () => (await subjectsTo(secondDb.db, registration.email)).sort(), { timeout: 20_000 })
        .toEqual([VERIFY_SUBJECT, WELCOME_SUBJECT]);
      await expect
        .poll(() => subjectsTo(secondDb.db, company.email), { timeout: 20_000 })
        .toEqual([expect.stringMatching(/^Update on your OneTake registration/)]);
      await expect.poll(() => subjectsTo(secondDb.db, resetting.email), { timeout: 20_000 }).toEqual([RESET_SUBJECT]);
    } finally {
      await second.close();
      await secondDb.close();
    }
  });
});
