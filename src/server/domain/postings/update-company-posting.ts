import type { CompanyPosting, CompanyPostingValues } from "@shared/postings/company-posting-contracts";
import { POSTING_NOT_FOUND } from "@shared/postings/contracts";
import { jobPostings } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireCompany } from "../companies/require-company";
import { notFound } from "../../errors";
import { loadCompanyPosting, ownPosting } from "./company-postings";
import { requireOwnTemplate } from "./posting-template";
import { queueMatchRecompute } from "../matching/recompute-matches-task";

/**
 * Replaces the fields of one of the caller's postings; its status is kept (see the status
 * endpoint). Applicants keep the questions they were given: an interview holds its own copy.
 */
export async function updateCompanyPosting(
  services: Pick<AppServices, "db" | "sessions" | "tasks">,
  actor: Actor | null,
  input: { postingId: string; values: CompanyPostingValues },
): Promise<CompanyPosting> {
  const { company } = await requireCompany(services, actor, { may: "postings", verified: true });
  return services.db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: jobPostings.id })
      .from(jobPostings)
      .where(ownPosting(company.id, input.postingId))
      .for("update");
    if (!own) throw notFound(POSTING_NOT_FOUND);
    // After the 404, so another company's posting id is never told apart by a template error;
    // before the update, whose foreign key would otherwise refuse an unknown template as a 500.
    await requireOwnTemplate(tx, company.id, input.values.interviewTemplateId);
    const [row] = await tx
      .update(jobPostings)
      .set({ ...input.values, updatedAt: new Date() })
      .where(ownPosting(company.id, own.id))
      .returning({ id: jobPostings.id });
    if (!row) throw notFound(POSTING_NOT_FOUND);
    await queueMatchRecompute(services, tx, { postingId: row.id });
    return loadCompanyPosting(tx, company.id, row.id);
  });
}
