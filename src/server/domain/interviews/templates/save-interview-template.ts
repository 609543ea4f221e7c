import { eq } from "drizzle-orm";
import {
  templateMessages,
  type InterviewTemplate,
  type SaveInterviewTemplate,
} from "@shared/interviews/template-contracts";
import { interviewQuestions, interviewTemplates } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { requireCompany } from "../../companies/require-company";
import { notFound } from "../../errors";
import { ownTemplate, templateView } from "./template-view";

/**
 * Saves one of the caller's templates whole (decision 0033): its settings, and its questions
 * replaced by the list given, in that order, in one transaction. The contract has already
 * checked every rule (the 20-minute sum included), so a refused save writes nothing. Interviews
 * already created from the template keep their own snapshot of its questions.
 */
export async function saveInterviewTemplate(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  input: { id: string; template: SaveInterviewTemplate },
): Promise<InterviewTemplate> {
  const { company } = await requireCompany(services, actor, { verified: false });
  const { questions, ...settings } = input.template;
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(interviewTemplates)
      .set({
        name: settings.name,
        description: settings.description || null,
        role: settings.role || null,
        department: settings.department || null,
        isActive: settings.isActive,
        updatedAt: new Date(),
      })
      .where(ownTemplate(company.id, input.id))
      .returning({ id: interviewTemplates.id });
    if (!row) throw notFound(templateMessages.notFound);
    await tx.delete(interviewQuestions).where(eq(interviewQuestions.templateId, row.id));
    if (questions.length > 0) {
      await tx.insert(interviewQuestions).values(
        questions.map((question, position) => ({
          templateId: row.id,
          position,
          text: question.text,
          type: question.type,
          timeLimitSeconds: question.timeLimitSeconds,
          instruction: question.instruction || null,
        })),
      );
    }
    return templateView(tx, company.id, row.id);
  });
}
