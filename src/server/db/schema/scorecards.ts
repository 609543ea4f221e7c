import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  scorecardRecommendations,
  scorecardStatuses,
  type ScorecardRating,
} from "@shared/scorecards/scorecard-contracts";
import type { RubricSnapshot } from "@shared/evaluation/rubric";
import { applications } from "./applications";
import { companyMembers } from "./company-members";
import { interviews } from "./interviews";

/*
 * A member's scorecard of one application (decision 0085): each criterion of the interview's
 * rubric, per question, scored 1–5 or "not enough evidence" (null), with a note, and an overall
 * recommendation. A draft is the member's alone; submitting locks it as version 1, and a later
 * submit is a new version, the earlier ones kept in `scorecard_versions`.
 */
export const scorecards = pgTable(
  "scorecards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    /** The interview scored; its recording going (a re-record, retention) takes the scorecard too. */
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    /** Null once the member has left the company; their submitted scores still count. */
    memberId: uuid("member_id").references(() => companyMembers.id, { onDelete: "set null" }),
    /** The member's name when they last saved, shown after they have left. */
    memberName: text("member_name").notNull(),
    rubricVersion: text("rubric_version").notNull(),
    rubric: jsonb("rubric").$type<RubricSnapshot>().notNull(),
    ratings: jsonb("ratings").$type<ScorecardRating[]>().notNull(),
    recommendation: text("recommendation", { enum: scorecardRecommendations }),
    status: text("status", { enum: scorecardStatuses }).notNull().default("draft"),
    /** 0 while never submitted; each submit adds one. */
    version: integer("version").notNull().default(0),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("scorecards_application_member_uq").on(t.applicationId, t.memberId),
    index("scorecards_interview_idx").on(t.interviewId),
    index("scorecards_rubric_idx").on(t.rubricVersion, t.status),
  ],
);

/** Every submitted version of a scorecard, the latest included: an edit after submitting is audited here. */
export const scorecardVersions = pgTable(
  "scorecard_versions",
  {
    scorecardId: uuid("scorecard_id")
      .notNull()
      .references(() => scorecards.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    ratings: jsonb("ratings").$type<ScorecardRating[]>().notNull(),
    recommendation: text("recommendation", { enum: scorecardRecommendations }).notNull(),
    memberName: text("member_name").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scorecardId, t.version] })],
);
