import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { MatchReasons } from "@shared/matching/match-reasons";
import { candidates } from "./candidates";
import { jobPostings } from "./postings";

/**
 * The stored match of one candidate against one posting (decision 0052): a 0-100 score and the
 * reasons behind it, recomputed by a task whenever an input changes. `inputsHash` is the digest
 * of everything the score was computed from, so a recompute that changes nothing writes nothing.
 */
export const matchScores = pgTable(
  "match_scores",
  {
    jobPostingId: uuid("job_posting_id")
      .notNull()
      .references(() => jobPostings.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    score: integer("score").notNull(),
    reasons: jsonb("reasons").$type<MatchReasons>().notNull(),
    inputsHash: text("inputs_hash").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.jobPostingId, t.candidateId] }),
    // A posting's best matches first, the candidate id breaking ties so paging is stable.
    index("match_scores_posting_rank_idx").on(t.jobPostingId, sql`${t.score} desc`, t.candidateId),
    // A candidate's best postings first ('Recommended for you').
    index("match_scores_candidate_rank_idx").on(t.candidateId, sql`${t.score} desc`, t.jobPostingId),
  ],
);
