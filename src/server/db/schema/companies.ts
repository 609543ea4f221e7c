import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companyStatuses } from "@shared/accounts/contracts";
import { user } from "./auth";
import { profiles } from "./accounts";
import { files } from "./files";

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("enterprises_status_idx").on(t.verificationStatus, t.createdAt)],
);
