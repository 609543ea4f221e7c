import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const fileKinds = [
  "avatar",
  "logo",
  "resume",
  "recording",
  "poster",
  "lead_resume",
  "follow_up_speech",
] as const;

/** Metadata for every stored blob. The blob is written before its row; a sweep removes orphans. */
export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    kind: text("kind", { enum: fileKinds }).notNull(),
    storageKey: text("storage_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    byteSize: bigint("byte_size", { mode: "number" }).notNull(),
    /** Lowercase hex SHA-256 of the stored bytes, where the writer computed it (recordings, posters). */
    sha256: text("sha256"),
    originalName: text("original_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("files_owner_idx").on(t.ownerId)],
);
