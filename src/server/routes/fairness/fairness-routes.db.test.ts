import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import type { FairnessReport } from "@shared/fairness/fairness-report-contracts";
import type { SelfIdentificationView } from "@shared/fairness/self-identification-contracts";
import type { RaceEthnicityCategory, SexCategory } from "@shared/fairness/self-identification";
import { ErrorCode } from "@shared/http/error-codes";
import { POSTING_NOT_FOUND } from "@shared/postings/contracts";
import type { Db } from "../../db/client";
import { applicationStatusEvents, applications, candidateSelfIdentifications, interviews } from "../../db/schema";
import { createCandidate, STRONG_PASSWORD, signIn, uniqueIp } from "../../testing/accounts-fixtures";
import { attachCandidateResume } from "../../testing/candidate-fixtures";
import { signedInCallers } from "../../testing/company-callers";
import { callAs, insertPosting } from "../../testing/company-candidate-fixtures";
import { insertCompletedInterview, seedEvaluation } from "../../testing/evaluation-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

const REPORT = "/api/companies/me/fairness-report";
const PLATFORM = "/api/admin/fairness-report";
const SELF_ID = "/api/candidates/me/self-identification";

interface Decision {
  sex: SexCategory | null;
  race: RaceEthnicityCategory | null;
  hired: boolean;
  score: number | null;
  decidedAt: string;
}

/** A candidate with their answers, decided on one posting (the decision dated), scored when asked. */
async function decided(db: Db, postingId: string, decision: Decision): Promise<void> {
  const account = await createCandidate(db, {}, { emailVerified: true });
  if (decision.sex || decision.race) {
    await db
      .insert(candidateSelfIdentifications)
      .values({ candidateId: account.candidateId, sex: decision.sex, raceEthnicity: decision.race });
  }
  const status = decision.hired ? "hired" : "rejected";
  const [application] = await db
    .insert(applications)
    .values({
      candidateId: account.candidateId,
      jobPostingId: postingId,
      status,
      hiredStatus: decision.hired ? "hired" : "not_hired",
      notHiredReason: decision.hired ? null : "not_a_fit",
    })
    .returning({ id: applications.id });
  await db
    .insert(applicationStatusEvents)
    .values({ applicationId: application!.id, status, createdAt: new Date(decision.decidedAt) });
  if (decision.score !== null) {
    const interviewId = await insertCompletedInterview(db, application!.id);
    await seedEvaluation(db, interviewId, { overallScore: decision.score });
    // The pipeline copies the current evaluation's score onto the interview (decision 0050).
    await db.update(interviews).set({ score: decision.score }).where(eq(interviews.id, interviewId));
  }
}

function repeat(times: number, decision: Decision): Decision[] {
  return Array.from({ length: times }, () => decision);
}

function group(report: FairnessReport, dimension: string, key: string) {
  const found = report.tables.find((table) => table.dimension === dimension)?.groups.find((each) => each.key === key);
  if (!found) throw new Error(`no ${dimension} group ${key}`);
  return found;
}

