import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { files } from "./files";

// Public lead forms. Nobody proves they own the e-mail they type, so a repeat submission is a new
// row and never changes an earlier one (decision 0009); only the newsletter, which stores nothing
// but the address, keeps one row per e-mail (case-insensitive).

export const businessWaitlist = pgTable(
  "business_waitlist",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessName: text("business_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    hiringNeeds: text("hiring_needs"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("business_waitlist_email_idx").on(sql`lower(${t.email})`)],
);

export const earlyAccessBusinessLeads = pgTable(
  "early_access_business_leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessName: text("business_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    roles: text("roles"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("early_access_email_idx").on(sql`lower(${t.email})`)],
);

export const resumeOnlyCandidates = pgTable(
  "resume_only_candidates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    resumeFileId: uuid("resume_file_id")
      .notNull()
      .references(() => files.id, { onDelete: "restrict" }),
    roleInterest: text("role_interest"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("resume_only_email_idx").on(sql`lower(${t.email})`)],
);

/**
 * The link the resume-only form mails to its visitor, to turn the submission into a candidate
 * account (decision 0045). Only the token's SHA-256 is kept; it works once and until it expires.
 */
export const resumeClaims = pgTable(
  "resume_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => resumeOnlyCandidates.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("resume_claims_token_hash_uq").on(t.tokenHash)],
);

export const consultationRequests = pgTable(
  "consultation_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    jobTitle: text("job_title").notNull(),
    phone: text("phone").notNull(),
    message: text("message"),
    marketingOptIn: boolean("marketing_opt_in").notNull().default(false),
    updatesOptIn: boolean("updates_opt_in").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("consultation_requests_created_idx").on(t.createdAt)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    subject: text("subject"),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_uq").on(sql`lower(${t.email})`)],
);
