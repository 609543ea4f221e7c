import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { evaluations } from "./evaluation";
import { interviews } from "./interviews";
import { jobPostings } from "./postings";

/*
 * How a posting's members scored one criterion of one answer, counted (decision 0086): per
 * posting, rubric version, interview, question and criterion, the submitted scorecards' ratings
 * ("not enough evidence" included) and how many gave each score. Written only by a trigger on
 * `scorecards` (migration 0058), in the transaction of every insert, submit, resubmit or delete, so
 * the agreement read counts 30,000 rows instead of parsing 10,000 scorecards' ratings.
 */
export const scorecardRatingTallies = pgTable(
  "scorecard_rating_tallies",
  {
    jobPostingId: uuid("job_posting_id")
      .notNull()
      .references(() => jobPostings.id, { onDelete: "cascade" }),
    rubricVersion: text("rubric_version").notNull(),
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    questionIndex: smallint("question_index").notNull(),
    criterionKey: text("criterion_key").notNull(),
    /** Submitted ratings of this criterion of this answer, "not enough evidence" included. */
    rated: integer("rated").notNull().default(0),
    scored1: integer("scored_1").notNull().default(0),
    scored2: integer("scored_2").notNull().default(0),
    scored3: integer("scored_3").notNull().default(0),
    scored4: integer("scored_4").notNull().default(0),
    scored5: integer("scored_5").notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: "scorecard_rating_tallies_pk",
      columns: [t.jobPostingId, t.rubricVersion, t.interviewId, t.questionIndex, t.criterionKey],
    }),
    // The model card's scope: every posting's tallies of the network interviews.
    index("scorecard_rating_tallies_interview_idx").on(t.interviewId),
  ],
);

/*
 * The AI's score of each criterion of each answer in an interview's current evaluation (decision
 * 0086), as the agreement read joins them with the members' tallies: a row per criterion instead
 * of the evaluation's jsonb, whose expansion was most of that read. Written only by a trigger on
 * `evaluations` (migration 0058): present while the evaluation is current, done and not a human
 * review only, replaced when its result changes.
 */
export const evaluationCriterionScores = pgTable(
  "evaluation_criterion_scores",
  {
    evaluationId: uuid("evaluation_id")
      .notNull()
      .references(() => evaluations.id, { onDelete: "cascade" }),
    interviewId: uuid("interview_id").notNull(),
    rubricVersion: text("rubric_version").notNull(),
    questionIndex: integer("question_index").notNull(),
    criterionKey: text("criterion_key").notNull(),
    /** 1–5; null when the AI found not enough evidence. */
    score: doublePrecision("score"),
    /** Whether the two runs were compared (two run scores or more) and flagged low agreement. */
    compared: boolean("compared").notNull(),
    lowAgreement: boolean("low_agreement").notNull(),
  },
  (t) => [
    primaryKey({
      name: "evaluation_criterion_scores_pk",
      columns: [t.evaluationId, t.questionIndex, t.criterionKey],
    }),
    index("evaluation_criterion_scores_interview_idx").on(t.interviewId, t.rubricVersion),
  ],
);
