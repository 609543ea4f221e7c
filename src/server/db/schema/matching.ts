import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { jobPostings } from "./postings";

/**
 * The stored match of one candidate against one posting (decision 0052): a 0-100 score and the
 * reasons behind it in their compact form (`encodeMatchDetail`), recomputed by a task whenever an
 * input changes. A recompute compares the detail and score it computed with the stored ones and
 * writes only the rows that differ (decision 0054).
 */
export const matchScores = pgTable(
  "match_scores",
  {
    /*
     * No foreign key on either id. The candidate's check locked every candidate row a posting's
     * recompute wrote (decision 0056); the posting's ran one query per row written, most of a
     * posting's first computation (decision 0059). Triggers on `candidates` and `job_postings`
     * delete the rows of a deleted one, and an advisory lock keeps a recompute from writing one
     * after (migrations 0038 and 0042).
     */
    jobPostingId: uuid("job_posting_id").notNull(),
    candidateId: uuid("candidate_id").notNull(),
    score: integer("score").notNull(),
    detail: text("detail").notNull(),
    /**
     * The detail's MD5, carried in the rank index, so a recompute tells an unchanged row from an
     * index-only scan instead of reading and hashing every detail. The writer supplies it, hashing
     * each distinct detail once; as a generated column the database hashed every row it wrote, a
     * tenth of a second of a posting's first computation (decision 0061).
     */
    detailMd5: uuid("detail_md5").notNull(),
    /**
     * The interview's AI score the posting's company may see (the detail's `evaluationScore`), or
     * null: no part of the score, kept beside it so a posting's candidates can be ranked by it
     * too (decision 0070).
     */
    aiScore: integer("ai_score"),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Posting first: a posting's recompute writes tens of thousands of rows into one place of it,
    // not one row into each leaf page (decision 0058). A candidate's rows are found through the
    // postings, one probe each (`ofCandidates`); nothing reads them by candidate alone.
    primaryKey({ columns: [t.jobPostingId, t.candidateId] }),
    // A posting's best matches first, the candidate id breaking ties so paging is stable. The
    // digest after the unique id changes no order; it lets a recompute read the index alone.
    index("match_scores_posting_rank_idx").on(t.jobPostingId, sql`${t.score} desc`, t.candidateId, t.detailMd5),
    // The same candidates by AI score, the unscored (-1) last: the pool ranked by AI score pages on it.
    index("match_scores_posting_ai_idx").on(t.jobPostingId, sql`coalesce(${t.aiScore}, -1) desc`, t.candidateId),
  ],
);

/**
 * When each posting's matches were last recomputed as a whole, and by which scoring version: a
 * sweep at start-up and daily queues a recompute for every active posting without a row of the
 * current version (new scoring rules, or a posting whose task was lost).
 */
export const postingMatchRefreshes = pgTable("posting_match_refreshes", {
  jobPostingId: uuid("job_posting_id")
    .primaryKey()
    .references(() => jobPostings.id, { onDelete: "cascade" }),
  scoringVersion: integer("scoring_version").notNull(),
  refreshedAt: timestamp("refreshed_at", { withTimezone: true }).notNull().defaultNow(),
});
