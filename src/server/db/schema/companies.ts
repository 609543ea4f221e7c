import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companyStatuses } from "@shared/accounts/contracts";
import { user } from "./auth";
import { profiles } from "./accounts";
import { files } from "./files";
import { candidates } from "./candidates";

export const enterprises = pgTable(
  "enterprises",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: text("profile_id")
      .notNull()
      .unique()
      .references(() => profiles.id, { onDelete: "cascade" }),
    companyName: text("company_name").notNull(),
    website: text("website"),
    linkedinProfile: text("linkedin_profile"),
    industry: text("industry"),
    size: text("size"),
    contactName: text("contact_name"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    description: text("description"),
    location: text("location"),
    logoFileId: uuid("logo_file_id").references(() => files.id, { onDelete: "set null" }),
    verificationStatus: text("verification_status", { enum: companyStatuses }).notNull().default("pending"),
    verificationNote: text("verification_note"),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** When an admin last approved or rejected the company. */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    verifiedBy: text("verified_by").references(() => user.id, { onDelete: "set null" }),
    notificationPreferences: jsonb("notification_preferences").$type<Record<string, boolean>>(),
    /** Blind review (decision 0052): applicant and pool views show an alias until a reveal. */
    blindReview: boolean("blind_review").notNull().default(false),
    /** Under blind review, employer names are hidden too (decision 0077; on unless the company turns it off). */
    blindReviewHidesEmployers: boolean("blind_review_hides_employers").notNull().default(true),
    /**
     * A member does not see the AI's scores of an application until they have submitted their own
     * scorecard of it (decision 0085): anchoring is the best-known bias of panel review.
     */
    scorecardsHideAiScores: boolean("scorecards_hide_ai_scores").notNull().default(true),
    /**
     * Days recordings, transcripts and evaluations of this company's applications are kept after
     * a decision; null keeps them until the candidate deletes them.
     */
    retentionDays: integer("retention_days"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("enterprises_status_idx").on(t.verificationStatus, t.createdAt)],
);

/** A blind-review company's reveal of one candidate, allowed only after it scored or noted them. */
export const blindReveals = pgTable(
  "blind_reveals",
  {
    enterpriseId: uuid("enterprise_id")
      .notNull()
      .references(() => enterprises.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    revealedBy: text("revealed_by").references(() => user.id, { onDelete: "set null" }),
    revealedAt: timestamp("revealed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.candidateId] })],
);
