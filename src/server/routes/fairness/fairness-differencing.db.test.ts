import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FairnessReport } from "@shared/fairness/fairness-report-contracts";
import type { RaceEthnicityCategory, SexCategory } from "@shared/fairness/self-identification";
import type { Db } from "../../db/client";
import { applicationStatusEvents, applications, candidateSelfIdentifications } from "../../db/schema";
import { decideApplication } from "../../domain/applications/decide-application";
import { undoDecision } from "../../domain/applications/undo-decision";
import { getFairnessReport } from "../../domain/fairness/get-fairness-report";
import { createCandidate, createCompany, signIn, STRONG_PASSWORD, uniqueIp } from "../../testing/accounts-fixtures";
import { callAs, insertPosting } from "../../testing/company-candidate-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

/*
 * Decision 0071: a company must not learn one person's self-identification by comparing two of its
 * fairness reports (decision 0071). Each test is an attack a company could make with the API,
 * and shows the two reads it compares give the same figures. Before whole closed months, every
 * one of them read a different figure in the second report (the female total went 5 → 6 → 5).
 */

const REPORT = "/api/companies/me/fairness-report";
/** The undo window of this app's decisions: one second, so a test can outwait it. */
const UNDO_SECONDS = 1;
const DAY = 24 * 60 * 60 * 1000;

/** YYYY-MM of a time, and the month `count` months away (UTC); written here, not imported, so the test reads alone. */
const monthOf = (at: Date) => at.toISOString().slice(0, 7);
const shift = (month: string, count: number) => {
  const start = new Date(`${month}-01T00:00:00Z`);
  return monthOf(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + count, 1)));
};
const monthStart = (month: string) => new Date(`${month}-01T00:00:00Z`);
/** The last month that ended more than a day ago. */
const closed = (() => {
  const now = new Date();
  const previous = shift(monthOf(now), -1);
  return monthStart(shift(previous, 1)).getTime() + DAY <= now.getTime() ? previous : shift(previous, -1);
})();
/** Two closed months: the first holds 28 decisions, the second a single one. */
const busy = shift(closed, -2);
const single = shift(closed, -1);

interface Person {
  sex: SexCategory;
  race: RaceEthnicityCategory;
}

