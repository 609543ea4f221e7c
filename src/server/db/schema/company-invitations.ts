import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companyMemberRoles } from "@shared/companies/member-roles";
import { profiles } from "./accounts";
import { enterprises } from "./companies";

/**
 * An invitation to join a company workspace (decision 0083): sent by e-mail as a single-use link
 * whose token is stored only as its SHA-256, open until it is accepted, revoked or expires.
 * One open invitation per address and company.
 */
export const companyInvitations = pgTable(
  "company_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enterpriseId: uuid("enterprise_id")
      .notNull()
      .references(() => enterprises.id, { onDelete: "cascade" }),
    /** Lower-cased; only this address's account may accept. */
    email: text("email").notNull(),
    role: text("role", { enum: companyMemberRoles }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** An Owner allowed an address outside the company's verified domain for this invitation. */
    allowOutsideDomain: boolean("allow_outside_domain").notNull().default(false),
    invitedBy: text("invited_by").references(() => profiles.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => profiles.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("company_invitations_open_idx")
      .on(t.enterpriseId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    index("company_invitations_enterprise_idx").on(t.enterpriseId, t.createdAt),
  ],
);
