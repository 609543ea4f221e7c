import { DEFAULT_QUESTION_SECONDS } from "@shared/interviews/recording-contracts";
import type { CompanyPostingInput } from "@shared/postings/company-posting-contracts";
import type { Db } from "../db/client";
import { interviewQuestions, interviewTemplates } from "../db/schema";

/**
 * An interview template of a company with these questions, written straight to the database:
 * tests that need a posting with its own questions use it (the templates API is tested on its own).
 */
export async function insertInterviewTemplate(
  db: Db,
  enterpriseId: string,
  questions: string[],
  values: Partial<typeof interviewTemplates.$inferInsert> = {},
): Promise<string> {
  const [template] = await db
    .insert(interviewTemplates)
    .values({ enterpriseId, name: "Test interview", isActive: true, ...values })
    .returning({ id: interviewTemplates.id });
  if (questions.length > 0) {
    await db.insert(interviewQuestions).values(
      questions.map((text, position) => ({
        templateId: template!.id,
        position,
        text,
        timeLimitSeconds: DEFAULT_QUESTION_SECONDS,
      })),
    );
  }
  return template!.id;
}

/** A valid body for POST /api/companies/me/postings. */
export const postingInput = (overrides: Partial<CompanyPostingInput> = {}): CompanyPostingInput => ({
  title: "Machine Learning Engineer",
  description: "Build and ship retrieval systems for legal research teams.",
  department: "Engineering",
  locationType: "Hybrid",
  location: "Berlin, DE",
  employmentType: "Full-time",
  salaryRange: "€80k – €100k",
  skills: ["PyTorch", "RAG"],
  additionalNotes: null,
  visibility: "public",
  interviewTemplateId: null,
  ...overrides,
});
