import { randomUUID } from "node:crypto";
import type { CompanyPosting } from "../../src/shared/postings/company-posting-contracts";
import type { ApiSession } from "./api-session";

/**
 * A posting of the signed-in verified company whose interview asks these questions, through the
 * real endpoints, as the Chromium fixtures make one (createInterviewTemplate, createCompanyPosting):
 * an active template created empty and saved whole, then the posting that uses it.
 */
export async function postingWithQuestions(company: ApiSession, questions: string[]): Promise<CompanyPosting> {
  const tag = randomUUID().slice(0, 6);
  const { id: templateId } = await company.call<{ id: string }>("POST", "/api/companies/me/interview-templates", 201);
  await company.call("PUT", `/api/companies/me/interview-templates/${templateId}`, 200, {
    name: `Evaluation interview ${tag}`,
    isActive: true,
    questions: questions.map((text) => ({ text, type: "open-ended" })),
  });
  return company.call<CompanyPosting>("POST", "/api/companies/me/postings", 201, {
    title: `ML Evaluation Engineer ${tag}`,
    description: "Measure what our models do.",
    location: "Remote",
    interviewTemplateId: templateId,
  });
}
