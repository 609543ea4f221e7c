import type { CompanyPosting } from "@shared/postings/company-posting-contracts";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { postingInScope } from "../companies/assignments/assignment-scope";
import { requireCompany } from "../companies/require-company";
import { loadCompanyPosting } from "./company-postings";

/** One of the caller's own postings, in full, for the edit page; a hiring manager reads those assigned to them. */
export async function getCompanyPosting(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  input: { postingId: string },
): Promise<CompanyPosting> {
  const { company } = await requireCompany(services, actor, { may: "readPostings", verified: true });
  return loadCompanyPosting(services.db, company.id, input.postingId, postingInScope(company));
}
