import { and, asc, count, eq, inArray } from "drizzle-orm";
import { defaultQuestionRubric, type QuestionRubric } from "@shared/evaluation/rubric";
import type { InterviewTemplate } from "@shared/interviews/template-contracts";
import { templateMessages } from "@shared/interviews/template-contracts";
import type { DbOrTx } from "../../../db/client";
import { interviewQuestions, interviewTemplates, jobPostings } from "../../../db/schema";
import { notFound } from "../../../errors";

type TemplateRow = typeof interviewTemplates.$inferSelect;

/** The company's own template; another company's id matches nothing, like an unknown one. */
export const ownTemplate = (companyId: string, templateId: string) =>
  and(eq(interviewTemplates.id, templateId), eq(interviewTemplates.enterpriseId, companyId))!;

/**
 * The company's templates (all, or the given ones) as the page shows them: questions in order
 * and how many of the company's postings use each. Three queries however many templates.
 */
export async function templateViews(db: DbOrTx, enterpriseId: string, ids?: string[]): Promise<InterviewTemplate[]> {
  const owned = eq(interviewTemplates.enterpriseId, enterpriseId);
  const rows = await db
    .select()
    .from(interviewTemplates)
    .where(ids ? and(owned, inArray(interviewTemplates.id, ids)) : owned)
    .orderBy(asc(interviewTemplates.createdAt), asc(interviewTemplates.id));
  if (rows.length === 0) return [];
  const templateIds = rows.map((row) => row.id);
  // One after the other: inside a transaction (and on PGlite) there is one connection.
  const questions = await db
    .select()
    .from(interviewQuestions)
    .where(inArray(interviewQuestions.templateId, templateIds))
    .orderBy(asc(interviewQuestions.position));
  const usage = await db
    .select({ templateId: jobPostings.interviewTemplateId, postings: count() })
    .from(jobPostings)
    .where(and(eq(jobPostings.enterpriseId, enterpriseId), inArray(jobPostings.interviewTemplateId, templateIds)))
    .groupBy(jobPostings.interviewTemplateId);
  const postingCounts = new Map(usage.map((row) => [row.templateId, row.postings]));
  return rows.map((row) => viewOf(row, questions, postingCounts.get(row.id) ?? 0));
}

/** One of the company's templates; another company's or a missing one is 404, never told apart. */
export async function templateView(db: DbOrTx, enterpriseId: string, id: string): Promise<InterviewTemplate> {
  const [view] = await templateViews(db, enterpriseId, [id]);
  if (!view) throw notFound(templateMessages.notFound);
  return view;
}

/** A template row with its questions as the page shows it. */
export function viewOf(
  row: TemplateRow,
  questions: (typeof interviewQuestions.$inferSelect)[],
  postingCount: number,
): InterviewTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    role: row.role,
    department: row.department,
    isActive: row.isActive,
    followUpsEnabled: row.followUpsEnabled,
    followUpSeconds: row.followUpSeconds,
    questions: questions
      .filter((question) => question.templateId === row.id)
      .map(({ id, text, type, timeLimitSeconds, instruction, rubric }) => ({
        id,
        text,
        type,
        timeLimitSeconds,
        instruction,
        rubric: effectiveRubric(rubric),
      })),
    postingCount,
    rubricVersion: row.rubricVersion,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A question's rubric, with the default for one its company never edited (null). */
export function effectiveRubric(rubric: QuestionRubric | null): QuestionRubric {
  return rubric ?? defaultQuestionRubric();
}

/**
 * A rubric list in one canonical form (jsonb does not keep key order), so a save can tell
 * whether any question's rubric changed.
 */
export function rubricsFingerprint(rubrics: readonly (QuestionRubric | null)[]): string {
  return JSON.stringify(
    rubrics.map((rubric) =>
      effectiveRubric(rubric).criteria.map(({ key, competency, levels }) => [key, competency, [...levels]]),
    ),
  );
}

/** The version an interview records for the rubrics of a template (decision 0050). */
export const templateRubricVersion = (templateId: string, version: number) => `template-${templateId}-v${version}`;
