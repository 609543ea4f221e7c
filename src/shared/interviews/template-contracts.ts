import { z } from "zod";
import {
  RUBRIC_MAX_CRITERIA,
  mentionsNeverScored,
  questionRubricSchema,
  rubricCriterionSchema,
  rubricMessages,
  type QuestionRubric,
  type RubricCriterion,
} from "../evaluation/rubric";
import { defineContract } from "../http/contract";
import { FOLLOW_UP_SECONDS } from "./follow-up-timing";
import { NETWORK_INTERVIEW_SECONDS } from "./network-interview";

/*
 * Interview templates (/interview-customization): a company's own question sets,
 * stored per company and attached to its postings. The posting form reads the list below to
 * offer a template; the customization page reads and writes the rest (decision 0033).
 */

/** The same values as interview_questions.type. */
export const templateQuestionTypes = ["open-ended", "situational", "technical", "multiple-choice"] as const;
export type TemplateQuestionType = (typeof templateQuestionTypes)[number];

/** Decision 0033: a question's time limit, 30 to 300 seconds, 120 unless chosen. */
export const QUESTION_TIME_LIMIT = { min: 30, max: 300, default: 120 } as const;
/** A template's questions together may not take longer than the network interview (20 minutes). */
export const TEMPLATE_MAX_TOTAL_SECONDS = NETWORK_INTERVIEW_SECONDS;
/** Enough for any real interview; 40 questions of the shortest limit fill the 20 minutes. */
export const TEMPLATE_MAX_QUESTIONS = 40;
export const TEMPLATE_NAME_MAX = 120;
export const TEMPLATE_TEXT_MAX = 2000;
/** What a new template is called (decision 0033): inactive and without questions. */
export const NEW_TEMPLATE_NAME = "New Interview Template";
/** What the editor adds when the question text is left empty (decision 0033). */
export const NEW_QUESTION_TEXT = "New Question";

export const templateMessages = {
  name: "Template name is required.",
  nameTooLong: `Template name must be at most ${TEMPLATE_NAME_MAX} characters.`,
  tooLong: `Keep this under ${TEMPLATE_TEXT_MAX} characters.`,
  fieldTooLong: `Keep this under ${TEMPLATE_NAME_MAX} characters.`,
  questionText: "Question text is required.",
  questionType: "Choose a question type: open-ended, situational, technical or multiple-choice.",
  timeLimit: `Time limit must be between ${QUESTION_TIME_LIMIT.min} and ${QUESTION_TIME_LIMIT.max} seconds.`,
  totalTime: "The questions' time limits add up to more than 20 minutes. Shorten or remove a question.",
  followUpSeconds: `A follow-up's time limit must be between ${FOLLOW_UP_SECONDS.min} and ${FOLLOW_UP_SECONDS.max} seconds.`,
  tooManyQuestions: `A template can have at most ${TEMPLATE_MAX_QUESTIONS} questions.`,
  notFound: "Interview template not found.",
  rubricEmpty: "A question needs at least one criterion for the AI to assess.",
} as const;

const m = templateMessages;

export const templateQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  type: z.enum(templateQuestionTypes),
  timeLimitSeconds: z.number().int(),
  instruction: z.string().nullable(),
  /** What the AI assesses this question's answers against (decision 0050); the default until edited. */
  rubric: questionRubricSchema,
});
export type TemplateQuestion = z.infer<typeof templateQuestionSchema>;

export const interviewTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  role: z.string().nullable(),
  department: z.string().nullable(),
  isActive: z.boolean(),
  /** Whether the AI interviewer may ask one follow-up after a question, and its time limit (decision 0055). */
  followUpsEnabled: z.boolean(),
  followUpSeconds: z.number().int(),
  /** In the order the candidate is asked them. */
  questions: z.array(templateQuestionSchema),
  /** How many of the company's postings use it (the delete dialog says so). */
  postingCount: z.number().int(),
  /** Bumped whenever a save changes any question's rubric; interviews record the version they got. */
  rubricVersion: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type InterviewTemplate = z.infer<typeof interviewTemplateSchema>;

