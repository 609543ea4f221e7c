import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { QuestionRubric } from "@shared/evaluation/rubric";
import { type TemplateQuestionType, templateQuestionTypes } from "@shared/interviews/template-contracts";
import { applications } from "./applications";
import { enterprises } from "./companies";
import { files } from "./files";

export const interviewTemplates = pgTable(
  "interview_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enterpriseId: uuid("enterprise_id")
      .notNull()
      .references(() => enterprises.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    role: text("role"),
    department: text("department"),
    isActive: boolean("is_active").notNull().default(false),
    /** Whether the AI interviewer may ask one follow-up after a question, and how long it may be answered. */
    followUpsEnabled: boolean("follow_ups_enabled").notNull().default(true),
    followUpSeconds: integer("follow_up_seconds").notNull().default(60),
    /** Bumped whenever a question's rubric changes; evaluations record the version they used. */
    rubricVersion: integer("rubric_version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("interview_templates_enterprise_idx").on(t.enterpriseId)],
);

export const interviewQuestions = pgTable(
  "interview_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    templateId: uuid("template_id")
      .notNull()
      .references(() => interviewTemplates.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    text: text("text").notNull(),
    type: text("type", { enum: templateQuestionTypes }).notNull().default("open-ended"),
    timeLimitSeconds: integer("time_limit_seconds").notNull().default(120),
    instruction: text("instruction"),
    /** Null: the default rubric (decision 0050). */
    rubric: jsonb("rubric").$type<QuestionRubric>(),
  },
  (t) => [index("interview_questions_template_idx").on(t.templateId, t.position)],
);

/** The questions as they were asked: a copy, so editing a template never changes a past interview. */
export interface InterviewQuestionSnapshot {
  text: string;
  type: TemplateQuestionType;
  timeLimitSeconds: number;
  instruction?: string | null;
  /** The rubric at the time the interview was created (absent in older snapshots: the default). */
  rubric?: QuestionRubric | null;
  /**
   * The rubric version the interview is scored with, the same on every question:
   * "template-<id>-v<n>" for a posting's template, the network rubric's version otherwise.
   */
  rubricVersion?: string;
  /**
   * On a follow-up the AI interviewer asked (decision 0055): the slot of the base question it
   * follows up on, which is the slot right before it; absent or null on a base question.
   */
  followUpOf?: number | null;
  /** On a follow-up: what it was asked from. */
  followUp?: InterviewFollowUpSnapshot;
}

export interface InterviewFollowUpSnapshot {
  /** The proposal in interview_follow_ups this was asked from. */
  id: string;
  /** The parent's criterion it looks for evidence of. */
  criterionKey: string | null;
  askedAt: string;
}

export const interviews = pgTable(
  "interviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    interviewDate: timestamp("interview_date", { withTimezone: true }).notNull().defaultNow(),
    completed: boolean("completed").notNull().default(false),
    questions: jsonb("questions").$type<InterviewQuestionSnapshot[]>().notNull().default([]),
    /** Seconds from the start of the recording at which each question began. */
    questionStartSeconds: jsonb("question_start_seconds").$type<number[]>().notNull().default([]),
    recordingFileId: uuid("recording_file_id").references(() => files.id, { onDelete: "set null" }),
    posterFileId: uuid("poster_file_id").references(() => files.id, { onDelete: "set null" }),
    resumeFileId: uuid("resume_file_id").references(() => files.id, { onDelete: "set null" }),
    durationSeconds: integer("duration_seconds"),
    feedback: text("feedback"),
    score: integer("score"),
    aiFeedback: jsonb("ai_feedback").$type<Record<string, unknown>>(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** Extra time granted as an accommodation, on top of the overall time; only the candidate sees it (decision 0046). */
    extraTimeSeconds: integer("extra_time_seconds").notNull().default(0),
    /** When the candidate agreed to what is recorded and what the AI evaluates. */
    consentedAt: timestamp("consented_at", { withTimezone: true }),
    /** The candidate chose human-only review: no AI score, and reviewers see why (decision 0050). */
    humanReviewOnly: boolean("human_review_only").notNull().default(false),
    /** A follow-up's time limit; null: this interview asks no follow-ups (set when it is created). */
    followUpSeconds: integer("follow_up_seconds"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("interviews_application_idx").on(t.applicationId)],
);
