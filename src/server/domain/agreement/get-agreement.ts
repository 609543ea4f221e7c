import { and, eq } from "drizzle-orm";
import type { AgreementQuery, ModelCard, PostingAgreement } from "@shared/agreement/agreement-report-contracts";
import { POSTING_NOT_FOUND } from "@shared/postings/contracts";
import type { DbOrTx } from "../../db/client";
import { jobPostings } from "../../db/schema";
import { notFound } from "../../errors";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireAdmin } from "../accounts/access";
import { postingInScope } from "../companies/assignments/assignment-scope";
import { requireCompany } from "../companies/require-company";
import { agreementFiguresOf, type AgreementTallies } from "./agreement-figures";
import {
  loadAgreementModels,
  loadAgreementTallies,
  loadRubricCriteria,
  loadRubricVersions,
  type AgreementScope,
} from "./load-agreement-input";

/**
 * The figures of one rubric version of the scope (decision 0086): the one asked for, else the one
 * with the most submitted scorecards; with none present, every figure "too few" at 0.
 */
async function agreementReport(db: DbOrTx, scope: AgreementScope, query: AgreementQuery, now: Date) {
  const rubricVersions = await loadRubricVersions(db, scope);
  const rubricVersion = query.rubricVersion ?? rubricVersions[0]?.version ?? null;
  const criteria = rubricVersion ? await loadRubricCriteria(db, scope, rubricVersion) : [];
  const criterionIds = criteria.map((criterion) => criterion.key);
  const tallies: AgreementTallies = rubricVersion
    ? await loadAgreementTallies(db, scope, rubricVersion, criterionIds)
    : {
        criterionIds,
        people: { tallies: [], answers: 0 },
        aiPeople: { tallies: [], answers: 0 },
        criteria: new Map(),
        aiRuns: { compared: 0, lowAgreement: 0, answers: 0 },
        groups: [],
      };
  return {
    rubricVersions,
    rubricVersion,
    criteria,
    figures: agreementFiguresOf(tallies),
    computedAt: now.toISOString(),
  };
}

/**
 * How far the AI agrees with the company's people on one of its postings (decision 0086):
 * members who may read its applicants, a hiring manager on a posting assigned to them
 * (decision 0084). An interviewer reads single applications only, never a posting's aggregates:
 * for them, as for another company's posting or an unknown one, it is a 404.
 */
export async function getPostingAgreement(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  postingId: string,
  query: AgreementQuery,
  options: { now?: Date } = {},
): Promise<PostingAgreement> {
  const { company } = await requireCompany(services, actor, { may: "applicants", verified: true });
  const [posting] = await services.db
    .select({ id: jobPostings.id, title: jobPostings.title })
    .from(jobPostings)
    .where(and(eq(jobPostings.id, postingId), eq(jobPostings.enterpriseId, company.id), postingInScope(company)))
    .limit(1);
  if (!posting) throw notFound(POSTING_NOT_FOUND);
  return {
    posting,
    ...(await agreementReport(services.db, { postingId: posting.id }, query, options.now ?? new Date())),
  };
}

/**
 * The platform's model card (admins only, decision 0086): every company's scorecards of the
 * network interview against its AI scores, with the providers and models that made them.
 */
export async function getModelCard(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  query: AgreementQuery,
  options: { now?: Date } = {},
): Promise<ModelCard> {
  requireAdmin(actor);
  const scope: AgreementScope = { network: true };
  const report = await agreementReport(services.db, scope, query, options.now ?? new Date());
  const models = report.rubricVersion ? await loadAgreementModels(services.db, scope, report.rubricVersion) : [];
  return { ...report, models };
}
