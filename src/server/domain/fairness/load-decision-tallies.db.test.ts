import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle, Db } from "../../db/client";
import { applicationStatusEvents, applications, interviews } from "../../db/schema";
import { createCandidate, createCompany } from "../../testing/accounts-fixtures";
import { insertPosting } from "../../testing/company-candidate-fixtures";
import { insertCompletedInterview, networkApplication } from "../../testing/evaluation-fixtures";
import { createTestDatabase, testDrivers } from "../../testing/test-database";
import type { DecisionTally } from "./compute-fairness-report";
import { loadDecisionTallies } from "./load-decision-tallies";

type Status = typeof applicationStatusEvents.$inferInsert.status;

interface Decided {
  hired: boolean;
  /** The score of the application's own interview, and of the candidate's network interview. */
  own?: number;
  network?: number;
  /** Status events as [status, time]; none: the decision is dated by the row's last change. */
  events?: [Status, string][];
  updatedAt?: string;
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
      updatedAt: new Date(decision.updatedAt ?? "2026-06-30T12:00:00Z"),
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
    const january: [Status, string][] = [["hired", "2026-01-10T12:00:00Z"]];
    // The application's own interview is the one reviewed, else the candidate's network interview.
    await decided(db, posting, { hired: true, own: 80, network: 20, events: january });
    await decided(db, posting, { hired: true, network: 60, events: january });
    await decided(db, posting, { hired: true, events: january });
    // Dated by the latest event to the status it has now (February), not by an earlier one
    // nor by a later event to another status.
    await decided(db, posting, {
      hired: false,
      network: 40,
      events: [
        ["rejected", "2026-01-05T12:00:00Z"],
        ["rejected", "2026-02-10T12:00:00Z"],
        ["hired", "2026-03-20T12:00:00Z"],
      ],
    });
    // No event: dated by the row's last change (April).
    await decided(db, posting, { hired: false, updatedAt: "2026-04-15T12:00:00Z" });
    await decided(db, otherPosting, { hired: false, network: 10, events: [["rejected", "2026-01-20T12:00:00Z"]] });
  }, 120_000);
  afterAll(async () => database?.close());

  const scope = (postingIds: string[] | null, from: string | null = null, to: string | null = null) => ({
    postingIds,
    from,
    to,
  });

  it("counts each decision with the score of the interview reviewed for it", async () => {
    const tallies = await loadDecisionTallies(database.db, scope([posting]));
    expect(outcomes(tallies)).toEqual([
      [false, null, 1],
      [false, 40, 1],
      [true, null, 1],
      [true, 60, 1],
      [true, 80, 1],
    ]);
    expect(tallies.every((tally) => tally.sex === null && tally.raceEthnicity === null)).toBe(true);
  });

  it("dates a decision by the latest event to its current status, else by the row's last change", async () => {
    const february = await loadDecisionTallies(database.db, scope([posting], "2026-02-01", "2026-02-28"));
    expect(outcomes(february)).toEqual([[false, 40, 1]]);
    const march = await loadDecisionTallies(database.db, scope([posting], "2026-03-01", "2026-03-31"));
    expect(march).toEqual([]);
    const fromApril = await loadDecisionTallies(database.db, scope([posting], "2026-04-01", null));
    expect(outcomes(fromApril)).toEqual([[false, null, 1]]);
    const untilJanuary = await loadDecisionTallies(database.db, scope([posting], null, "2026-01-31"));
    expect(outcomes(untilJanuary)).toEqual([
      [true, null, 1],
      [true, 60, 1],
      [true, 80, 1],
    ]);
  });

  it("counts the postings given only: none, one, or every posting", async () => {
    expect(await loadDecisionTallies(database.db, scope([]))).toEqual([]);
    expect(outcomes(await loadDecisionTallies(database.db, scope([otherPosting])))).toEqual([[false, 10, 1]]);
    const both = await loadDecisionTallies(database.db, scope([posting, otherPosting]));
    const everywhere = await loadDecisionTallies(database.db, scope(null));
    expect(both.reduce((sum, tally) => sum + tally.count, 0)).toBe(6);
    expect(outcomes(everywhere)).toEqual(outcomes(both));
  });
});
