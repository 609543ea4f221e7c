import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { interviews } from "./interviews";

/**
 * A link the candidate gave out to watch one interview (decision 0021). Only the SHA-256 of the
 * token is kept, so the table never holds a working link; the owner sees the link once, when
 * it is made. At most one link per interview is live; revoking keeps the row for the record.
 */
export const interviewShareLinks = pgTable(
  "interview_share_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    /** Lowercase hex SHA-256 of the token in the link. */
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("interview_share_links_interview_idx").on(t.interviewId),
    uniqueIndex("interview_share_links_one_live_uq")
      .on(t.interviewId)
      .where(sql`${t.revokedAt} is null`),
  ],
);
