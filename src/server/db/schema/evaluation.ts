import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { evaluationStatuses, type TimedWord } from "@shared/evaluation/evaluation-contracts";
import type { RubricSnapshot } from "@shared/evaluation/rubric";
import type { StoredEvaluationResult } from "./evaluation-result";
import { user } from "./auth";
import { enterprises } from "./companies";
import { files } from "./files";
import { interviews } from "./interviews";

/** A PostgreSQL full-text document; only the database writes and reads it. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/*
 * The AI evaluation of an interview (decision 0050). One row per evaluation of one recording;
 * re-evaluating adds a row and moves `is_current`, a re-record deletes the old recording's rows.
 * Everything cascades from the interview, so deleting a recording or an account deletes it too.
 */
export const evaluations = pgTable(
  "evaluations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    /** The recording this evaluation is of; null until the recording is finalised. */
    recordingFileId: uuid("recording_file_id").references(() => files.id, { onDelete: "cascade" }),
    status: text("status", { enum: evaluationStatuses }).notNull().default("queued"),
    failureReason: text("failure_reason"),
    isCurrent: boolean("is_current").notNull().default(true),
    provider: text("provider").notNull(),
    chatModel: text("chat_model"),
    transcribeModel: text("transcribe_model"),
    rubricVersion: text("rubric_version").notNull(),
    rubric: jsonb("rubric").$type<RubricSnapshot>().notNull(),
    /** The candidate chose human-only review: transcripts and signals, never a score. */
    humanReviewOnly: boolean("human_review_only").notNull().default(false),
    result: jsonb("result").$type<StoredEvaluationResult>(),
    /** Computed by the server from the criteria, never taken from a model. */
    overallScore: integer("overall_score"),
    summary: text("summary"),
    candidateSummary: text("candidate_summary"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("evaluations_interview_idx").on(t.interviewId, t.createdAt),
    uniqueIndex("evaluations_current_uq")
      .on(t.interviewId)
      .where(sql`${t.isCurrent}`),
    index("evaluations_status_idx").on(t.status, t.updatedAt),
  ],
);

/** One answer's transcript with word timings (seconds of the whole recording). */
export const answerTranscripts = pgTable(
  "answer_transcripts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    evaluationId: uuid("evaluation_id")
      .notNull()
      .references(() => evaluations.id, { onDelete: "cascade" }),
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    questionIndex: integer("question_index").notNull(),
    provider: text("provider").notNull(),
    model: text("model").notNull(),
    rough: boolean("rough").notNull(),
    text: text("text").notNull(),
    words: jsonb("words").$type<TimedWord[]>().notNull(),
    /*
     * Where the transcriber said how sure it was of each word (decision 0088): every word it
     * heard, with its confidence, while `text` and `words` hold only the words at or above
     * `confidence_threshold`, what everything downstream (search, matching, captions) may trust.
     * All null for a provider that gives no confidence: nothing is hidden.
     */
    heardWords: jsonb("heard_words").$type<TimedWord[]>(),
    confidenceThreshold: doublePrecision("confidence_threshold"),
    /** The share of the answer's speech (word time) the believed words cover. */
    confidentShare: doublePrecision("confident_share"),
    /** Too uncertain to transcribe: the believed words covered too little of the speech, so none are kept. */
    withheld: boolean("withheld").notNull().default(false),
    /** What candidates said, searchable (decision 0050); the database keeps it in step with `text`. */
    searchVector: tsvector("search_vector").generatedAlwaysAs(sql`to_tsvector('english', "text")`),
    /*
     * Who may find this answer by its words, copied by the database from the interview's
     * application and the evaluation (migration 0030's triggers), so the pool's search reads one
     * row per matching answer instead of four lookups: the candidate; the company whose posting
     * the interview answers (null: the network interview); the recording transcribed; whether
     * the evaluation is the interview's current one.
     */
    candidateId: uuid("candidate_id"),
    audienceEnterpriseId: uuid("audience_enterprise_id"),
    recordingFileId: uuid("recording_file_id"),
    evaluationCurrent: boolean("evaluation_current").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("answer_transcripts_answer_uq").on(t.evaluationId, t.questionIndex),
    // An interview's answers, read by a candidate's match recompute and an interview's deletion.
    index("answer_transcripts_interview_idx").on(t.interviewId, t.questionIndex),
    // The match recompute looks for a posting's skills in what candidates said (`ilike`).
    index("answer_transcripts_text_trgm_idx").using("gin", t.text.op("gin_trgm_ops")),
  ],
);

/**
 * What the pool's search reads of each answer (decision 0052, migration 0032): its words and who
 * may find it, one narrow row per answer, copied from `answer_transcripts` by the database (a
 * trigger on every insert and update there; deleted with the answer). The answer's own row is
 * wide (the word timings), so finding answers by a common word read a page per match there.
 */