describe.each(testDrivers())("the fairness report against differencing on %s", (driver) => {
  let t: TestApp;
  let cookie: string;
  let dataEngineer: string;
  let mlEngineer: string;

  /** A candidate with their answers who applied to the posting; decided at `decidedAt` when given. */
  async function applicant(db: Db, postingId: string, person: Person, decision?: { hired: boolean; at: Date }) {
    const account = await createCandidate(db, {}, { emailVerified: true });
    await db
      .insert(candidateSelfIdentifications)
      .values({ candidateId: account.candidateId, sex: person.sex, raceEthnicity: person.race });
    const status = decision ? (decision.hired ? "hired" : "rejected") : "completed";
    const [application] = await db
      .insert(applications)
      .values({
        candidateId: account.candidateId,
        jobPostingId: postingId,
        status,
        hiredStatus: decision ? (decision.hired ? "hired" : "not_hired") : null,
        notHiredReason: decision && !decision.hired ? "not_a_fit" : null,
      })
      .returning({ id: applications.id });
    if (decision)
      await db
        .insert(applicationStatusEvents)
        .values({ applicationId: application!.id, status, createdAt: decision.at });
    return application!.id;
  }

  const read = async (query = "") => {
    const response = await callAs(t, cookie)("GET", `${REPORT}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FairnessReport>();
  };
  const decide = (applicationId: string, body: object) =>
    callAs(t, cookie)("PUT", `/api/companies/me/applications/${applicationId}/decision`, body);
  const undo = (applicationId: string) =>
    callAs(t, cookie)("POST", `/api/companies/me/applications/${applicationId}/decision/undo`, {});
  const female = (report: FairnessReport) =>
    report.tables.find((table) => table.dimension === "sex")!.groups.find((group) => group.key === "female")!.selection;

  let probe: string;
  let changed: string;

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DECISION_UNDO_SECONDS: String(UNDO_SECONDS) } });
    const { db } = t.database;
    const company = await createCompany(
      db,
      { companyName: "Differencing Co" },
      { emailVerified: true, status: "verified" },
    );
    cookie = await signIn(t.app, company.email, STRONG_PASSWORD, uniqueIp());
    dataEngineer = (await insertPosting(db, company.enterpriseId, { title: "Data Engineer" })).id;
    mlEngineer = (await insertPosting(db, company.enterpriseId, { title: "ML Engineer" })).id;
    const day = (month: string, dayOfMonth: number) =>
      new Date(monthStart(month).getTime() + (dayOfMonth - 1) * DAY + 43_200_000);
    // The busy month: 12 women and 12 men on Data Engineer, half of each hired; one more woman
    // hired whose decision the company changes later; 3 women on ML Engineer, one hired.
    for (let index = 0; index < 12; index += 1) {
      const hired = index % 2 === 0;
      await applicant(db, dataEngineer, { sex: "female", race: "white" }, { hired, at: day(busy, 1 + index) });
      await applicant(db, dataEngineer, { sex: "male", race: "asian" }, { hired, at: day(busy, 2 + index) });
    }
    changed = await applicant(
      db,
      dataEngineer,
      { sex: "female", race: "two_or_more_races" },
      { hired: true, at: day(busy, 20) },
    );
    for (let index = 0; index < 3; index += 1)
      await applicant(
        db,
        mlEngineer,
        { sex: "female", race: "black_or_african_american" },
        { hired: index === 0, at: day(busy, 21) },
      );
    // The month after: one woman hired, alone.
    await applicant(db, dataEngineer, { sex: "female", race: "white" }, { hired: true, at: day(single, 10) });
    // A woman the company has not decided on yet.
    probe = await applicant(db, dataEngineer, { sex: "female", race: "asian" });
  }, 180_000);
  afterAll(async () => t?.close());

  it("decide, read, undo, read: the two reads are the same, whatever the filter (the before/after attack)", async () => {
    for (const query of ["", `?postingId=${dataEngineer}`, `?from=${busy}&to=${closed}`]) {
      const before = await read(query);
      const decided = await decide(probe, { decision: "hired" });
      expect(decided.statusCode, decided.body).toBe(200);
      const during = await read(query);
      const undone = await undo(probe);
      expect(undone.statusCode, undone.body).toBe(200);
      const after = await read(query);
      expect(during, query).toEqual(before);
      expect(after, query).toEqual(before);
    }
    // A decision left to stand, its window over, still changes nothing until its month closes.
    const before = await read();
    expect((await decide(probe, { decision: "not_hired", reason: "not_a_fit" })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, UNDO_SECONDS * 1000 + 200));
    expect(await read()).toEqual(before);
    // What the company does see: the busy month, counted.
    expect(before.period?.months.find((month) => month.month === busy)).toEqual({
      month: busy,
      included: true,
      leftOut: null,
    });
    expect(female(before)).toMatchObject({ total: 16, positive: 8 });
  });

  it("decide in a month's last second, read after midnight, undo: the month is not readable until long after", async () => {
    const { services } = t.app;
    const actor = await services.sessions.resolve({ cookie });
    const applicationId = await applicant(t.database.db, dataEngineer, { sex: "female", race: "asian" });
    const midnight = monthStart(shift(busy, 1)).getTime();
    const at = (offset: number) => new Date(midnight + offset);
    const report = (now: Date) => getFairnessReport(services, actor, {}, { now });

    await decideApplication(services, actor, { applicationId, decision: { decision: "hired" }, now: at(-500) });
    const decidedRead = await report(at(100));
    await undoDecision(services, actor, { applicationId, now: at(300) });
    const undoneRead = await report(at(400));
    expect(decidedRead).toEqual(undoneRead);
    // The month is read a day after it ended, the undo long done: as the company reads it today.
    const dayAfter = await report(at(DAY));
    expect(dayAfter.period?.lastClosedMonth).toBe(busy);
    expect(dayAfter.totals).toEqual((await read(`?from=${busy}&to=${busy}`)).totals);
    expect(female(dayAfter)).toMatchObject({ total: 16, positive: 8 });
  });

  it("a period against the same period one day or one month longer isolates no decision (the subtraction attack)", async () => {
    // Days are not a period a company can ask for.
    const lastDayOfBusy = new Date(monthStart(single).getTime() - DAY).toISOString().slice(0, 10);
    for (const query of [`?from=${busy}-01&to=${lastDayOfBusy}`, `?from=${busy}-01&to=${single}-01`]) {
      const response = await callAs(t, cookie)("GET", `${REPORT}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toContain("Enter a month as YYYY-MM.");
    }
    // One month longer: the month after holds one decision, so it is left out and says why.
    const month = await read(`?from=${busy}&to=${busy}`);
    const longer = await read(`?from=${busy}&to=${single}`);
    expect(longer.totals).toEqual(month.totals);
    expect(longer.tables).toEqual(month.tables);
    expect(longer.period?.months).toEqual([
      { month: busy, included: true, leftOut: null },
      { month: single, included: false, leftOut: "too_few_decisions" },
    ]);
  });

  it("a posting against all postings isolates no decision (the subtraction attack on the filter)", async () => {
    const all = await read();
    expect(all.totals).toMatchObject({ decided: 28, hired: 14 });
    // All postings less Data Engineer would be ML Engineer's three women: that month is left out,
    // and the month after holds too few decisions on the posting itself.
    const posting = await read(`?postingId=${dataEngineer}`);
    expect(posting.totals).toEqual({ decided: null, hired: null, scored: null, medianScore: null });
    expect(female(posting)).toMatchObject({ total: null, positive: null });
    expect(posting.period?.months).toEqual([
      { month: busy, included: false, leftOut: "another_posting_too_few" },
      { month: single, included: false, leftOut: "posting_too_few" },
    ]);
    const ml = await read(`?postingId=${mlEngineer}&from=${busy}&to=${busy}`);
    expect(ml.period?.months).toEqual([{ month: busy, included: false, leftOut: "posting_too_few" }]);
  });

  it("a decision changed after its month closed leaves that month as it was: each closed month reads the same every time", async () => {
    const before = await read();
    const changedNow = await decide(changed, { decision: "not_hired", reason: "not_a_fit" });
    expect(changedNow.statusCode, changedNow.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, UNDO_SECONDS * 1000 + 200));
    expect(await read()).toEqual(before);
    expect(before.totals).toMatchObject({ decided: 28, hired: 14 });
  });

  it("a month the company has read keeps its figures when a person in it is gone since (an account deleted, a score cleared)", async () => {
    const before = await read();
    // As the candidate's account deletion removes their applications (and retention their scores).
    await t.database.db.delete(applications).where(eq(applications.id, changed));
    expect(await read()).toEqual(before);
    expect(await read(`?from=${busy}&to=${busy}`)).toMatchObject({ totals: before.totals });
  });
});
