import { asc, eq, sql } from "drizzle-orm";
import { mentionsNeverScored, rubricMessages } from "@shared/evaluation/rubric";
import {
  templateMessages,
  type InterviewTemplate,
  type SaveInterviewTemplate,
} from "@shared/interviews/template-contracts";
import { interviewQuestions, interviewTemplates } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { requireCompany } from "../../companies/require-company";
import { badRequest, notFound } from "../../../errors";
import { ownTemplate, rubricsFingerprint, templateView } from "./template-view";

/**
 * Saves one of the caller's templates whole (decision 0033): its settings, and its questions
 * replaced by the list given, in that order, in one transaction. The contract has already
 * checked every rule (the 20-minute sum included), so a refused save writes nothing. Interviews
 * already created from the template keep their own snapshot of its questions, rubrics included;
 * a save that changes any question's rubric bumps the template's rubric version (decision 0050).
 */
export async function saveInterviewTemplate(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  input: { id: string; template: SaveInterviewTemplate },
): Promise<InterviewTemplate> {
  const { company } = await requireCompany(services, actor, { may: "postings", verified: false });
  const { questions, ...settings } = input.template;
  // The contract refuses these already; checked again here so no caller can store one.
  questions.forEach((question, index) =>
    question.rubric?.criteria.forEach((criterion, at) => {
      if (mentionsNeverScored(criterion))
        throw badRequest(rubricMessages.neverScored, {
          [`questions.${index}.rubric.criteria.${at}.competency`]: rubricMessages.neverScored,
        });
    }),
  );
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(interviewTemplates)
      .set({
        name: settings.name,
        description: settings.description || null,
        role: settings.role || null,
        department: settings.department || null,
        isActive: settings.isActive,
        followUpsEnabled: settings.followUpsEnabled,
        followUpSeconds: settings.followUpSeconds,
        updatedAt: new Date(),
      })
      .where(ownTemplate(company.id, input.id))
      .returning({ id: interviewTemplates.id });
    if (!row) throw notFound(templateMessages.notFound);
    const before = await tx
      .select({ rubric: interviewQuestions.rubric })
      .from(interviewQuestions)
      .where(eq(interviewQuestions.templateId, row.id))
      .orderBy(asc(interviewQuestions.position));
    const rubrics = questions.map((question) => question.rubric ?? null);
    if (rubricsFingerprint(before.map((question) => question.rubric)) !== rubricsFingerprint(rubrics)) {
      await tx
        .update(interviewTemplates)
        .set({ rubricVersion: sql`${interviewTemplates.rubricVersion} + 1` })
        .where(eq(interviewTemplates.id, row.id));
    }
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
          rubric: question.rubric ?? null,
        })),
      );
    }
    return templateView(tx, company.id, row.id);
  });
}