export const answerSearch = pgTable(
  "answer_search",
  {
    answerId: uuid("answer_id")
      .primaryKey()
      .references(() => answerTranscripts.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id"),
    interviewId: uuid("interview_id").notNull(),
    questionIndex: integer("question_index").notNull(),
    audienceEnterpriseId: uuid("audience_enterprise_id"),
    recordingFileId: uuid("recording_file_id"),
    evaluationCurrent: boolean("evaluation_current").notNull(),
    searchVector: tsvector("search_vector").notNull(),
  },
  (t) => [
    // Only a current evaluation's answers are ever searched.
    index("answer_search_words_idx")
      .using("gin", t.searchVector)
      .where(sql`${t.evaluationCurrent}`),
    index("answer_search_candidate_idx")
      .on(t.candidateId)
      .where(sql`${t.evaluationCurrent}`),
  ],
);

/** The candidate's correction of an answer's transcript; the original stays as it was. */
export const transcriptCorrections = pgTable(
  "transcript_corrections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    /** The recording corrected; a re-record leaves older corrections behind (and deletes them). */
    recordingFileId: uuid("recording_file_id").references(() => files.id, { onDelete: "cascade" }),
    questionIndex: integer("question_index").notNull(),
    text: text("text").notNull(),
    /** The corrected words with times carried over from the original where they match. */
    words: jsonb("words").$type<TimedWord[]>().notNull(),
    createdByUserId: text("created_by_user_id").references(() => user.id, { onDelete: "set null" }),
    /** The corrected words, searchable as the transcript's are. */
    searchVector: tsvector("search_vector").generatedAlwaysAs(sql`to_tsvector('english', "text")`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("transcript_corrections_answer_idx").on(t.interviewId, t.questionIndex, t.createdAt),
    index("transcript_corrections_search_idx").using("gin", t.searchVector),
  ],
);

/**
 * A correction larger than a fix of misheard words (decision 0069): it waits for a person who
 * listens to the answer, the company owning the posting or, for the network interview (null),
 * OneTake's admins. Accepted, it is copied to transcript_corrections and the interview is
 * re-assessed; until then nothing reads it but the candidate and that reviewer.
 */
export const transcriptCorrectionRequests = pgTable(
  "transcript_correction_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    recordingFileId: uuid("recording_file_id").references(() => files.id, { onDelete: "cascade" }),
    questionIndex: integer("question_index").notNull(),
    enterpriseId: uuid("enterprise_id").references(() => enterprises.id, { onDelete: "cascade" }),
    candidateUserId: text("candidate_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    words: jsonb("words").$type<TimedWord[]>().notNull(),
    /** The transcript as heard when the request was made, which the reviewer compares it with. */
    originalText: text("original_text").notNull(),
    changedWords: integer("changed_words").notNull(),
    status: text("status", { enum: ["open", "accepted", "declined"] })
      .notNull()
      .default("open"),
    decidedByUserId: text("decided_by_user_id").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("transcript_correction_requests_enterprise_idx").on(t.enterpriseId, t.status, t.createdAt),
    index("transcript_correction_requests_answer_idx").on(t.interviewId, t.questionIndex, t.createdAt),
  ],
);

/**
 * Append-only log of every provider call an evaluation made, failed ones too: what was asked
 * (hashes), of whom, at what cost, and what came of it.
 */
export const evaluationRuns = pgTable(
  "evaluation_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    evaluationId: uuid("evaluation_id")
      .notNull()
      .references(() => evaluations.id, { onDelete: "cascade" }),
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    step: text("step", { enum: ["media", "transcribe", "assess"] }).notNull(),
    questionIndex: integer("question_index"),
    /** The assessment runs twice, independently: 0 and 1. */
    runIndex: integer("run_index"),
    provider: text("provider").notNull(),
    model: text("model"),
    rubricVersion: text("rubric_version"),
    promptHash: text("prompt_hash"),
    inputHash: text("input_hash"),
    temperature: doublePrecision("temperature"),
    promptTokens: integer("prompt_tokens"),
    completionTokens: integer("completion_tokens"),
    costUsd: doublePrecision("cost_usd"),
    latencyMs: integer("latency_ms").notNull(),
    quotesDropped: integer("quotes_dropped").notNull().default(0),
    /** A transcription's word confidence threshold, where the provider gave confidences (decision 0088). */
    confidenceThreshold: doublePrecision("confidence_threshold"),
    outcome: text("outcome", { enum: ["ok", "invalid-output", "failed"] }).notNull(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("evaluation_runs_evaluation_idx").on(t.evaluationId, t.createdAt)],
);

/** A person overrides a criterion or the overall score; the AI's result stays beside it. */
export const evaluationOverrides = pgTable(
  "evaluation_overrides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    evaluationId: uuid("evaluation_id")
      .notNull()
      .references(() => evaluations.id, { onDelete: "cascade" }),
    /** Both null: the overall score. */
    questionIndex: integer("question_index"),
    criterionKey: text("criterion_key"),
    score: integer("score").notNull(),
    reason: text("reason").notNull(),
    byUserId: text("by_user_id").references(() => user.id, { onDelete: "set null" }),
    byName: text("by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * A person's override carried over to a re-assessment (decision 0069): the evaluation it was
     * made on. Null: made on this one.
     */
    carriedFromEvaluationId: uuid("carried_from_evaluation_id").references(() => evaluations.id, {
      onDelete: "set null",
    }),
    /** Carried over where the evidence then changed: the reviewer is asked to confirm it. */
    needsConfirmation: boolean("needs_confirmation").notNull().default(false),
  },
  (t) => [index("evaluation_overrides_evaluation_idx").on(t.evaluationId, t.createdAt)],
);

/** A candidate asks a person to look at the evaluation again; tracked until answered. */
export const reviewRequests = pgTable(
  "review_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    /** The company that owns the posting; null: the network interview, answered by admins. */
    enterpriseId: uuid("enterprise_id").references(() => enterprises.id, { onDelete: "cascade" }),
    candidateUserId: text("candidate_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    status: text("status", { enum: ["open", "answered"] })
      .notNull()
      .default("open"),
    response: text("response"),
    respondedByUserId: text("responded_by_user_id").references(() => user.id, { onDelete: "set null" }),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("review_requests_enterprise_idx").on(t.enterpriseId, t.status, t.createdAt),
    index("review_requests_interview_idx").on(t.interviewId),
  ],
);
