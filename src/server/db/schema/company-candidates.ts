import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { pipelineStatusValues } from "@shared/candidates/pipeline-status-contracts";
import { profiles } from "./accounts";
import { applications } from "./applications";
import { candidates } from "./candidates";
import { enterprises } from "./companies";
import { jobPostings } from "./postings";

/**
 * A company's pipeline status for a candidate: one row per company and candidate, seen only by
 * that company. No row reads as "pending".
 */
export const candidatePipelineStatuses = pgTable(
  "candidate_pipeline_statuses",
  {
    enterpriseId: uuid("enterprise_id")
      .notNull()
      .references(() => enterprises.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    status: text("status", { enum: pipelineStatusValues }).notNull(),
    updatedBy: text("updated_by").references(() => profiles.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.candidateId] }),
    index("candidate_pipeline_statuses_status_idx").on(t.enterpriseId, t.status),
  ],
);

/**
 * A company's team notes about a candidate: everyone in the company reads them, the candidate
 * and other companies never do. `applicationId` ties a note written on an application's page to
 * that application; notes from the candidate's profile have none.
 */
export const candidateNotes = pgTable(
  "candidate_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enterpriseId: uuid("enterprise_id")
      .notNull()
      .references(() => enterprises.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "set null" }),
    authorId: text("author_id").references(() => profiles.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("candidate_notes_company_candidate_idx").on(t.enterpriseId, t.candidateId, t.createdAt)],
);

/**
 * A company's invitation to a candidate to apply to one of its postings (decision 0037): one per
 * posting and candidate, so a candidate is never asked twice for the same job. The candidate is
 * told by e-mail; the row is what the company's invite dialog and the candidate's job page read.
 */
export const candidateInvitations = pgTable(
  "candidate_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobPostingId: uuid("job_posting_id")
      .notNull()
      .references(() => jobPostings.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    invitedBy: text("invited_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("candidate_invitations_posting_candidate_idx").on(t.jobPostingId, t.candidateId),
    index("candidate_invitations_candidate_idx").on(t.candidateId),
  ],
);
