import { and, eq, inArray, lte } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { fairnessFrozenThrough, fairnessPostingMonths, type FrozenTally } from "../../db/schema";
import type { DecisionTally } from "./compute-fairness-report";
import type { Month, MonthCount } from "./fairness-months";
import { loadPostingMonthTallies } from "./load-decision-tallies";

/** A posting's month as the company's report reads it: frozen the first time it was read. */
export interface FrozenPostingMonth {
  postingId: string;
  month: Month;
  decisions: number;
  tallies: FrozenTally[];
}

/**
 * The company's postings' closed months through `through`, each frozen the first time a report
 * reads it (decision 0071): a month's figures are counted once, as they stood then, and kept. So a
 * score the retention sweep clears later, a re-assessment, a decision changed or an account
 * deleted since cannot change a month the company has read, and comparing two reads of it
 * reveals no one. Reports running at once freeze a month once (the company's row is locked).
 */
export async function readFrozenMonths(
  db: DbOrTx,
  scope: { enterpriseId: string; postingIds: string[]; through: Month },
): Promise<FrozenPostingMonth[]> {
  await db.transaction(async (tx) => {
    await tx
      .insert(fairnessFrozenThrough)
      .values({ enterpriseId: scope.enterpriseId, month: "" })
      .onConflictDoNothing();
    const [frozen] = await tx
      .select({ month: fairnessFrozenThrough.month })
      .from(fairnessFrozenThrough)
      .where(eq(fairnessFrozenThrough.enterpriseId, scope.enterpriseId))
      .for("update");
    const after = frozen?.month ? frozen.month : null;
    if (after !== null && after >= scope.through) return;
    const tallies = await loadPostingMonthTallies(tx, { postingIds: scope.postingIds, after, through: scope.through });
    const rows = new Map<string, FrozenPostingMonth>();
    for (const { postingId, month, ...tally } of tallies) {
      const key = `${postingId}:${month}`;
      const row = rows.get(key) ?? { postingId, month, decisions: 0, tallies: [] };
      row.decisions += tally.count;
      row.tallies.push(tally);
      rows.set(key, row);
    }
    if (rows.size > 0) {
      await tx
        .insert(fairnessPostingMonths)
        .values([...rows.values()].map((row) => ({ ...row, enterpriseId: scope.enterpriseId })))
        .onConflictDoNothing();
    }
    await tx
      .update(fairnessFrozenThrough)
      .set({ month: scope.through, updatedAt: new Date() })
      .where(eq(fairnessFrozenThrough.enterpriseId, scope.enterpriseId));
  });
  if (scope.postingIds.length === 0) return [];
  return db
    .select({
      postingId: fairnessPostingMonths.postingId,
      month: fairnessPostingMonths.month,
      decisions: fairnessPostingMonths.decisions,
      tallies: fairnessPostingMonths.tallies,
    })
    .from(fairnessPostingMonths)
    .where(
      and(
        eq(fairnessPostingMonths.enterpriseId, scope.enterpriseId),
        inArray(fairnessPostingMonths.postingId, scope.postingIds),
        lte(fairnessPostingMonths.month, scope.through),
      ),
    );
}

/** How many decisions each posting had in each month (for which months may be counted). */
export function monthCountsOf(months: readonly FrozenPostingMonth[]): MonthCount[] {
  return months.map(({ postingId, month, decisions }) => ({ postingId, month, count: decisions }));
}

/** The decisions of the months and postings counted, by group. */
export function talliesOf(
  months: readonly FrozenPostingMonth[],
  counted: { months: ReadonlySet<Month>; postingIds: ReadonlySet<string> },
): DecisionTally[] {
  return months
    .filter((row) => counted.months.has(row.month) && counted.postingIds.has(row.postingId))
    .flatMap((row) => row.tallies);
}
