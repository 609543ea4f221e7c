import { integer, pgTable, real, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { recordingSessions } from "./recordings";

/**
 * Where each question began, as the recorder saw it: the segment it was recorded in and the
 * seconds from that segment's start (decision 0019). Kept while recording, so a reload or
 * another device knows where to resume; the finalize task turns them into offsets in the
 * joined recording. One row per question: marking a question again moves it.
 */
export const recordingQuestionMarks = pgTable(
  "recording_question_marks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => recordingSessions.id, { onDelete: "cascade" }),
    questionIndex: integer("question_index").notNull(),
    segmentIndex: integer("segment_index").notNull(),
    offsetSeconds: real("offset_seconds").notNull(),
    /** Null for marks made before browsers sent it; the offset decides for those. */
    chunkSeq: integer("chunk_seq"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("recording_question_marks_session_question_uq").on(t.sessionId, t.questionIndex)],
);
