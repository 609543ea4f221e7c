import type { InterviewTemplate } from "@shared/interviews/template-contracts";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { requireCompany } from "../../companies/require-company";
import { templateViews } from "./template-view";

/**
 * The caller's company's templates, oldest first. A pending company may prepare its templates
 * before it is verified (decision 0033): they are its own data and reach no candidate until a
 * posting, which needs verification, uses them.
 */
export async function listInterviewTemplates(
  services: Pick<AppServices, "db" | "sessions" | "interviewer">,
  actor: Actor | null,
): Promise<{ items: InterviewTemplate[]; interviewerAvailable: boolean }> {
  const { company } = await requireCompany(services, actor, { may: "postings", verified: false });
  return { items: await templateViews(services.db, company.id), interviewerAvailable: services.interviewer !== null };
}
