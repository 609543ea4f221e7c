import { z } from "zod";
import { networkInterviewQuestions } from "../interviews/network-interview";

/*
 * The rubric an answer is assessed against (decision 0050): per question, the competencies it
 * probes, each with behavioural anchors for levels 1 to 5. An evaluation keeps a snapshot of the
 * rubric it was scored with, so editing a rubric never changes a past result.
 */

export const RUBRIC_LEVELS = [1, 2, 3, 4, 5] as const;
export const RUBRIC_MAX_CRITERIA = 5;
export const RUBRIC_TEXT_MAX = 500;

/**
 * What the AI never scores, whatever a rubric says: the rubric editor refuses criteria about
 * them, and the candidate notice lists them.
 */
export const NEVER_SCORED = [
  "confidence",
  "enthusiasm",
  "fluency",
  "grammar",
  "accent",
  "appearance",
  "emotion",
  "anything visual",
] as const;

export const rubricMessages = {
  competency: "Name the competency this criterion assesses.",
  anchor: "Describe what each level from 1 to 5 looks like.",
  tooLong: `Keep this under ${RUBRIC_TEXT_MAX} characters.`,
  tooMany: `A question can have at most ${RUBRIC_MAX_CRITERIA} criteria.`,
  neverScored: `The AI never scores ${NEVER_SCORED.join(", ")}. Assess what the candidate says instead.`,
} as const;

const text = (message: string) => z.string().trim().min(1, message).max(RUBRIC_TEXT_MAX, rubricMessages.tooLong);

export const rubricCriterionSchema = z.object({
  /** Stable within its question: overrides and results refer to it. */
  key: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .describe("lowercase letters, digits and dashes"),
  competency: text(rubricMessages.competency),
  /** Behavioural anchors, index 0 = level 1 … index 4 = level 5. */
  levels: z.tuple([
    text(rubricMessages.anchor),
    text(rubricMessages.anchor),
    text(rubricMessages.anchor),
    text(rubricMessages.anchor),
    text(rubricMessages.anchor),
  ]),
});
export type RubricCriterion = z.infer<typeof rubricCriterionSchema>;

export const questionRubricSchema = z.object({
  criteria: z.array(rubricCriterionSchema).min(1).max(RUBRIC_MAX_CRITERIA, rubricMessages.tooMany),
});
export type QuestionRubric = z.infer<typeof questionRubricSchema>;

/** What an evaluation keeps: the version it was scored with and each question's rubric. */
export const rubricSnapshotSchema = z.object({
  version: z.string(),
  questions: z.array(questionRubricSchema),
});
export type RubricSnapshot = z.infer<typeof rubricSnapshotSchema>;

const communication: RubricCriterion = {
  key: "clarity-of-explanation",
  competency: "Explains their reasoning so a listener can follow it",
  levels: [
    "The answer does not address the question, or its point cannot be followed.",
    "Addresses the question in general terms with no concrete reasoning.",
    "Gives a clear main point with some supporting reasons.",
    "Gives a clear point, reasons and at least one concrete example.",
    "Structures the answer (context, action, result) with specific, checkable detail.",
  ],
};

function criterion(key: string, competency: string, levels: RubricCriterion["levels"]): RubricCriterion {
  return { key, competency, levels };
}

/** The network interview's rubric: one per question, in the order of networkInterviewQuestions. */
export const NETWORK_RUBRIC: RubricSnapshot = {
  version: "network-1",
  questions: [
    {
      criteria: [
        criterion("relevant-experience", "Relevant experience in AI or adjacent fields", [
          "Names no experience related to AI, data or software.",
          "Names related experience without saying what they did.",
          "Describes roles or projects and their own part in them.",
          "Describes specific AI or data work, tools used and what it achieved.",
          "Traces a coherent path with specific projects, responsibilities and outcomes.",
        ]),
        communication,
      ],
    },
    {
      criteria: [
        criterion("skill-evidence", "Backs claimed skills with concrete use", [
          "Names no skills, or only adjectives about themselves.",
          "Lists skills without any example of using them.",
          "Gives one example of applying a named skill.",
          "Gives a specific recent project, the skill applied and its result.",
          "Gives specific projects with measurable results and the trade-offs they weighed.",
        ]),
        communication,
      ],
    },
    {
      criteria: [
        criterion("problem-solving", "Analyses a hard problem and acts on it", [
          "Does not describe a challenge or their own actions.",
          "Describes a challenge but not what they did about it.",
          "Describes the challenge and the steps they took.",
          "Explains why it was hard, the options considered and the result.",
          "Explains root causes, decisions with trade-offs, the result and what they learned.",
        ]),
        criterion("ownership", "Takes responsibility for outcomes", [
          "Describes only what others did.",
          "Mentions their involvement without their own decisions.",
          "Names decisions they made themselves.",
          "Names their decisions and how they followed them through.",
          "Names their decisions, their follow-through and what they changed afterwards.",
        ]),
      ],
    },
    {
      criteria: [
        criterion("motivation-clarity", "States concrete reasons and goals for the move", [
          "Gives no reason for looking.",
          "Gives a vague reason with no goal.",
          "Gives a reason and what they hope to find.",
          "Connects the reason to specific kinds of work or problems.",
          "Connects reasons, goals and the kind of role in a consistent, specific way.",
        ]),
      ],
    },
    {
      criteria: [
        criterion("collaboration", "Describes how they work with a team", [
          "Says nothing about working with others.",
          "Names preferences without examples.",
          "Describes a working style with one example.",
          "Describes how they collaborate, with examples of handling disagreement or feedback.",
          "Describes specific practices they use with teams and how those helped an outcome.",
        ]),
      ],
    },
    {
      criteria: [
        criterion("career-direction", "Has a concrete direction for their career", [
          "Gives no direction.",
          "Gives a direction in one or two general words.",
          "Names a role or area they want to grow into.",
          "Names a direction and steps they are taking towards it.",
          "Names a direction, the steps, and how it connects to their experience so far.",
        ]),
      ],
    },
    {
      criteria: [
        criterion("question-quality", "Asks questions that show what matters to them in a role", [
          "Asks no questions.",
          "Asks only about pay or perks, with no reasons.",
          "Asks relevant questions about the role or team.",
          "Asks specific questions about work, team and success in the role.",
          "Asks specific questions and explains what each answer would tell them.",
        ]),
      ],
    },
  ],
};

if (NETWORK_RUBRIC.questions.length !== networkInterviewQuestions.length)
  throw new Error("The network rubric needs one entry per network question");

/** A criterion about a never-scored characteristic (the editor and the server refuse it). */
export function mentionsNeverScored(criterion: Pick<RubricCriterion, "competency">): boolean {
  const words = criterion.competency.toLowerCase();
  return NEVER_SCORED.some((item) => item !== "anything visual" && new RegExp(`\\b${item}\\b`).test(words));
}

/** The rubric a template question gets until its company writes one. */
export function defaultQuestionRubric(): QuestionRubric {
  return { criteria: [communication] };
}
