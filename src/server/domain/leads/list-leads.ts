import { LEAD_KINDS, type LeadKind, type listLeadsContract } from "@shared/leads/admin-contracts";
import type { ContractResponse } from "@shared/http/contract";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireAdmin } from "../accounts/access";
import { leadSource, leadSources } from "./lead-sources";

type Response = ContractResponse<typeof listLeadsContract>;

/** One lead list for the admin console: newest first, searchable, with every list's size for the tabs. */
export async function listLeads(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  kind: LeadKind,
  query: { page: number; pageSize: number; search?: string | undefined },
): Promise<Response> {
  requireAdmin(actor);
  const { db } = services;
  const source = leadSource(kind);
  const search = query.search || undefined;
  const [items, total, sizes] = await Promise.all([
    source.page(db, search, query.pageSize, (query.page - 1) * query.pageSize),
    source.count(db, search),
    Promise.all(LEAD_KINDS.map((each) => leadSources[each].count(db))),
  ]);
  const counts = Object.fromEntries(LEAD_KINDS.map((each, index) => [each, sizes[index] ?? 0])) as Response["counts"];
  return { kind, items, total, page: query.page, pageSize: query.pageSize, counts };
}
