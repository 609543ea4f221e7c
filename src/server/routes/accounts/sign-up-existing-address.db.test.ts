import type { LightMyRequestResponse } from "fastify";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enterprises, user } from "../../db/schema";
import { noticeSignUpAttempt, SIGN_UP_NOTICES_PER_DAY } from "../../domain/accounts/notice-sign-up-attempt";
import {
  candidateInput,
  companyInput,
  createCandidate,
  createCompany,
  mailTo,
  subjectsTo,
  uniqueIp,
} from "../../testing/accounts-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

const NOTICE_SUBJECT = "Someone tried to create a OneTake account with your email";

/** What a client can tell two answers apart by: status, body and the headers that vary by outcome. */
function visible(response: LightMyRequestResponse, email: string) {
  return {
    status: response.statusCode,
    body: response.body.replaceAll(email, "<email>"),
    contentType: response.headers["content-type"],
    setCookie: response.headers["set-cookie"],
  };
}

describe.each(testDrivers())("sign-up with an address that already has an account, on %s", (driver) => {
  let t: TestApp;

  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, payload, remoteAddress: uniqueIp() });
  const usersWithEmail = (email: string) =>
    t.database.db
      .select()
      .from(user)
      .where(sql`lower(${user.email}) = ${email.toLowerCase()}`);

  async function noticesTo(email: string, count: number) {
    await expect
      .poll(async () => (await subjectsTo(t.database.db, email)).filter((s) => s === NOTICE_SUBJECT).length, {
        timeout: 15_000,
      })
      .toBe(count);
    return (await mailTo(t.database.db, email)).filter((message) => message.subject === NOTICE_SUBJECT);
  }

  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => t?.close());

  it("answers the candidate wizard as for a new address, in any letter case, and e-mails the owner", async () => {
    const owner = await createCandidate(t.database.db, { firstName: "Ada" });
    const fresh = candidateInput();
    const asNew = await post("/api/accounts/candidates", fresh);
    expect(asNew.statusCode).toBe(201);
    for (const email of [owner.email, owner.email.toUpperCase()]) {
      const again = await post("/api/accounts/candidates", candidateInput({ email, firstName: "Mallory" }));
      expect(visible(again, owner.email)).toEqual(visible(asNew, fresh.email));
    }
    const rows = await usersWithEmail(owner.email);
    expect(rows.map((row) => row.name)).toEqual(["Ada Lovelace"]);

    const notices = await noticesTo(owner.email, 2);
    expect(notices[0]!.text).toContain("Hi Ada,");
    expect(notices[0]!.text).toContain(`${t.config.publicUrl}/login?tab=candidate`);
    expect(notices[0]!.text).toContain(`${t.config.publicUrl}/forgot-password`);
    // No verification or welcome for an account that was not made, and nothing of what was typed.
    expect(await subjectsTo(t.database.db, owner.email)).toEqual([NOTICE_SUBJECT, NOTICE_SUBJECT]);
    expect(notices[0]!.text).not.toContain("Mallory");
  });

  it("answers company registration alike, for a company's address and for a candidate's", async () => {
    const fresh = companyInput();
    const asNew = await post("/api/accounts/companies", fresh);
    expect(asNew.statusCode).toBe(201);

    const company = await createCompany(t.database.db, { contactName: "Grace Hopper" });
    const again = await post("/api/accounts/companies", companyInput({ contactEmail: company.email }));
    expect(visible(again, company.email)).toEqual(visible(asNew, fresh.contactEmail));
    const [companyNotice] = await noticesTo(company.email, 1);
    expect(companyNotice!.text).toContain("Hi Grace,");
    expect(companyNotice!.text).toContain(`${t.config.publicUrl}/login?tab=company`);

    const domain = company.email.split("@")[1]!;
    const candidate = await createCandidate(t.database.db, { email: `ada@${domain}` });
    const asCompany = await post(
      "/api/accounts/companies",
      companyInput({ website: `https://${domain}`, contactEmail: candidate.email, companyName: "Acme Twin" }),
    );
    expect(visible(asCompany, candidate.email)).toEqual(visible(asNew, fresh.contactEmail));
    const [candidateNotice] = await noticesTo(candidate.email, 1);
    expect(candidateNotice!.text).toContain(`${t.config.publicUrl}/login?tab=candidate`);
    const twins = await t.database.db.select().from(enterprises).where(eq(enterprises.companyName, "Acme Twin"));
    expect(twins).toEqual([]);
  });

  it(`tells an owner at most ${SIGN_UP_NOTICES_PER_DAY} times a day, however often the form is sent`, async () => {
    const owner = await createCandidate(t.database.db);
    for (let i = 0; i < SIGN_UP_NOTICES_PER_DAY + 2; i += 1) await noticeSignUpAttempt(t.app.services, owner.email);
    // Every call has queued what it will queue by the time it returns.
    const queued = await t.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'mail.send' and data->>'to' = ${owner.email}`,
    );
    expect((queued as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(SIGN_UP_NOTICES_PER_DAY);
    await noticesTo(owner.email, SIGN_UP_NOTICES_PER_DAY);
  });
});
