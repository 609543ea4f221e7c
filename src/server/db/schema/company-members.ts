import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companyMemberRoles } from "@shared/companies/member-roles";
import { profiles } from "./accounts";
import { enterprises } from "./companies";

/**
 * The people of a company workspace and their roles (decision 0079). A login belongs to one
 * company at most; the registering login is its first Owner. Deleting the account removes the
 * membership with it; the enterprise itself still goes only with `enterprises.profile_id`.
 */
export const companyMembers = pgTable(
  "company_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enterpriseId: uuid("enterprise_id")
      .notNull()
      .references(() => enterprises.id, { onDelete: "cascade" }),
    profileId: text("profile_id")
      .notNull()
      .unique()
      .references(() => profiles.id, { onDelete: "cascade" }),
    role: text("role", { enum: companyMemberRoles }).notNull(),
    /** Who added the member; null for the first Owner, and once that account is gone. */
    addedBy: text("added_by").references(() => profiles.id, { onDelete: "set null" }),
    /**
     * The member's own choice of mails (decision 0087); null until they choose, when the
     * company's preferences apply.
     */
    notificationPreferences: jsonb("notification_preferences").$type<Record<string, boolean>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("company_members_enterprise_idx").on(t.enterpriseId, t.createdAt)],
);
