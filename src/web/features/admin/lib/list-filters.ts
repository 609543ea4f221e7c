import { companyStatusSchema } from "@shared/accounts/contracts";
import { leadKindSchema, type LeadKind } from "@shared/leads/admin-contracts";
import type { z } from "zod";

export type CompanyStatus = z.infer<typeof companyStatusSchema>;
export type { LeadKind };

/** The company tab in the address (?status=), pending unless it names another. */
export function companyStatusFrom(searchParams: URLSearchParams): CompanyStatus {
  const parsed = companyStatusSchema.safeParse(searchParams.get("status"));
  return parsed.success ? parsed.data : "pending";
}

/** The lead list in the address (?kind=), the waitlist unless it names another. */
export function leadKindFrom(searchParams: URLSearchParams): LeadKind {
  const parsed = leadKindSchema.safeParse(searchParams.get("kind"));
  return parsed.success ? parsed.data : "waitlist";
}

/** The evaluation tab in the address (?status=): failed unless it names another. */
const evaluationFilters = ["failed", "all"] as const;
export type EvaluationFilter = (typeof evaluationFilters)[number];

export function evaluationFilterFrom(searchParams: URLSearchParams): EvaluationFilter {
  const wanted = searchParams.get("status");
  return evaluationFilters.find((filter) => filter === wanted) ?? "failed";
}
