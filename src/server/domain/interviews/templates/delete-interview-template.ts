import { templateMessages } from "@shared/interviews/template-contracts";
import { interviewTemplates } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { requireCompany } from "../../companies/require-company";
import { notFound } from "../../../errors";
import { ownTemplate } from "./template-view";

/**
 * Deletes one of the caller's templates with its questions. Postings that used it keep working
 * without one (the foreign key sets null), and interviews already created keep their snapshot.
 */
export async function deleteInterviewTemplate(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  input: { id: string },
): Promise<{ id: string }> {
  const { company } = await requireCompany(services, actor, { may: "postings", verified: false });
  const [row] = await services.db
    .delete(interviewTemplates)
    .where(ownTemplate(company.id, input.id))
    .returning({ id: interviewTemplates.id });
  if (!row) throw notFound(templateMessages.notFound);
  return { id: row.id };
}
