import type { CompanyPosting, CompanyPostingValues } from "@shared/postings/company-posting-contracts";
import { jobPostings } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireCompany } from "../companies/require-company";
import { loadCompanyPosting } from "./company-postings";
import { requireOwnTemplate } from "./posting-template";
import { queueMatchRecompute } from "../matching/recompute-matches-task";

/** A new posting of the caller's verified company; it is active at once (public ones join the board). */
export async function createCompanyPosting(
  services: Pick<AppServices, "db" | "sessions" | "tasks">,
  actor: Actor | null,
  input: CompanyPostingValues,
): Promise<CompanyPosting> {
  const { company } = await requireCompany(services, actor, { may: "postings", verified: true });
  return services.db.transaction(async (tx) => {
    await requireOwnTemplate(tx, company.id, input.interviewTemplateId);
    const [row] = await tx
      .insert(jobPostings)
      .values({ ...input, enterpriseId: company.id, status: "active" })
      .returning({ id: jobPostings.id });
    await queueMatchRecompute(services, tx, { postingId: row!.id });
    return loadCompanyPosting(tx, company.id, row!.id);
  });
}
