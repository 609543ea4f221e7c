import { boolean, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { files } from "./files";

/** One profile per user; profiles.id equals the auth user's id, as the spec has it. */
export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  userType: text("user_type", { enum: ["candidate", "enterprise"] }).notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  bio: text("bio"),
  location: text("location"),
  website: text("website"),
  avatarFileId: uuid("avatar_file_id").references(() => files.id, { onDelete: "set null" }),
  publicProfileEnabled: boolean("public_profile_enabled").notNull().default(false),
  /** Per-role switches (decisions 0026 and 0036); null means the spec's defaults. */
  notificationPreferences: jsonb("notification_preferences").$type<Record<string, boolean>>(),
  /**
   * When the candidate agreed to SMS notifications and to marketing communications (the apply
   * wizard requires both); null once withdrawn in Settings → Notifications, or never given
   * (decision 0044). Every sender of such messages reads these at send time.
   */
  smsConsentAt: timestamp("sms_consent_at", { withTimezone: true }),
  marketingConsentAt: timestamp("marketing_consent_at", { withTimezone: true }),
  /**
   * When the candidate first opened their dashboard: it greets them as new in that session only,
   * and as returning in any later one (decision 0073). Null until then.
   */
  firstDashboardVisitAt: timestamp("first_dashboard_visit_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