/** Seconds all the questions take together. */
export function totalTimeLimitSeconds(questions: readonly { timeLimitSeconds: number }[]): number {
  return questions.reduce((sum, question) => sum + question.timeLimitSeconds, 0);
}

/**
 * The overall time of any interview: a posting's from its questions (postingInterviewSeconds),
 * the network interview's 20 minutes. `followUpSeconds` only when follow-ups will be asked.
 */
export function overallInterviewSeconds(
  interview: {
    jobPostingId: string | null;
    questions: readonly { timeLimitSeconds: number; followUpOf?: number | null }[];
  },
  followUpSeconds: number | null,
): number {
  return interview.jobPostingId
    ? postingInterviewSeconds(interview.questions, followUpSeconds)
    : NETWORK_INTERVIEW_SECONDS;
}

/**
 * The overall time of an interview asked from a template's snapshot: its questions' limits
 * together, never more than the 20 minutes of the network interview (decision 0033). Extra time
 * granted as an accommodation comes on top, as for every interview.
 */
export function postingInterviewSeconds(
  questions: readonly { timeLimitSeconds: number; followUpOf?: number | null }[],
  followUpSeconds: number | null = null,
): number {
  // Base questions only: a follow-up asked part-way through must not lengthen the interview.
  const base = questions.filter((question) => question.followUpOf == null);
  const total = totalTimeLimitSeconds(base);
  if (total === 0) return TEMPLATE_MAX_TOTAL_SECONDS;
  // Room for a follow-up after every question but the last, when follow-ups are on (decision 0055).
  const allowance = (followUpSeconds ?? 0) * Math.max(0, base.length - 1);
  return Math.min(total + allowance, TEMPLATE_MAX_TOTAL_SECONDS);
}

const optionalText = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, message).optional().default("");

/** A criterion's key from its competency: lowercase letters, digits and dashes, at most 40. */
export function criterionKeyOf(competency: string): string {
  const slug = competency
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 40)
    .replace(/^-+|-+$/g, "");
  return slug || "criterion";
}

/**
 * The criteria with a key each. A key once made is kept (results and overrides refer to it), so
 * rewording a competency keeps its key; a new criterion gets one from its competency, made unique
 * within the question.
 */
export function withCriterionKeys(
  criteria: readonly (Omit<RubricCriterion, "key"> & { key?: string | undefined })[],
): RubricCriterion[] {
  const taken = new Set<string>();
  const unique = (base: string) => {
    let key = base;
    for (let n = 2; taken.has(key); n += 1) key = `${base.slice(0, 40 - String(n).length - 1)}-${n}`;
    taken.add(key);
    return key;
  };
  // Kept keys first, so a new criterion never takes a key an existing one already has.
  const kept = criteria.map((criterion) => (criterion.key && !taken.has(criterion.key) ? unique(criterion.key) : null));
  return criteria.map((criterion, index) => ({
    key: kept[index] ?? unique(criterionKeyOf(criterion.competency)),
    competency: criterion.competency,
    levels: criterion.levels,
  }));
}

/** A criterion as the editor sends it: a new one has no key yet. */
export const rubricCriterionInputSchema = rubricCriterionSchema
  .extend({ key: rubricCriterionSchema.shape.key.optional() })
  .superRefine((criterion, context) => {
    // The AI never scores these, whatever a rubric says (decision 0050): refuse them here, on both sides.
    if (mentionsNeverScored(criterion)) {
      context.addIssue({ code: "custom", path: ["competency"], message: rubricMessages.neverScored });
    }
  });

export const questionRubricInputSchema = z
  .object({
    criteria: z
      .array(rubricCriterionInputSchema, { error: m.rubricEmpty })
      .min(1, m.rubricEmpty)
      .max(RUBRIC_MAX_CRITERIA, rubricMessages.tooMany),
  })
  .transform((rubric): QuestionRubric => ({ criteria: withCriterionKeys(rubric.criteria) }));
export type QuestionRubricInput = z.input<typeof questionRubricInputSchema>;

