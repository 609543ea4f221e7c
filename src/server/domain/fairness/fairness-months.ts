import { MINIMUM_MONTH_DECISIONS, type ReportMonth } from "@shared/fairness/fairness-report-contracts";

/*
 * A company's fairness report reads whole closed months (decision 0071): calendar months in UTC
 * that ended at least a day ago, and at least one undo window ago, so every decision in them is
 * past its undo window and no decision made or undone today can change what the company reads.
 * Each month is counted only when it holds enough decisions, so comparing two reports (two
 * periods, one posting against all) never isolates fewer decisions than that.
 */

/** A month as YYYY-MM (UTC). */
export type Month = string;

const DAY_MS = 24 * 60 * 60 * 1000;

function monthOf(at: Date): Month {
  return at.toISOString().slice(0, 7);
}

/** The first instant of the month (UTC). */
function monthStart(month: Month): Date {
  return new Date(`${month}-01T00:00:00.000Z`);
}

export function addMonths(month: Month, count: number): Month {
  const start = monthStart(month);
  return monthOf(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + count, 1)));
}

/** The first and last day (YYYY-MM-DD) of the month. */
export function firstDay(month: Month): string {
  return `${month}-01`;
}

export function lastDay(month: Month): string {
  return new Date(monthStart(addMonths(month, 1)).getTime() - DAY_MS).toISOString().slice(0, 10);
}

/** When a month's figures are final: a day after it ends, or an undo window if that is longer. */
export function countedFrom(month: Month, undoSeconds: number): Date {
  return new Date(monthStart(addMonths(month, 1)).getTime() + Math.max(DAY_MS, undoSeconds * 1000));
}

/** The newest month a company may read at `now`. */
export function lastClosedMonth(now: Date, undoSeconds: number): Month {
  const previous = addMonths(monthOf(now), -1);
  return countedFrom(previous, undoSeconds) <= now ? previous : addMonths(previous, -1);
}

/** How many decisions a posting had in a month, each in the month it was made (a frozen month's count). */
export interface MonthCount {
  month: Month;
  postingId: string;
  count: number;
}

/**
 * The months of the period that hold any decision of the company, oldest first, each counted or
 * left out with the reason (pure: the rule is tested by hand).
 *
 * - The whole company: a month counts when it holds at least MINIMUM_MONTH_DECISIONS decisions.
 * - One posting: when the posting holds at least that many, and so does every other posting with
 *   a decision that month. Then the company's month minus the posting's, or minus any postings'
 *   shown, is whole postings of at least that many each, never a few decisions.
 */
export function monthsToCount(
  counts: readonly MonthCount[],
  period: { from: Month | null; to: Month; postingId: string | null },
): ReportMonth[] {
  const perMonth = new Map<Month, Map<string, number>>();
  for (const { month, postingId, count } of counts) {
    if (count <= 0 || month > period.to || (period.from !== null && month < period.from)) continue;
    let postings = perMonth.get(month);
    if (!postings) perMonth.set(month, (postings = new Map()));
    postings.set(postingId, (postings.get(postingId) ?? 0) + count);
  }
  return [...perMonth.keys()].sort().map((month): ReportMonth => {
    const postings = perMonth.get(month)!;
    const leftOut = (reason: NonNullable<ReportMonth["leftOut"]>): ReportMonth => ({
      month,
      included: false,
      leftOut: reason,
    });
    if (period.postingId === null) {
      const total = [...postings.values()].reduce((sum, count) => sum + count, 0);
      return total >= MINIMUM_MONTH_DECISIONS ? { month, included: true, leftOut: null } : leftOut("too_few_decisions");
    }
    const own = postings.get(period.postingId) ?? 0;
    if (own === 0) return leftOut("no_decisions");
    if (own < MINIMUM_MONTH_DECISIONS) return leftOut("posting_too_few");
    const anotherTooFew = [...postings].some(
      ([postingId, count]) => postingId !== period.postingId && count < MINIMUM_MONTH_DECISIONS,
    );
    return anotherTooFew ? leftOut("another_posting_too_few") : { month, included: true, leftOut: null };
  });
}
