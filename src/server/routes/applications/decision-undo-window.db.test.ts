import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hiringMessages } from "@shared/applications/company-application-contracts";
import { applications, auditLog, candidates } from "../../db/schema";
import {
  STRONG_PASSWORD,
  createCandidate,
  createCompany,
  mailTo,
  signIn,
  signInDevAdmin,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { attachCandidateResume, completeNetworkInterview } from "../../testing/candidate-fixtures";
import { injectAs } from "../../testing/inject-as";
import { mailTasksTo } from "../../testing/mail-tasks";
import { postingInput } from "../../testing/posting-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

const HIRED_SUBJECT = /^Congratulations!/;
const NOT_SELECTED_SUBJECT = /^An update on your application/;

/**
 * A hiring decision reaches the candidate only once its undo window has passed (decision 0048):
 * the company can take a mis-click back, and only the decision standing then is e-mailed.
 */
describe.each(testDrivers())("the undo window of a hiring decision on %s", (driver) => {
  let t: TestApp;
  let companyCookie: string;
  let postingId: string;
  const cookies: Record<string, string | undefined> = {};

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true", DECISION_UNDO_SECONDS: "2" } });
    const { db } = t.database;
    const company = await createCompany(db, { companyName: "Undo Labs" }, { emailVerified: true, status: "verified" });
    companyCookie = await signIn(t.app, company.email, STRONG_PASSWORD, uniqueIp());
    const other = await createCompany(db, { companyName: "Other Co" }, { emailVerified: true, status: "verified" });
    const pending = await createCompany(db, { companyName: "Pending Co" }, { emailVerified: true });
    cookies["company B"] = await signIn(t.app, other.email, STRONG_PASSWORD, uniqueIp());
    cookies["pending company"] = await signIn(t.app, pending.email, STRONG_PASSWORD, uniqueIp());
    cookies.admin = await signInDevAdmin(t.app);
    const posting = await injectAs(t, "POST", "/api/companies/me/postings", companyCookie, postingInput({}));
    expect(posting.statusCode, posting.body).toBe(201);
    postingId = posting.json<{ id: string }>().id;
  }, 90_000);

  afterAll(async () => {
    await t?.close();
  });

  /** A candidate with a finished interview who applied to the posting. */
  async function applicant(firstName: string) {
    const { db } = t.database;
    const account = await createCandidate(db, { firstName }, { emailVerified: true });
    const [row] = await db.select().from(candidates).where(eq(candidates.profileId, account.userId));
    await completeNetworkInterview(db, row!.id);
    await attachCandidateResume(db, row!.id, t.app.services.blobs);
    const cookie = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
    const applied = await injectAs(t, "POST", `/api/postings/${postingId}/applications`, cookie, {});
    expect(applied.statusCode, applied.body).toBe(201);
    const applicationId = applied.json<{ applicationId: string }>().applicationId;
    const decide = (body: object) =>
      injectAs(t, "PUT", `/api/companies/me/applications/${applicationId}/decision`, companyCookie, body);
    const undo = (cookie = companyCookie) =>
      injectAs(t, "POST", `/api/companies/me/applications/${applicationId}/decision/undo`, cookie, {});
    const ownView = async () =>
      (await injectAs(t, "GET", `/api/candidates/me/applications/${applicationId}`, cookie)).json<{
        status: string;
        decision: { outcome: string } | null;
        history: { status: string }[];
      }>();
    const ownList = async () =>
      (await injectAs(t, "GET", "/api/candidates/me/applications", cookie)).json<{ items: { status: string }[] }>()
        .items[0]!.status;
    /** Resolves once no notice is waiting: the window passed and its task ran. */
    const settled = () =>
      expect
        .poll(
          async () =>
            (await db.select().from(applications).where(eq(applications.id, applicationId)))[0]!.decisionNotice,
          { timeout: 15_000 },
        )
        .toBeNull();
    return { account, applicationId, decide, undo, ownView, ownList, settled };
  }

  const subjects = async (email: string) => (await mailTo(t.database.db, email)).map((mail) => mail.subject);

  it("Mark as Hired tells the candidate only after the window; until then they see where they stood", async () => {
    const a = await applicant("Patience");
    const hired = await a.decide({ decision: "hired" });
    expect(hired.statusCode, hired.body).toBe(200);
    const { pendingNotice } = hired.json<{ decision: { pendingNotice: { at: string; undoable: boolean } } }>().decision;
    expect(pendingNotice.undoable).toBe(true);
    expect(new Date(pendingNotice.at).getTime()).toBeGreaterThan(Date.now());

    // Inside the window: no mail queued, and the candidate still sees the application as it was.
    expect(await mailTasksTo(t.database.db, a.account.email)).toBe(0);
    const during = await a.ownView();
    expect(during).toMatchObject({ status: "completed", decision: null });
    expect(during.history.map((event) => event.status)).toEqual(["completed"]);
    expect(await a.ownList()).toBe("completed");

    await a.settled();
    await expect
      .poll(() => subjects(a.account.email), { timeout: 15_000 })
      .toEqual([expect.stringMatching(HIRED_SUBJECT)]);
    const after = await a.ownView();
    expect(after).toMatchObject({ status: "hired", decision: { outcome: "hired" } });
    expect(after.history.map((event) => event.status)).toEqual(["completed", "hired"]);
    expect(await a.ownList()).toBe("hired");
    // The window is over: nothing to undo.
    const late = await a.undo();
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(hiringMessages.nothingToUndo);
  });

  it("an undo inside the window puts everything back, and the candidate never hears of it", async () => {
    const a = await applicant("Oops");
    expect((await a.decide({ decision: "hired" })).statusCode).toBe(200);
    const undone = await a.undo();
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({
      status: "completed",
      decision: { hiredStatus: null, notHiredReason: null, notHiredNote: null, pendingNotice: null },
    });
    expect((await a.undo()).statusCode).toBe(409);

    // Wait past the window until the (superseded) notice task has run.
    await expect
      .poll(
        async () =>
          (
            (await t.database.db.execute(
              sql`select count(*)::int as n from pgboss.job where name = 'application.decision-notice' and data->>'applicationId' = ${a.applicationId} and state = 'completed'`,
            )) as unknown as { rows: { n: number }[] }
          ).rows[0]!.n,
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(await mailTasksTo(t.database.db, a.account.email)).toBe(0);
    const view = await a.ownView();
    expect(view).toMatchObject({ status: "completed", decision: null });
    expect(view.history.map((event) => event.status)).toEqual(["completed"]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, a.applicationId));
    expect(audit.map((entry) => entry.action).sort()).toEqual(["application.decision_undone", "application.hired"]);
  });

  it("a rejection changed to hired inside the window sends only the hired e-mail", async () => {
    const a = await applicant("Changed");
    expect((await a.decide({ decision: "not_hired", reason: "not_a_fit" })).statusCode).toBe(200);
    expect((await a.decide({ decision: "hired" })).statusCode).toBe(200);
    await a.settled();
    await expect.poll(() => subjects(a.account.email), { timeout: 15_000 }).toHaveLength(1);
    expect(await subjects(a.account.email)).toEqual([expect.stringMatching(HIRED_SUBJECT)]);
    expect(await mailTasksTo(t.database.db, a.account.email)).toBe(1);
    expect((await a.ownView()).history.map((event) => event.status)).toEqual(["completed", "rejected", "hired"]);
  });

  it("undoing the second of two quick decisions leaves the first, which is then told", async () => {
    const a = await applicant("Second");
    expect((await a.decide({ decision: "not_hired", reason: "position_filled" })).statusCode).toBe(200);
    expect((await a.decide({ decision: "hired" })).statusCode).toBe(200);
    const undone = await a.undo();
    expect(undone.json()).toMatchObject({
      status: "rejected",
      decision: { hiredStatus: "not_hired", notHiredReason: "position_filled", pendingNotice: { undoable: false } },
    });
    await a.settled();
    await expect.poll(() => subjects(a.account.email), { timeout: 15_000 }).toHaveLength(1);
    expect(await subjects(a.account.email)).toEqual([expect.stringMatching(NOT_SELECTED_SUBJECT)]);
    expect((await a.ownView()).history.map((event) => event.status)).toEqual(["completed", "rejected"]);
  });

  it("only the application's own verified company may undo", async () => {
    const a = await applicant("Guarded");
    expect((await a.decide({ decision: "hired" })).statusCode).toBe(200);
    const candidateCookie = await signIn(t.app, a.account.email, STRONG_PASSWORD, uniqueIp());
    const refusals: [string | undefined, number][] = [
      [undefined, 401],
      [candidateCookie, 403],
      [cookies["pending company"], 403],
      [cookies["company B"], 404],
      [cookies.admin, 403],
    ];
    for (const [cookie, status] of refusals) expect((await a.undo(cookie ?? "")).statusCode).toBe(status);
    expect((await a.undo()).statusCode).toBe(200);
  });
});