/** One question as the editor saves it; its place in the list is its order. */
export const templateQuestionInputSchema = z.object({
  text: z.string({ error: m.questionText }).trim().min(1, m.questionText).max(TEMPLATE_TEXT_MAX, m.tooLong),
  type: z.enum(templateQuestionTypes, { error: m.questionType }),
  timeLimitSeconds: z
    .number({ error: m.timeLimit })
    .int(m.timeLimit)
    .min(QUESTION_TIME_LIMIT.min, m.timeLimit)
    .max(QUESTION_TIME_LIMIT.max, m.timeLimit)
    .optional()
    .default(QUESTION_TIME_LIMIT.default),
  instruction: optionalText(TEMPLATE_TEXT_MAX, m.tooLong),
  /** Omitted: the default rubric. */
  rubric: questionRubricInputSchema.optional(),
});
export type TemplateQuestionInput = z.input<typeof templateQuestionInputSchema>;

/**
 * The whole template as Save Changes sends it: settings and the ordered questions together, so
 * the server can check the 20-minute rule and replace the questions in one transaction.
 */
export const saveInterviewTemplateSchema = z
  .object({
    name: z.string({ error: m.name }).trim().min(1, m.name).max(TEMPLATE_NAME_MAX, m.nameTooLong),
    description: optionalText(TEMPLATE_TEXT_MAX, m.tooLong),
    role: optionalText(TEMPLATE_NAME_MAX, m.fieldTooLong),
    department: optionalText(TEMPLATE_NAME_MAX, m.fieldTooLong),
    isActive: z.boolean().optional().default(false),
    followUpsEnabled: z.boolean().optional().default(true),
    followUpSeconds: z
      .number({ error: m.followUpSeconds })
      .int(m.followUpSeconds)
      .min(FOLLOW_UP_SECONDS.min, m.followUpSeconds)
      .max(FOLLOW_UP_SECONDS.max, m.followUpSeconds)
      .optional()
      .default(FOLLOW_UP_SECONDS.default),
    questions: z
      .array(templateQuestionInputSchema, { error: m.tooManyQuestions })
      .max(TEMPLATE_MAX_QUESTIONS, m.tooManyQuestions),
  })
  .superRefine((template, context) => {
    if (totalTimeLimitSeconds(template.questions) > TEMPLATE_MAX_TOTAL_SECONDS) {
      context.addIssue({ code: "custom", path: ["questions"], message: m.totalTime });
    }
  });
export type SaveInterviewTemplateInput = z.input<typeof saveInterviewTemplateSchema>;
export type SaveInterviewTemplate = z.output<typeof saveInterviewTemplateSchema>;

const templateIdParams = z.object({ id: z.uuid({ error: m.notFound }) });

export const listInterviewTemplatesContract = defineContract({
  method: "GET",
  path: "/api/companies/me/interview-templates",
  summary: "The signed-in company's interview templates with their questions, oldest first",
  tags: ["interviews"],
  response: z.object({
    items: z.array(interviewTemplateSchema),
    /** Whether an AI interviewer is configured: without one no interview asks follow-ups, whatever a template says. */
    interviewerAvailable: z.boolean(),
  }),
});

export const createInterviewTemplateContract = defineContract({
  method: "POST",
  path: "/api/companies/me/interview-templates",
  summary: "Creates a 'New Interview Template' (inactive, no questions) for the signed-in company",
  tags: ["interviews"],
  successStatus: 201,
  response: interviewTemplateSchema,
});

export const saveInterviewTemplateContract = defineContract({
  method: "PUT",
  path: "/api/companies/me/interview-templates/:id",
  summary: "Saves one of the company's templates whole: its settings and its ordered questions",
  tags: ["interviews"],
  params: templateIdParams,
  body: saveInterviewTemplateSchema,
  response: interviewTemplateSchema,
});

export const deleteInterviewTemplateContract = defineContract({
  method: "DELETE",
  path: "/api/companies/me/interview-templates/:id",
  summary: "Deletes one of the company's templates; postings using it keep working without one",
  tags: ["interviews"],
  params: templateIdParams,
  response: z.object({ id: z.string() }),
});
