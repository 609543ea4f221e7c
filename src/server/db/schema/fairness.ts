import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { raceEthnicityValues, sexValues } from "@shared/fairness/self-identification";
import { candidates } from "./candidates";

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
