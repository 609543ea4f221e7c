import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle, Db } from "../../db/client";
import { applicationStatusEvents, applications, interviews } from "../../db/schema";
import { createCandidate, createCompany } from "../../testing/accounts-fixtures";
import { insertPosting } from "../../testing/company-candidate-fixtures";
import { insertCompletedInterview, networkApplication } from "../../testing/evaluation-fixtures";
import { createTestDatabase, testDrivers } from "../../testing/test-database";
import type { DecisionTally } from "./compute-fairness-report";
import { loadDecisionTallies, loadPostingMonthTallies } from "./load-decision-tallies";

type Status = typeof applicationStatusEvents.$inferInsert.status;

interface Decided {
  /** The application's status now. */
  hired: boolean;
  /** The score of the application's own interview, and of the candidate's network interview. */
  own?: number;
  network?: number;
  /** Status events as [status, time]; none: a decision with no event (not counted). */
  events?: [Status, string][];
}

/** A candidate decided on the posting, with the interviews and status events given. */
async function decided(db: Db, postingId: string, decision: Decided): Promise<void> {
  const { candidateId } = await createCandidate(db, {}, { emailVerified: true });
  const status = decision.hired ? "hired" : "rejected";
  const [application] = await db
    .insert(applications)
    .values({
      candidateId,
      jobPostingId: postingId,
      status,
      hiredStatus: decision.hired ? "hired" : "not_hired",
      notHiredReason: decision.hired ? null : "not_a_fit",
      updatedAt: new Date("2026-06-30T12:00:00Z"),
    })
    .returning({ id: applications.id });
  const scored: [string, number | undefined][] = [
    [application!.id, decision.own],
    [await networkApplication(db, candidateId), decision.network],
  ];
  for (const [applicationId, score] of scored) {
    if (score === undefined) continue;
    const interviewId = await insertCompletedInterview(db, applicationId);
    await db.update(interviews).set({ score }).where(eq(interviews.id, interviewId));
  }
  for (const [eventStatus, at] of decision.events ?? []) {
    await db
      .insert(applicationStatusEvents)
      .values({ applicationId: application!.id, status: eventStatus, createdAt: new Date(at) });
  }
}

/** The tallies as [hired, score, count], in a stable order (answers are not given here). */
function outcomes(tallies: DecisionTally[]): [boolean, number | null, number][] {
  return tallies
    .map((tally): [boolean, number | null, number] => [tally.hired, tally.score, tally.count])
    .sort((a, b) => Number(a[0]) - Number(b[0]) || (a[1] ?? -1) - (b[1] ?? -1));
}

