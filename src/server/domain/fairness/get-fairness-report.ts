import { asc, eq } from "drizzle-orm";
import type {
  FairnessReport,
  FairnessReportQuery,
  PlatformFairnessReportQuery,
} from "@shared/fairness/fairness-report-contracts";
import { POSTING_NOT_FOUND } from "@shared/postings/contracts";
import { jobPostings } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireAdmin } from "../accounts/access";
import { requireCompany } from "../companies/require-company";
import { notFound } from "../../errors";
import { computeFairnessFigures } from "./compute-fairness-report";
import { addMonths, countedFrom, firstDay, lastClosedMonth, lastDay, monthsToCount } from "./fairness-months";
import { monthCountsOf, readFrozenMonths, talliesOf } from "./frozen-months";
import { loadDecisionTallies } from "./load-decision-tallies";

/**
 * The caller's own fairness report (verified companies only): all its postings or one of them,
 * over whole closed months (decision 0071). The period asked for is cut at the last closed month;
 * of its months, those holding too few decisions (for one posting: too few on it, or on another
 * posting decided on that month) are left out, and the report says which and why. Another
 * company's posting, like an unknown one, is a 404.
 */
export async function getFairnessReport(
  services: Pick<AppServices, "db" | "sessions"> & { config: Pick<AppServices["config"], "decisionUndoSeconds"> },
  actor: Actor | null,
  query: FairnessReportQuery,
  options: { now?: Date } = {},
): Promise<FairnessReport> {
  const { company } = await requireCompany(services, actor, { may: "reports", verified: true });
  const { db } = services;
  const now = options.now ?? new Date();
  const postings = await db
    .select({ id: jobPostings.id, title: jobPostings.title })
    .from(jobPostings)
    .where(eq(jobPostings.enterpriseId, company.id))
    .orderBy(asc(jobPostings.title), asc(jobPostings.id));
  const posting = query.postingId ? postings.find((each) => each.id === query.postingId) : null;
  if (query.postingId && !posting) throw notFound(POSTING_NOT_FOUND);

  const undoSeconds = services.config.decisionUndoSeconds;
  const lastClosed = lastClosedMonth(now, undoSeconds);
  const to = query.to && query.to < lastClosed ? query.to : lastClosed;
  const from = query.from ?? null;
  // Every posting's months, whichever is asked for: one posting's month counts only when the
  // others' decisions that month cannot be worked out from it. Frozen when first read.
  const frozen = await readFrozenMonths(db, {
    enterpriseId: company.id,
    postingIds: postings.map((each) => each.id),
    through: lastClosed,
  });
  const counts = monthCountsOf(frozen);
  const months = monthsToCount(counts, { from, to, postingId: posting?.id ?? null });
  const tallies = talliesOf(frozen, {
    months: new Set(months.filter((month) => month.included).map((month) => month.month)),
    postingIds: new Set(posting ? [posting.id] : postings.map((each) => each.id)),
  });
  const first = counts.reduce<string | null>(
    (low, each) => (low === null || each.month < low ? each.month : low),
    null,
  );
  return {
    scope: {
      company: { id: company.id, name: company.companyName },
      posting: posting ?? null,
      from: from ? firstDay(from) : null,
      to: lastDay(to),
    },
    period: {
      lastClosedMonth: lastClosed,
      nextMonthCountedFrom: countedFrom(addMonths(lastClosed, 1), undoSeconds).toISOString(),
      firstMonth: first,
      months,
    },
    postings,
    ...computeFairnessFigures(tallies),
  };
}

/**
 * The report over every company's decisions (admins only), over any days: admins are trusted
 * operators, so their report is not held to closed months (decision 0071).
 */
export async function getPlatformFairnessReport(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  query: PlatformFairnessReportQuery,
): Promise<FairnessReport> {
  requireAdmin(actor);
  const tallies = await loadDecisionTallies(services.db, {
    postingIds: null,
    period: { from: query.from ?? null, to: query.to ?? null },
  });
  return {
    scope: { company: null, posting: null, from: query.from ?? null, to: query.to ?? null },
    period: null,
    postings: [],
    ...computeFairnessFigures(tallies),
  };
}
