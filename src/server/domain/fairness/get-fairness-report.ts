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
import { loadDecisionTallies } from "./load-decision-tallies";

/**
 * The caller's own fairness report (verified companies only): all its postings or one of them,
 * over a period of decision dates. Another company's posting, like an unknown one, is a 404.
 */
export async function getFairnessReport(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  query: FairnessReportQuery,
): Promise<FairnessReport> {
  const { company } = await requireCompany(services, actor, { verified: true });
  const { db } = services;
  const postings = await db
    .select({ id: jobPostings.id, title: jobPostings.title })
    .from(jobPostings)
    .where(eq(jobPostings.enterpriseId, company.id))
    .orderBy(asc(jobPostings.title), asc(jobPostings.id));
  const posting = query.postingId ? postings.find((each) => each.id === query.postingId) : null;
  if (query.postingId && !posting) throw notFound(POSTING_NOT_FOUND);
  // The company's postings bound the decisions counted: read once here, they are both the
  // report's posting filter and the tally's scope.
  const tallies = await loadDecisionTallies(db, {
    postingIds: posting ? [posting.id] : postings.map((each) => each.id),
    from: query.from ?? null,
    to: query.to ?? null,
  });
  return {
    scope: {
      company: { id: company.id, name: company.companyName },
      posting: posting ?? null,
      from: query.from ?? null,
      to: query.to ?? null,
    },
    postings,
    ...computeFairnessFigures(tallies),
  };
}

/** The report over every company's decisions (admins only). */
export async function getPlatformFairnessReport(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  query: PlatformFairnessReportQuery,
): Promise<FairnessReport> {
  requireAdmin(actor);
  const tallies = await loadDecisionTallies(services.db, {
    postingIds: null,
    from: query.from ?? null,
    to: query.to ?? null,
  });
  return {
    scope: { company: null, posting: null, from: query.from ?? null, to: query.to ?? null },
    postings: [],
    ...computeFairnessFigures(tallies),
  };
}
