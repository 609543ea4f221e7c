import type { CompanyStatus, EvaluationFilter, LeadKind } from "../lib/list-filters";
import type { ListParams } from "@web/components/list/use-list-params";

/** Query keys of the admin console: a decision invalidates `adminKeys.all` (lists and the audit log). */
export const adminKeys = {
  all: ["admin"] as const,
  companies: (params: ListParams & { status: CompanyStatus }) => [...adminKeys.all, "companies", params] as const,
  auditLog: (params: { page: number }) => [...adminKeys.all, "audit-log", params] as const,
  leads: (params: ListParams & { kind: LeadKind }) => [...adminKeys.all, "leads", params] as const,
  evaluations: (params: { status: EvaluationFilter; page: number }) =>
    [...adminKeys.all, "evaluations", params] as const,
  followUpResults: () => [...adminKeys.all, "follow-up-results"] as const,
};