describe.each(testDrivers())("loadDecisionTallies on %s", (driver) => {
  let database: DatabaseHandle;
  let posting: string;
  let otherPosting: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const { db } = database;
    const company = await createCompany(db, {}, { status: "verified" });
    posting = (await insertPosting(db, company.enterpriseId)).id;
    otherPosting = (await insertPosting(db, company.enterpriseId, { title: "Other" })).id;
    const january: [Status, string][] = [
      ["pending", "2025-12-20T12:00:00Z"],
      ["hired", "2026-01-10T12:00:00Z"],
    ];
    // The application's own interview is the one reviewed, else the candidate's network interview.
    await decided(db, posting, { hired: true, own: 80, network: 20, events: january });
    await decided(db, posting, { hired: true, network: 60, events: january });
    await decided(db, posting, { hired: true, events: january });
    // Not hired when January ended; hired in March: counted in January, not hired.
    await decided(db, posting, {
      hired: true,
      network: 40,
      events: [
        ["rejected", "2026-01-05T12:00:00Z"],
        ["hired", "2026-03-20T12:00:00Z"],
      ],
    });
    // Hired, then not hired within February: counted in February, not hired.
    await decided(db, posting, {
      hired: false,
      events: [
        ["hired", "2026-02-03T12:00:00Z"],
        ["rejected", "2026-02-10T12:00:00Z"],
      ],
    });
    // Hired on April 2, back to completed on April 5 (April ended undecided), not hired in May.
    await decided(db, posting, {
      hired: false,
      events: [
        ["hired", "2026-04-02T12:00:00Z"],
        ["completed", "2026-04-05T12:00:00Z"],
        ["rejected", "2026-05-07T12:00:00Z"],
      ],
    });
    // A decision without a status event: its only date is the row's last change; not counted.
    await decided(db, posting, { hired: false });
    await decided(db, otherPosting, { hired: false, network: 10, events: [["rejected", "2026-01-20T12:00:00Z"]] });
  }, 120_000);
  afterAll(async () => database?.close());

  const days = (postingIds: string[] | null, from: string | null = null, to: string | null = null) => ({
    postingIds,
    period: { from, to },
  });
  const months = (postingIds: string[] | null, ...inMonths: string[]) => ({ postingIds, period: { months: inMonths } });

  it("counts each decision once, with the score of the interview reviewed for it", async () => {
    const tallies = await loadDecisionTallies(database.db, days([posting]));
    expect(outcomes(tallies)).toEqual([
      [false, null, 2],
      [false, 40, 1],
      [true, null, 1],
      [true, 60, 1],
      [true, 80, 1],
    ]);
    expect(tallies.every((tally) => tally.sex === null && tally.raceEthnicity === null)).toBe(true);
  });

  it("counts a decision in the month it was made, as it stood when that month ended", async () => {
    const january = await loadDecisionTallies(database.db, months([posting], "2026-01"));
    expect(outcomes(january)).toEqual([
      [false, 40, 1],
      [true, null, 1],
      [true, 60, 1],
      [true, 80, 1],
    ]);
    expect(outcomes(await loadDecisionTallies(database.db, months([posting], "2026-02")))).toEqual([[false, null, 1]]);
    // The March change and the April decision undone within April count nowhere.
    expect(await loadDecisionTallies(database.db, months([posting], "2026-03", "2026-04"))).toEqual([]);
    expect(outcomes(await loadDecisionTallies(database.db, months([posting], "2026-05")))).toEqual([[false, null, 1]]);
    // A period is the sum of its months, each counted as it closed.
    const both = await loadDecisionTallies(database.db, months([posting], "2026-01", "2026-02"));
    expect(both.reduce((sum, tally) => sum + tally.count, 0)).toBe(5);
    expect(await loadDecisionTallies(database.db, months([posting]))).toEqual([]);
  });

  it("filters the platform's days by the time each decision was made, both days included", async () => {
    expect(outcomes(await loadDecisionTallies(database.db, days([posting], "2026-02-10", "2026-02-10")))).toEqual([
      [false, null, 1],
    ]);
    expect(await loadDecisionTallies(database.db, days([posting], "2026-02-11", "2026-05-06"))).toEqual([]);
    const untilJanuary = await loadDecisionTallies(database.db, days([posting], null, "2026-01-31"));
    expect(untilJanuary.reduce((sum, tally) => sum + tally.count, 0)).toBe(4);
  });

  it("counts each posting's decisions per month, up to the month given, after the month given (what a report freezes)", async () => {
    const perPostingMonth = async (after: string | null, through: string) => {
      const tallies = await loadPostingMonthTallies(database.db, {
        postingIds: [posting, otherPosting],
        after,
        through,
      });
      const counts = new Map<string, number>();
      for (const tally of tallies) {
        const key = `${tally.month} ${tally.postingId === posting ? "posting" : "other"}`;
        counts.set(key, (counts.get(key) ?? 0) + tally.count);
      }
      return Object.fromEntries([...counts].sort());
    };
    expect(await perPostingMonth(null, "2026-04")).toEqual({
      "2026-01 other": 1,
      "2026-01 posting": 4,
      "2026-02 posting": 1,
    });
    expect(await perPostingMonth("2026-01", "2026-04")).toEqual({ "2026-02 posting": 1 });
    expect(await loadPostingMonthTallies(database.db, { postingIds: [], after: null, through: "2026-04" })).toEqual([]);
  });

  it("counts the postings given only: none, one, or every posting", async () => {
    expect(await loadDecisionTallies(database.db, days([]))).toEqual([]);
    expect(outcomes(await loadDecisionTallies(database.db, days([otherPosting])))).toEqual([[false, 10, 1]]);
    const both = await loadDecisionTallies(database.db, days([posting, otherPosting]));
    const everywhere = await loadDecisionTallies(database.db, days(null));
    expect(both.reduce((sum, tally) => sum + tally.count, 0)).toBe(7);
    expect(outcomes(everywhere)).toEqual(outcomes(both));
  });
});
