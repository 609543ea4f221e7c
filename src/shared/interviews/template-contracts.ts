import { z } from "zod";
import { defineContract } from "../http/contract";

/*
 * Interview templates (issue 10, /interview-customization): a company's own question sets,
 * stored per company and attached to its postings. The posting form reads the list below to
 * offer a template; the customization page reads and writes the rest.
 */

/** The same values as interview_questions.type. */
export const templateQuestionTypes = ["open-ended", "situational", "technical", "multiple-choice"] as const;

export const templateQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  type: z.enum(templateQuestionTypes),
  timeLimitSeconds: z.number().int(),
  instruction: z.string().nullable(),
});
export type TemplateQuestion = z.infer<typeof templateQuestionSchema>;

export const interviewTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  role: z.string().nullable(),
  department: z.string().nullable(),
  isActive: z.boolean(),
  /** In the order the candidate is asked them. */
  questions: z.array(templateQuestionSchema),
  updatedAt: z.iso.datetime(),
});
export type InterviewTemplate = z.infer<typeof interviewTemplateSchema>;

export const listInterviewTemplatesContract = defineContract({
  method: "GET",
  path: "/api/companies/me/interview-templates",
  summary: "The signed-in company's interview templates with their questions, oldest first",
  tags: ["interviews"],
  response: z.object({ items: z.array(interviewTemplateSchema) }),
});
