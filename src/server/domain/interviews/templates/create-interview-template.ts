import { NEW_TEMPLATE_NAME, type InterviewTemplate } from "@shared/interviews/template-contracts";
import { interviewTemplates } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { requireCompany } from "../../companies/require-company";
import { viewOf } from "./template-view";

/** A 'New Interview Template' for the caller's company: inactive, without questions (decision 0033). */
export async function createInterviewTemplate(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
): Promise<InterviewTemplate> {
  const { company } = await requireCompany(services, actor, { may: "postings", verified: false });
  const [row] = await services.db
    .insert(interviewTemplates)
    .values({ enterpriseId: company.id, name: NEW_TEMPLATE_NAME, isActive: false })
    .returning();
  return viewOf(row!, [], 0);
}
