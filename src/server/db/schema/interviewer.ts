import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import { followUpNoneReasons } from "@shared/interviews/follow-up-contracts";
import { interviews } from "./interviews";
import { recordingSessions } from "./recordings";

/*
 * The AI interviewer (docs/plans/follow-up-questions.md): the answer transcribed in windows of
 * about 10 s while the candidate speaks, at most one follow-up proposal per question, and the log
 * of every provider call it made. Times are in the segment's own time unless a column says otherwise.
 */

export const answerWindowStatuses = ["done", "unavailable", "failed"] as const;

/** A stretch of a segment's audio, transcribed while the interview was still recorded. */
export const answerWindows = pgTable(
  "answer_windows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => recordingSessions.id, { onDelete: "cascade" }),
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    segmentIndex: integer("segment_index").notNull(),
    /** The slot being answered when the window was cut (informational; marks decide). */
    questionIndex: integer("question_index"),
    startSeconds: real("start_seconds").notNull(),
    endSeconds: real("end_seconds").notNull(),
    status: text("status", { enum: answerWindowStatuses }).notNull(),
    provider: text("provider").notNull(),
    model: text("model"),
    /** The offline recogniser's rough words, not a provider's transcript. */
    rough: boolean("rough").notNull().default(false),
    text: text("text").notNull().default(""),
    words: jsonb("words").$type<TimedWord[]>().notNull().default([]),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("answer_windows_start_uq").on(t.sessionId, t.segmentIndex, t.startSeconds)],
);

/**
 * The provider's reading of an offered follow-up (decision 0074): `making` since speechClaimedAt by
 * one server (the others wait for it), `ready` once its MP3 is in the blob store, `failed` when the
 * provider could not say it (the next request tries again).
 */
export const followUpSpeechStates = ["making", "ready", "failed"] as const;

/**
 * What became of asking for a follow-up: `generating` while the model is asked; `offered` when it
 * passed the checks and was sent to the page; `asked` once the page showed it (it is then in the
 * interview's questions); otherwise why there was none.
 */
export const followUpStatuses = [
  "generating",
  "offered",
  "asked",
  "not-shown",
  "none",
  "refused",
  "late",
  "failed",
] as const;

/** One per question answered: the follow-up proposal, kept whether or not it was asked, for audit. */
export const interviewFollowUps = pgTable(
  "interview_follow_ups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => recordingSessions.id, { onDelete: "cascade" }),
    /** The slot of the question just answered, and its number among the base questions. */
    parentIndex: integer("parent_index").notNull(),
    baseNumber: integer("base_number").notNull(),
    status: text("status", { enum: followUpStatuses }).notNull(),
    /** Why there is none, as the page was told. */
    reason: text("reason", { enum: followUpNoneReasons }),
    /** The deterministic checks a proposal failed; a refused text is kept here and never shown. */
    checksFailed: text("checks_failed").array().notNull().default([]),
    text: text("text"),
    criterionKey: text("criterion_key"),
    anchorQuote: text("anchor_quote"),
    /** The slot it was inserted at, once asked. */
    slotIndex: integer("slot_index"),
    timeLimitSeconds: integer("time_limit_seconds").notNull(),
    /** How much of the answer the model had read, and whether that reached its end. */
    transcriptSeconds: real("transcript_seconds"),
    tailIncluded: boolean("tail_included").notNull().default(false),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    askedAt: timestamp("asked_at", { withTimezone: true }),
    latencyMs: integer("latency_ms"),
    speechState: text("speech_state", { enum: followUpSpeechStates }),
    speechClaimedAt: timestamp("speech_claimed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("interview_follow_ups_parent_uq").on(t.sessionId, t.parentIndex)],
);

export const interviewerCallSteps = ["transcribe-window", "follow-up", "speech"] as const;
export const interviewerCallOutcomes = ["ok", "failed", "aborted", "invalid-output", "refused"] as const;

/** Every call the AI interviewer made to a provider: the operators' log, appended to only. */
export const interviewerCalls = pgTable(
  "interviewer_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id"),
    followUpId: uuid("follow_up_id"),
    step: text("step", { enum: interviewerCallSteps }).notNull(),
    questionIndex: integer("question_index"),
    provider: text("provider").notNull(),
    model: text("model"),
    promptHash: text("prompt_hash"),
    inputHash: text("input_hash"),
    promptTokens: integer("prompt_tokens"),
    completionTokens: integer("completion_tokens"),
    costUsd: doublePrecision("cost_usd"),
    latencyMs: integer("latency_ms").notNull(),
    outcome: text("outcome", { enum: interviewerCallOutcomes }).notNull(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("interviewer_calls_interview_idx").on(t.interviewId, t.createdAt)],
);
