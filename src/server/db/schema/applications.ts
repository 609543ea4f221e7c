import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  applicationStatuses,
  hiredStatuses,
  notHiredReasons,
} from "@shared/applications/company-application-contracts";
import { candidates } from "./candidates";
import { jobPostings } from "./postings";

/** What a candidate sees of the decision: the state as they were last told it. */
export interface SeenDecision {
  status: (typeof applicationStatuses)[number];
  hiredStatus: (typeof hiredStatuses)[number] | null;
  notHiredReason: (typeof notHiredReasons)[number] | null;
}

export interface DecisionNotice {
  /** ISO time the candidate is told of the decision standing then; each change pushes it out. */
  dueAt: string;
  /** ISO time of the first change the candidate has not been told of: later history is hidden. */
  since: string;
  seen: SeenDecision;
  /** The state before the latest change, while it may still be undone; null after an undo. */
  undo: { decidedAt: string; before: SeenDecision & { notHiredNote: string | null } } | null;
}

/** An application with no job posting is the candidate's network application (the one shared interview). */
export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    jobPostingId: uuid("job_posting_id").references(() => jobPostings.id, { onDelete: "cascade" }),
    status: text("status", { enum: applicationStatuses }).notNull().default("pending"),
    hiredStatus: text("hired_status", { enum: hiredStatuses }),
    notHiredReason: text("not_hired_reason", { enum: notHiredReasons }),
    notHiredNote: text("not_hired_note"),
    rerecordsUsed: integer("rerecords_used").notNull().default(0),
    /**
     * The company's decision the candidate has not been told of yet (decision 0048): when the
     * notice goes out, what the candidate saw before, and how to undo the latest change. Null
     * when the candidate knows where they stand.
     */
    decisionNotice: jsonb("decision_notice").$type<DecisionNotice>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("applications_candidate_posting_uq").on(t.candidateId, t.jobPostingId),
    uniqueIndex("applications_candidate_network_uq")
      .on(t.candidateId)
      .where(sql`${t.jobPostingId} is null`),
    index("applications_posting_idx").on(t.jobPostingId, t.createdAt),
    // A posting's applicants by status (the status sort and filter of /job-applicants/{id}).
    index("applications_posting_status_idx").on(t.jobPostingId, t.status, t.createdAt),
  ],
);

/**
 * Every status an application has had, oldest first: written in the same transaction as each
 * change (apply, finishing its interview, the company's decision), so the candidate's history
 * never disagrees with the status.
 */
export const applicationStatusEvents = pgTable(
  "application_status_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    status: text("status", { enum: applicationStatuses }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_status_events_application_idx").on(t.applicationId, t.createdAt)],
);
