import { index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { applications } from "./applications";
import { companyMembers } from "./company-members";
import { jobPostings } from "./postings";

/*
 * Who works on what (decision 0084). A hiring manager sees only the postings they are assigned to;
 * an interviewer only the applications assigned to them. Any member may also be assigned to an
 * application to score it. Removing the member, the posting or the application removes the row.
 */

export const postingAssignments = pgTable(
  "posting_assignments",
  {
    postingId: uuid("posting_id")
      .notNull()
      .references(() => jobPostings.id, { onDelete: "cascade" }),
    memberId: uuid("member_id")
      .notNull()
      .references(() => companyMembers.id, { onDelete: "cascade" }),
    /** Who assigned them; null once that member is gone. */
    assignedBy: uuid("assigned_by").references(() => companyMembers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postingId, t.memberId] }), index("posting_assignments_member_idx").on(t.memberId)],
);

export const applicationAssignments = pgTable(
  "application_assignments",
  {
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    memberId: uuid("member_id")
      .notNull()
      .references(() => companyMembers.id, { onDelete: "cascade" }),
    assignedBy: uuid("assigned_by").references(() => companyMembers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.memberId] }),
    index("application_assignments_member_idx").on(t.memberId),
  ],
);
