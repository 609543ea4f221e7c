import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, candidateNotes, candidates, enterprises } from "../db/schema";
import {
  STRONG_PASSWORD,
  createCandidate,
  createCompany,
  signIn,
  signInDevAdmin,
  uniqueIp,
} from "../testing/accounts-fixtures";
import { attachCandidateResume, completeNetworkInterview } from "../testing/candidate-fixtures";
import { injectAs, type TestMethod } from "../testing/inject-as";
import { mailTasksTo } from "../testing/mail-tasks";
import { postingInput } from "../testing/posting-fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";
import { testDrivers } from "../testing/test-database";

/**
 * A double click or a retry sends the same request twice, often at the same moment. A decision
 * that already stands is a no-op with the same answer: no second audit entry, no second mail, no
 * second row (decision 0047).
 */
describe.each(testDrivers())("the same request twice at once on %s", (driver) => {
  let t: TestApp;
  let adminCookie: string;

  const twice = (method: TestMethod, url: string, cookie: string, payload?: object) =>
    Promise.all([injectAs(t, method, url, cookie, payload), injectAs(t, method, url, cookie, payload)]);

  const auditOf = (targetId: string) => t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    adminCookie = await signInDevAdmin(t.app);
  }, 90_000);

  afterAll(async () => {
    await t?.close();
  });

  it("approving a company twice at once writes one audit entry and sends one e-mail, and both get the same 200", async () => {
    const company = await createCompany(t.database.db, { companyName: "Twice Approved" }, { emailVerified: true });
    const [first, second] = await twice(
      "POST",
      `/api/admin/companies/${company.enterpriseId}/approve`,
      adminCookie,
      {},
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ id: company.enterpriseId, verificationStatus: "verified" });
    expect((await auditOf(company.enterpriseId)).map((entry) => entry.action)).toEqual(["company.approved"]);
    expect(await mailTasksTo(t.database.db, company.email)).toBe(1);

    // Later, the same approval again is still a no-op.
    const again = await injectAs(t, "POST", `/api/admin/companies/${company.enterpriseId}/approve`, adminCookie, {});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await auditOf(company.enterpriseId)).toHaveLength(1);
    expect(await mailTasksTo(t.database.db, company.email)).toBe(1);
  });

  it("rejecting twice with the same reason is one rejection; a new reason or a change of mind is a new decision", async () => {
    const company = await createCompany(t.database.db, { companyName: "Twice Rejected" }, { emailVerified: true });
    const url = `/api/admin/companies/${company.enterpriseId}/reject`;
    const reason = "We could not confirm the business address.";
    const [first, second] = await twice("POST", url, adminCookie, { reason });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    expect(await auditOf(company.enterpriseId)).toHaveLength(1);
    expect(await mailTasksTo(t.database.db, company.email)).toBe(1);

    const newReason = await injectAs(t, "POST", url, adminCookie, { reason: "The website does not load." });
    expect(newReason.statusCode).toBe(200);
    const approved = await injectAs(t, "POST", `/api/admin/companies/${company.enterpriseId}/approve`, adminCookie, {});
    expect(approved.statusCode).toBe(200);
    expect((await auditOf(company.enterpriseId)).map((entry) => entry.action).sort()).toEqual([
      "company.approved",
      "company.rejected",
      "company.rejected",
    ]);
    expect(await mailTasksTo(t.database.db, company.email)).toBe(3);
    const [row] = await t.database.db.select().from(enterprises).where(eq(enterprises.id, company.enterpriseId));
    expect(row!.verificationStatus).toBe("verified");
  });

  it("the same team note sent twice at once is one note; the same words later are a new one", async () => {
    const { db } = t.database;
    const company = await createCompany(
      db,
      { companyName: "Note Takers" },
      { emailVerified: true, status: "verified" },
    );
    const cookie = await signIn(t.app, company.email, STRONG_PASSWORD, uniqueIp());
    const account = await createCandidate(db, { firstName: "Noted" }, { emailVerified: true });
    const [row] = await db.select().from(candidates).where(eq(candidates.profileId, account.userId));
    await completeNetworkInterview(db, row!.id);
    await attachCandidateResume(db, row!.id, t.app.services.blobs);
    const url = `/api/companies/me/candidates/${account.userId}/notes`;

    const [first, second] = await twice("POST", url, cookie, { text: "Strong systems answers." });
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toEqual(first.json());
    const notes = () =>
      db
        .select()
        .from(candidateNotes)
        .where(and(eq(candidateNotes.candidateId, row!.id), eq(candidateNotes.enterpriseId, company.enterpriseId)));
    expect(await notes()).toHaveLength(1);

    const other = await injectAs(t, "POST", url, cookie, { text: "A different thought." });
    expect(other.statusCode).toBe(201);
    expect(await notes()).toHaveLength(2);
  });

  it("the same hiring decision twice at once writes one audit entry and queues one notice", async () => {
    const { db } = t.database;
    const company = await createCompany(db, { companyName: "Hire Once" }, { emailVerified: true, status: "verified" });
    const companyCookie = await signIn(t.app, company.email, STRONG_PASSWORD, uniqueIp());
    const posting = await injectAs(t, "POST", "/api/companies/me/postings", companyCookie, postingInput({}));
    expect(posting.statusCode, posting.body).toBe(201);
    const account = await createCandidate(db, { firstName: "Hired" }, { emailVerified: true });
    const [row] = await db.select().from(candidates).where(eq(candidates.profileId, account.userId));
    await completeNetworkInterview(db, row!.id);
    await attachCandidateResume(db, row!.id, t.app.services.blobs);
    const candidateCookie = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
    const applied = await injectAs(
      t,
      "POST",
      `/api/postings/${posting.json<{ id: string }>().id}/applications`,
      candidateCookie,
      {},
    );
    expect(applied.statusCode, applied.body).toBe(201);
    const applicationId = applied.json<{ applicationId: string }>().applicationId;

    const [first, second] = await twice(
      "PUT",
      `/api/companies/me/applications/${applicationId}/decision`,
      companyCookie,
      { decision: "hired" },
    );
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    expect((await auditOf(applicationId)).map((entry) => entry.action)).toEqual(["application.hired"]);
    // One notice task, which e-mails the candidate once the undo window has passed (decision 0048).
    const notices = (await db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'application.decision-notice' and data->>'applicationId' = ${applicationId}`,
    )) as unknown as { rows: { n: number }[] };
    expect(notices.rows[0]!.n).toBe(1);
  });
});
