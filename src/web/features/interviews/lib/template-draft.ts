import { defaultQuestionRubric, type QuestionRubric } from "@shared/evaluation/rubric";
import {
  NEW_QUESTION_TEXT,
  QUESTION_TIME_LIMIT,
  saveInterviewTemplateSchema,
  type InterviewTemplate,
  type SaveInterviewTemplateInput,
  type TemplateQuestionType,
} from "@shared/interviews/template-contracts";

/** A question while it is edited; `key` only tells React rows apart (the server renumbers on save). */
export interface QuestionDraft {
  key: string;
  text: string;
  type: TemplateQuestionType;
  /** NaN while the field is empty, so the shared schema reports it. */
  timeLimitSeconds: number;
  instruction: string;
  /** What the AI assesses the answers against ("AI Configuration", decision 0050). */
  rubric: RubricDraft;
}

/**
 * One criterion while it is edited. `key` is the stored key (kept once made, so results that
 * refer to it stay right); a new criterion has none until the server makes it from the
 * competency. `rowKey` only tells React rows apart.
 */
export interface CriterionDraft {
  rowKey: string;
  key: string | null;
  competency: string;
  levels: [string, string, string, string, string];
}

export interface RubricDraft {
  criteria: CriterionDraft[];
}

export interface TemplateDraft {
  name: string;
  description: string;
  role: string;
  department: string;
  isActive: boolean;
  followUpsEnabled: boolean;
  /** NaN while the field is empty, so the shared schema reports it. */
  followUpSeconds: number;
  questions: QuestionDraft[];
}

/** Field path ("name", "questions.2.text", "questions") to its message. */
export type DraftErrors = Record<string, string>;

let nextKey = 0;
const newQuestionKey = () => `q${(nextKey += 1)}`;

const rubricDraftOf = (rubric: QuestionRubric): RubricDraft => ({
  criteria: rubric.criteria.map((criterion) => ({
    rowKey: newQuestionKey(),
    key: criterion.key,
    competency: criterion.competency,
    levels: [...criterion.levels],
  })),
});

export const emptyCriterion = (): CriterionDraft => ({
  rowKey: newQuestionKey(),
  key: null,
  competency: "",
  levels: ["", "", "", "", ""],
});

export const emptyQuestion = (): QuestionDraft => ({
  key: newQuestionKey(),
  text: "",
  type: "open-ended",
  timeLimitSeconds: QUESTION_TIME_LIMIT.default,
  instruction: "",
  rubric: rubricDraftOf(defaultQuestionRubric()),
});

export function draftOf(template: InterviewTemplate): TemplateDraft {
  return {
    name: template.name,
    description: template.description ?? "",
    role: template.role ?? "",
    department: template.department ?? "",
    isActive: template.isActive,
    followUpsEnabled: template.followUpsEnabled,
    followUpSeconds: template.followUpSeconds,
    questions: template.questions.map((question) => ({
      key: newQuestionKey(),
      text: question.text,
      type: question.type,
      timeLimitSeconds: question.timeLimitSeconds,
      instruction: question.instruction ?? "",
      rubric: rubricDraftOf(question.rubric),
    })),
  };
}

/** What Save Changes sends: a question left empty becomes 'New Question' (decision 0033). */
export function saveBodyOf(draft: TemplateDraft): SaveInterviewTemplateInput {
  return {
    name: draft.name,
    description: draft.description,
    role: draft.role,
    department: draft.department,
    isActive: draft.isActive,
    followUpsEnabled: draft.followUpsEnabled,
    followUpSeconds: draft.followUpSeconds,
    questions: draft.questions.map((question) => ({
      text: question.text.trim() === "" ? NEW_QUESTION_TEXT : question.text,
      type: question.type,
      timeLimitSeconds: question.timeLimitSeconds,
      instruction: question.instruction,
      rubric: {
        criteria: question.rubric.criteria.map((criterion) => ({
          ...(criterion.key ? { key: criterion.key } : {}),
          competency: criterion.competency,
          levels: criterion.levels,
        })),
      },
    })),
  };
}

/** The shared schema's messages for the draft, first message per field (the server answers the same). */
export function draftErrors(body: SaveInterviewTemplateInput): DraftErrors {
  const result = saveInterviewTemplateSchema.safeParse(body);
  if (result.success) return {};
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moved<T>(items: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** A time limit the editor may accept: a whole number of seconds within 30-300. */
export function isValidTimeLimit(seconds: number): boolean {
  return Number.isInteger(seconds) && seconds >= QUESTION_TIME_LIMIT.min && seconds <= QUESTION_TIME_LIMIT.max;
}

export const questionTypeLabels: Record<TemplateQuestionType, string> = {
  "open-ended": "Open-ended",
  situational: "Situational",
  technical: "Technical",
  "multiple-choice": "Multiple choice",
};