describe.each(testDrivers())("fairness routes on %s", (driver) => {
  let t: TestApp;
  let callers: Awaited<ReturnType<typeof signedInCallers>>;
  let postingA1: string;
  let postingA2: string;
  let postingB: string;

  beforeAll(async () => {
    // The worker runs: account deletion removes the rows in a task.
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    callers = await signedInCallers(t, { names: { companyA: "Fair Hiring Co", companyB: "Other Hiring Co" } });
    const { db } = t.database;
    postingA1 = (await insertPosting(db, callers.companyA.enterpriseId, { title: "Data Engineer" })).id;
    postingA2 = (await insertPosting(db, callers.companyA.enterpriseId, { title: "ML Engineer" })).id;
    postingB = (await insertPosting(db, callers.companyB.enterpriseId, { title: "Other Role" })).id;
    // Company A, Data Engineer: in January 10 women (White) and 10 men (Asian), 5 of each hired,
    // scored 80 ×5 and 30 ×5 for the women, 70 ×5 and 20 ×5 for the men: the median of the 20 is
    // (30 + 70) / 2 = 50, and 5 in each group are above it. In March 20 more men, 10 hired,
    // unscored. Each month holds the 20 decisions a company's month needs (decision 0071).
    const plan: [string, Decision][] = [
      ...repeat(5, { sex: "female", race: "white", hired: true, score: 80, decidedAt: "2026-01-10T12:00:00Z" }),
      ...repeat(5, { sex: "female", race: "white", hired: false, score: 30, decidedAt: "2026-01-20T12:00:00Z" }),
      ...repeat(5, { sex: "male", race: "asian", hired: true, score: 70, decidedAt: "2026-01-05T12:00:00Z" }),
      ...repeat(5, { sex: "male", race: "asian", hired: false, score: 20, decidedAt: "2026-01-31T23:00:00Z" }),
      ...repeat(10, { sex: "male", race: "asian", hired: true, score: null, decidedAt: "2026-03-05T12:00:00Z" }),
      ...repeat(10, { sex: "male", race: "asian", hired: false, score: null, decidedAt: "2026-03-31T23:00:00Z" }),
    ].map((decision) => [postingA1, decision]);
    // ML Engineer: three women in February, one hired: a month of too few decisions.
    plan.push(
      [postingA2, { sex: "female", race: "white", hired: true, score: null, decidedAt: "2026-02-01T12:00:00Z" }],
      ...repeat(2, { sex: "female", race: "white", hired: false, score: null, decidedAt: "2026-02-01T12:00:00Z" }).map(
        (decision): [string, Decision] => [postingA2, decision],
      ),
    );
    // Company B: 20 people in February who did not answer, 10 hired.
    for (const hired of [true, false])
      for (const decision of repeat(10, {
        sex: null,
        race: null,
        hired,
        score: null,
        decidedAt: "2026-02-15T12:00:00Z",
      }))
        plan.push([postingB, decision]);
    for (const [postingId, decision] of plan) await decided(db, postingId, decision);
  }, 180_000);
  afterAll(async () => t?.close());

  describe("the company's report", () => {
    it("counts its decisions per sex, race/ethnicity and intersection with rates and impact ratios", async () => {
      const response = await callAs(t, callers.cookies.companyA)("GET", `${REPORT}?postingId=${postingA1}`);
      expect(response.statusCode, response.body).toBe(200);
      const report = response.json<FairnessReport>();
      expect(report.scope).toMatchObject({
        company: { name: "Fair Hiring Co" },
        posting: { id: postingA1, title: "Data Engineer" },
      });
      expect(report.postings.map((posting) => posting.title)).toEqual(["Data Engineer", "ML Engineer"]);
      expect(report.totals).toEqual({ decided: 40, hired: 20, scored: 20, medianScore: 50 });
      expect(group(report, "sex", "female").selection).toMatchObject({
        total: 10,
        positive: 5,
        rate: 0.5,
        impactRatio: 1,
      });
      expect(group(report, "sex", "male").selection).toMatchObject({ total: 30, positive: 15, rate: 0.5 });
      expect(group(report, "sex", "male").scoring).toMatchObject({ total: 10, positive: 5, rate: 0.5, impactRatio: 1 });
      expect(group(report, "race_ethnicity", "asian").selection).toMatchObject({ total: 30, positive: 15 });
      expect(group(report, "intersection", "female+white").scoring).toMatchObject({ total: 10, positive: 5 });
      expect(group(report, "intersection", "male+asian").selection.impactRatio).toBe(1);
    });

    it("counts whole closed months: a period of months, both included, says which months it counted", async () => {
      const march = await callAs(t, callers.cookies.companyA)(
        "GET",
        `${REPORT}?postingId=${postingA1}&from=2026-03&to=2026-03`,
      );
      expect(march.statusCode, march.body).toBe(200);
      const report = march.json<FairnessReport>();
      expect(report.scope).toMatchObject({ from: "2026-03-01", to: "2026-03-31" });
      expect(report.period?.months).toEqual([{ month: "2026-03", included: true, leftOut: null }]);
      expect(report.totals).toMatchObject({ decided: 20, hired: 10 });
      expect(group(report, "sex", "female").selection.total).toBeNull();
      expect(group(report, "sex", "male").selection).toMatchObject({ total: 20, positive: 10 });
      // The period ends at the last closed month, whatever was asked for.
      const later = (await callAs(t, callers.cookies.companyA)("GET", `${REPORT}?to=2100-12`)).json<FairnessReport>();
      expect(later.scope.to).toBe(`${later.period!.lastClosedMonth}-${later.scope.to!.slice(8)}`);
      expect(later.period!.lastClosedMonth < new Date().toISOString().slice(0, 7)).toBe(true);
    });

    it("leaves out a month of too few decisions, and a posting's month when it or another posting had too few", async () => {
      const all = (await callAs(t, callers.cookies.companyA)("GET", REPORT)).json<FairnessReport>();
      expect(all.period?.firstMonth).toBe("2026-01");
      expect(all.period?.months).toEqual([
        { month: "2026-01", included: true, leftOut: null },
        { month: "2026-02", included: false, leftOut: "too_few_decisions" },
        { month: "2026-03", included: true, leftOut: null },
      ]);
      const ml = (
        await callAs(t, callers.cookies.companyA)("GET", `${REPORT}?postingId=${postingA2}`)
      ).json<FairnessReport>();
      expect(ml.period?.months.map((month) => [month.month, month.leftOut])).toEqual([
        ["2026-01", "no_decisions"],
        ["2026-02", "posting_too_few"],
        ["2026-03", "no_decisions"],
      ]);
      expect(ml.totals).toEqual({ decided: null, hired: null, scored: null, medianScore: null });
      expect(group(ml, "sex", "female").selection).toMatchObject({ total: null, positive: null, rate: null });
    });

    it("covers all its postings without a filter, and never another company's decisions", async () => {
      const all = (await callAs(t, callers.cookies.companyA)("GET", REPORT)).json<FairnessReport>();
      expect(all.totals).toMatchObject({ decided: 40, hired: 20 });
      expect(group(all, "sex", "not_answered").selection.total).toBeNull();
      const other = (await callAs(t, callers.cookies.companyB)("GET", REPORT)).json<FairnessReport>();
      expect(other.scope.company?.name).toBe("Other Hiring Co");
      expect(other.totals).toMatchObject({ decided: 20, hired: 10 });
      expect(group(other, "sex", "female").selection.total).toBeNull();
      expect(group(other, "sex", "not_answered").selection).toMatchObject({
        total: 20,
        positive: 10,
        impactRatio: null,
      });
    });

    it("answers 404 for another company's posting, 400 for a period that ends before it starts or is not in months", async () => {
      const foreign = await callAs(t, callers.cookies.companyB)("GET", `${REPORT}?postingId=${postingA1}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ error: ErrorCode.notFound, message: POSTING_NOT_FOUND });
      const backwards = await callAs(t, callers.cookies.companyA)("GET", `${REPORT}?from=2026-03&to=2026-01`);
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json<{ message: string }>().message).toContain(
        "The start of the period must not be after its end.",
      );
      for (const period of ["from=March", "from=2026-03-01", "to=2026-13"]) {
        const response = await callAs(t, callers.cookies.companyA)("GET", `${REPORT}?${period}`);
        expect(response.statusCode, period).toBe(400);
        expect(response.json<{ message: string }>().message, period).toContain("Enter a month as YYYY-MM.");
      }
    });

    it("answers 400, not 500, for a month or date the database cannot place, on both reports and both CSVs", async () => {
      for (const [cookie, url, periods, message] of [
        [
          callers.cookies.companyA,
          REPORT,
          ["to=9999-12", "from=0001-01"],
          "Enter a month between 2000-01 and 2100-12.",
        ],
        [
          callers.cookies.companyA,
          `${REPORT}.csv`,
          ["to=9999-12", "from=0001-01"],
          "Enter a month between 2000-01 and 2100-12.",
        ],
        [
          callers.cookies.admin,
          PLATFORM,
          ["to=9999-12-31", "from=0001-01-01"],
          "Enter a date between 2000-01-01 and 2100-12-31.",
        ],
        [
          callers.cookies.admin,
          `${PLATFORM}.csv`,
          ["to=9999-12-31", "from=0001-01-01"],
          "Enter a date between 2000-01-01 and 2100-12-31.",
        ],
      ] as const)
        for (const period of periods) {
          const response = await callAs(t, cookie)("GET", `${url}?${period}`);
          expect(response.statusCode, `${url}?${period}`).toBe(400);
          expect(response.json<{ message: string }>().message).toContain(message);
        }
    });

    it("refuses the signed out, candidates, an unverified company and admins (who have no company)", async () => {
      const expectations: [string | undefined, number, string][] = [
        [undefined, 401, accessMessages.signInRequired],
        [callers.cookies.candidate, 403, accessMessages.onlyFor("enterprise")],
        [callers.cookies.pending, 403, accessMessages.companyNotVerified],
        [callers.cookies.admin, 403, accessMessages.adminIsNotACompany],
      ];
      for (const [cookie, status, message] of expectations) {
        for (const url of [REPORT, `${REPORT}.csv`]) {
          const response = await callAs(t, cookie)("GET", url);
          expect(response.statusCode, url).toBe(status);
          expect(response.json<{ message: string }>().message).toBe(message);
        }
      }
    });

    it("downloads as CSV with the filters, hidden cells written 'hidden'", async () => {
      const response = await callAs(t, callers.cookies.companyA)(
        "GET",
        `${REPORT}.csv?postingId=${postingA1}&from=2026-03&to=2026-03`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toBe(
        'attachment; filename="onetake-fairness-fair-hiring-co-data-engineer-2026-03-01-to-2026-03-31.csv"',
      );
      const lines = response.body.replace(/^\uFEFF/, "").split("\r\n");
      expect(lines[0]).toBe(
        "Table,Group,Decided,Hired,Selection rate,Selection impact ratio,Selection note,Scored,Scored above median,Scoring rate,Scoring impact ratio,Scoring note",
      );
      // No one in March was scored: the scoring columns are hidden.
      expect(lines.find((line) => line.startsWith("By sex,Male,"))).toMatch(
        /^By sex,Male,20,10,0\.500,1\.000,,hidden,hidden,/,
      );
      expect(lines.find((line) => line.startsWith("By sex,Female,"))).toBe(
        'By sex,Female,hidden,hidden,,,small group (under 2%): left out of the ratios,hidden,hidden,,,"hidden: too few people, or it would reveal a hidden count"',
      );
    });
  });

  describe("the platform-wide report", () => {
    it("counts every company's decisions for admins", async () => {
      const response = await callAs(t, callers.cookies.admin)("GET", PLATFORM);
      expect(response.statusCode, response.body).toBe(200);
      const report = response.json<FairnessReport>();
      expect(report.scope).toEqual({ company: null, posting: null, from: null, to: null });
      expect(report.period).toBeNull();
      // Every decision of every month, those a company's report leaves out too: admins are trusted.
      expect(report.totals).toMatchObject({ decided: 63, hired: 31 });
      const csv = await callAs(t, callers.cookies.admin)("GET", `${PLATFORM}.csv?from=2026-02-01`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers["content-disposition"]).toMatch(/onetake-fairness-platform-all-postings-2026-02-01-to-/);
    });

    it("refuses everyone but admins", async () => {
      for (const cookie of [undefined, callers.cookies.candidate, callers.cookies.companyA, callers.cookies.pending]) {
        const response = await callAs(t, cookie)("GET", PLATFORM);
        expect(response.statusCode).toBe(cookie ? 403 : 401);
      }
    });
  });

  describe("the candidate's self-identification", () => {
    it("is asked after the first application, once, and is the candidate's to change and delete", async () => {
      const account = await createCandidate(t.database.db, {}, { emailVerified: true });
      // Applying needs a resume or a recorded interview.
      await attachCandidateResume(t.database.db, account.candidateId);
      const cookie = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
      const asCandidate = callAs(t, cookie);
      const before = (await asCandidate("GET", SELF_ID)).json<SelfIdentificationView>();
      expect(before).toEqual({ asked: false, askNow: false, sex: null, raceEthnicity: null, updatedAt: null });

      const applied = await asCandidate("POST", `/api/postings/${postingA1}/applications`, {});
      expect([200, 201]).toContain(applied.statusCode);
      expect((await asCandidate("GET", SELF_ID)).json<SelfIdentificationView>()).toMatchObject({
        asked: false,
        askNow: true,
      });

      const saved = await asCandidate("PUT", SELF_ID, { sex: "female", raceEthnicity: "two_or_more_races" });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        asked: true,
        askNow: false,
        sex: "female",
        raceEthnicity: "two_or_more_races",
      });
      const changed = await asCandidate("PUT", SELF_ID, {
        sex: "prefer_not_to_say",
        raceEthnicity: "two_or_more_races",
      });
      expect(changed.json()).toMatchObject({ sex: "prefer_not_to_say" });

      const deleted = await asCandidate("DELETE", SELF_ID);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toMatchObject({ asked: true, askNow: false, sex: null, raceEthnicity: null });
      const [row] = await t.database.db
        .select()
        .from(candidateSelfIdentifications)
        .where(eq(candidateSelfIdentifications.candidateId, account.candidateId));
      expect(row).toMatchObject({ sex: null, raceEthnicity: null });
    });

    it("asks once per application (decision 0073): Not now holds until the next application, answers for good", async () => {
      const account = await createCandidate(t.database.db, {}, { emailVerified: true });
      await attachCandidateResume(t.database.db, account.candidateId);
      const asCandidate = callAs(t, await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp()));
      const view = async () => (await asCandidate("GET", SELF_ID)).json<SelfIdentificationView>();

      await asCandidate("POST", `/api/postings/${postingA1}/applications`, {});
      expect(await view()).toMatchObject({ asked: false, askNow: true });
      // "Not now" is stored: no device asks about this application again.
      const notNow = await asCandidate("PUT", SELF_ID, { sex: null, raceEthnicity: null });
      expect(notNow.json()).toMatchObject({ asked: true, askNow: false, sex: null, raceEthnicity: null });
      expect(await view()).toMatchObject({ askNow: false });

      // The next application asks once more.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await asCandidate("POST", `/api/postings/${postingA2}/applications`, {});
      expect(await view()).toMatchObject({ asked: true, askNow: true });
      await asCandidate("PUT", SELF_ID, { sex: "male", raceEthnicity: "prefer_not_to_say" });
      expect(await view()).toMatchObject({ askNow: false, sex: "male" });

      // With answers stored, a later application asks nothing.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await asCandidate("POST", `/api/postings/${postingB}/applications`, {});
      expect(await view()).toMatchObject({ askNow: false, sex: "male", raceEthnicity: "prefer_not_to_say" });
    });

    it("takes a dismissal as an answer of nulls, and refuses a value outside the categories", async () => {
      const account = await createCandidate(t.database.db, {}, { emailVerified: true });
      const asCandidate = callAs(t, await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp()));
      const dismissed = await asCandidate("PUT", SELF_ID, { sex: null, raceEthnicity: null });
      expect(dismissed.json()).toMatchObject({ asked: true, askNow: false, sex: null });
      const wrong = await asCandidate("PUT", SELF_ID, { sex: "robot", raceEthnicity: null });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        fields: { sex: "Choose an answer for sex, or I prefer not to say." },
      });
    });

    it("is reachable by the candidate only", async () => {
      for (const [cookie, status] of [
        [undefined, 401],
        [callers.cookies.companyA, 403],
        [callers.cookies.admin, 403],
      ] as const) {
        for (const method of ["GET", "DELETE"] as const) {
          expect((await callAs(t, cookie)(method, SELF_ID)).statusCode).toBe(status);
        }
        expect((await callAs(t, cookie)("PUT", SELF_ID, { sex: "male", raceEthnicity: null })).statusCode).toBe(status);
      }
    });

    it("is removed with the candidate's account", async () => {
      const account = await createCandidate(t.database.db, {}, { emailVerified: true });
      const asCandidate = callAs(t, await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp()));
      await asCandidate("PUT", SELF_ID, { sex: "male", raceEthnicity: "white" });
      const deletion = await asCandidate("POST", "/api/candidates/me/deletion", { confirmation: "DELETE" });
      expect(deletion.statusCode, deletion.body).toBe(202);
      const remaining = () =>
        t.database.db
          .select()
          .from(candidateSelfIdentifications)
          .where(eq(candidateSelfIdentifications.candidateId, account.candidateId));
      const deadline = Date.now() + 20_000;
      while ((await remaining()).length > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await remaining()).toEqual([]);
    });
  });
});
