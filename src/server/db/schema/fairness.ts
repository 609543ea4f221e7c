import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { raceEthnicityValues, sexValues } from "@shared/fairness/self-identification";
import { candidates } from "./candidates";
import { enterprises } from "./companies";
import { jobPostings } from "./postings";

/**
 * A candidate's voluntary self-identification (decision 0052). Read only through the fairness
 * report's aggregates: never shown to a reviewer, never used in matching or scoring. One row per
 * candidate once they were asked; a null answer means they closed the question without answering.
 */
export const candidateSelfIdentifications = pgTable("candidate_self_identifications", {
  candidateId: uuid("candidate_id")
    .primaryKey()
    .references(() => candidates.id, { onDelete: "cascade" }),
  sex: text("sex", { enum: sexValues }),
  raceEthnicity: text("race_ethnicity", { enum: raceEthnicityValues }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One group's count in a frozen month: the shape the report's figures are computed from. */
export interface FrozenTally {
  sex: (typeof sexValues)[number] | null;
  raceEthnicity: (typeof raceEthnicityValues)[number] | null;
  hired: boolean;
  score: number | null;
  count: number;
}

/**
 * A posting's decisions in one closed month, counted by self-identification, outcome and AI score
 * as they stood when the company's report first read that month (decision 0071), and never again:
 * a retention sweep that later clears a score, a re-assessment, or an account deleted since cannot
 * change a month the company has read, so comparing two reads reveals no one. Counts only.
 */
export const fairnessPostingMonths = pgTable(
  "fairness_posting_months",
  {
    postingId: uuid("posting_id")
      .notNull()
      .references(() => jobPostings.id, { onDelete: "cascade" }),
    enterpriseId: uuid("enterprise_id")
      .notNull()
      .references(() => enterprises.id, { onDelete: "cascade" }),
    /** YYYY-MM, UTC. */
    month: text("month").notNull(),
    decisions: integer("decisions").notNull(),
    tallies: jsonb("tallies").$type<FrozenTally[]>().notNull(),
    frozenAt: timestamp("frozen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postingId, t.month] }),
    index("fairness_posting_months_enterprise_idx").on(t.enterpriseId, t.month),
  ],
);

/** How far a company's months are frozen: through this month (YYYY-MM), every posting's row exists. */
export const fairnessFrozenThrough = pgTable("fairness_frozen_through", {
  enterpriseId: uuid("enterprise_id")
    .primaryKey()
    .references(() => enterprises.id, { onDelete: "cascade" }),
  month: text("month").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
