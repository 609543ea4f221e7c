import { count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { leadResumeFilePath, type LeadItemOf, type LeadKind } from "@shared/leads/admin-contracts";
import type { Db } from "../../db/client";
import {
  businessWaitlist,
  consultationRequests,
  contactMessages,
  earlyAccessBusinessLeads,
  files,
  newsletterSubscribers,
  resumeOnlyCandidates,
} from "../../db/schema";
import { likePattern } from "../search";
import type { CsvValue } from "./csv";

interface CsvColumn<Item> {
  header: string;
  value: (item: Item) => CsvValue;
}

/** How one lead list is read: a page for the console, every row in batches for the export. */
export interface LeadSource<K extends LeadKind = LeadKind> {
  kind: K;
  page(db: Db, search: string | undefined, limit: number, offset: number): Promise<LeadItemOf<K>[]>;
  count(db: Db, search?: string): Promise<number>;
  /** Every row, newest first, `size` at a time (keyset, so rows added meanwhile neither repeat nor shift). */
  batches(db: Db, size: number): AsyncGenerator<LeadItemOf<K>[]>;
  csv: CsvColumn<LeadItemOf<K>>[];
}

type Columns = { id: PgColumn; createdAt: PgColumn };

/** The created_at text keeps Postgres's microseconds, which a JS Date would round away. */
interface Cursor {
  at: string;
  id: string;
}

function after(table: Columns, cursor: Cursor | undefined): SQL | undefined {
  return cursor ? sql`(${table.createdAt}, ${table.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;
}

function searchIn(pattern: string, columns: (PgColumn | SQL)[]): SQL | undefined {
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** A list held in one table; `search` names the columns a search looks in. */
function tableSource<K extends LeadKind, T extends PgTable & Columns>(options: {
  kind: K;
  table: T;
  search: (table: T) => (PgColumn | SQL)[];
  toItem: (row: T["$inferSelect"]) => LeadItemOf<K>;
  csv: CsvColumn<LeadItemOf<K>>[];
}): LeadSource<K> {
  const { table, toItem } = options;
  // Drizzle cannot type a select from a generic table; the rows are the table's own.
  const from = (db: Db) => db.select().from(table as PgTable);
  const where = (search: string | undefined) =>
    search ? searchIn(likePattern(search), options.search(table)) : undefined;
  return {
    kind: options.kind,
    csv: options.csv,
    async page(db, search, limit, offset) {
      const rows = await from(db)
        .where(where(search))
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(limit)
        .offset(offset);
      return (rows as T["$inferSelect"][]).map(toItem);
    },
    async count(db, search) {
      const [row] = await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(where(search));
      return row?.n ?? 0;
    },
    async *batches(db, size) {
      let cursor: Cursor | undefined;
      for (;;) {
        const rows = await db
          .select({ row: table as PgTable, at: sql<string>`${table.createdAt}::text` })
          .from(table as PgTable)
          .where(after(table, cursor))
          .orderBy(desc(table.createdAt), desc(table.id))
          .limit(size);
        if (rows.length === 0) return;
        yield rows.map(({ row }) => toItem(row as T["$inferSelect"]));
        const last = rows[rows.length - 1]!;
        cursor = { at: last.at, id: (last.row as { id: string }).id };
        if (rows.length < size) return;
      }
    },
  };
}

const iso = (date: Date) => date.toISOString();
const fullName = (first: PgColumn, last: PgColumn) => sql`${first} || ' ' || ${last}`;

const waitlist = tableSource({
  kind: "waitlist",
  table: businessWaitlist,
  search: (t) => [t.businessName, t.contactName, t.email],
  toItem: (row) => ({
    kind: "waitlist",
    id: row.id,
    businessName: row.businessName,
    contactName: row.contactName,
    email: row.email,
    hiringNeeds: row.hiringNeeds,
    createdAt: iso(row.createdAt),
  }),
  csv: [
    { header: "Business name", value: (item) => item.businessName },
    { header: "Contact name", value: (item) => item.contactName },
    { header: "Email", value: (item) => item.email },
    { header: "Hiring needs", value: (item) => item.hiringNeeds },
    { header: "Joined at", value: (item) => item.createdAt },
  ],
});

const earlyAccess = tableSource({
  kind: "early-access",
  table: earlyAccessBusinessLeads,
  search: (t) => [t.businessName, t.contactName, t.email],
  toItem: (row) => ({
    kind: "early-access",
    id: row.id,
    businessName: row.businessName,
    contactName: row.contactName,
    email: row.email,
    roles: row.roles,
    createdAt: iso(row.createdAt),
  }),
  csv: [
    { header: "Business name", value: (item) => item.businessName },
    { header: "Contact name", value: (item) => item.contactName },
    { header: "Email", value: (item) => item.email },
    { header: "Roles", value: (item) => item.roles },
    { header: "Requested at", value: (item) => item.createdAt },
  ],
});

const consultations = tableSource({
  kind: "consultations",
  table: consultationRequests,
  search: (t) => [t.firstName, t.lastName, fullName(t.firstName, t.lastName), t.email, t.company],
  toItem: (row) => ({
    kind: "consultations",
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    company: row.company,
    jobTitle: row.jobTitle,
    phone: row.phone,
    message: row.message,
    marketingOptIn: row.marketingOptIn,
    updatesOptIn: row.updatesOptIn,
    createdAt: iso(row.createdAt),
  }),
  csv: [
    { header: "First name", value: (item) => item.firstName },
    { header: "Last name", value: (item) => item.lastName },
    { header: "Email", value: (item) => item.email },
    { header: "Company", value: (item) => item.company },
    { header: "Job title", value: (item) => item.jobTitle },
    { header: "Phone", value: (item) => item.phone },
    { header: "Message", value: (item) => item.message },
    { header: "Marketing opt-in", value: (item) => (item.marketingOptIn ? "yes" : "no") },
    { header: "Updates opt-in", value: (item) => (item.updatesOptIn ? "yes" : "no") },
    { header: "Requested at", value: (item) => item.createdAt },
  ],
});

const contact = tableSource({
  kind: "contact-messages",
  table: contactMessages,
  search: (t) => [t.firstName, t.lastName, fullName(t.firstName, t.lastName), t.email, t.subject],
  toItem: (row) => ({
    kind: "contact-messages",
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: iso(row.createdAt),
  }),
  csv: [
    { header: "First name", value: (item) => item.firstName },
    { header: "Last name", value: (item) => item.lastName },
    { header: "Email", value: (item) => item.email },
    { header: "Subject", value: (item) => item.subject },
    { header: "Message", value: (item) => item.message },
    { header: "Sent at", value: (item) => item.createdAt },
  ],
});

const newsletter = tableSource({
  kind: "newsletter",
  table: newsletterSubscribers,
  search: (t) => [t.email],
  toItem: (row) => ({ kind: "newsletter", id: row.id, email: row.email, createdAt: iso(row.createdAt) }),
  csv: [
    { header: "Email", value: (item) => item.email },
    { header: "Subscribed at", value: (item) => item.createdAt },
  ],
});

/** Resume-only candidates with their file's metadata (a join, so not a tableSource). */
const resumes: LeadSource<"resumes"> = (() => {
  const t = resumeOnlyCandidates;
  const select = (db: Db) =>
    db
      .select({ lead: t, file: files, at: sql<string>`${t.createdAt}::text` })
      .from(t)
      .innerJoin(files, eq(files.id, t.resumeFileId));
  const where = (search: string | undefined) => (search ? searchIn(likePattern(search), [t.name, t.email]) : undefined);
  const toItem = (row: { lead: typeof t.$inferSelect; file: typeof files.$inferSelect }): LeadItemOf<"resumes"> => ({
    kind: "resumes",
    id: row.lead.id,
    name: row.lead.name,
    email: row.lead.email,
    roleInterest: row.lead.roleInterest,
    file: {
      name: row.file.originalName ?? `resume.${row.file.storageKey.split(".").pop() ?? "pdf"}`,
      contentType: row.file.contentType,
      byteSize: row.file.byteSize,
    },
    createdAt: iso(row.lead.createdAt),
  });
  return {
    kind: "resumes",
    async page(db, search, limit, offset) {
      const rows = await select(db)
        .where(where(search))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toItem);
    },
    async count(db, search) {
      const [row] = await db.select({ n: count() }).from(t).where(where(search));
      return row?.n ?? 0;
    },
    async *batches(db, size) {
      let cursor: Cursor | undefined;
      for (;;) {
        const rows = await select(db).where(after(t, cursor)).orderBy(desc(t.createdAt), desc(t.id)).limit(size);
        if (rows.length === 0) return;
        yield rows.map(toItem);
        const last = rows[rows.length - 1]!;
        cursor = { at: last.at, id: last.lead.id };
        if (rows.length < size) return;
      }
    },
    csv: [
      { header: "Name", value: (item) => item.name },
      { header: "Email", value: (item) => item.email },
      { header: "Role interest", value: (item) => item.roleInterest },
      { header: "File name", value: (item) => item.file.name },
      { header: "File type", value: (item) => item.file.contentType },
      { header: "File size (bytes)", value: (item) => item.file.byteSize },
      { header: "Download path", value: (item) => leadResumeFilePath(item.id) },
      { header: "Submitted at", value: (item) => item.createdAt },
    ],
  };
})();

export const leadSources: { [K in LeadKind]: LeadSource<K> } = {
  waitlist,
  "early-access": earlyAccess,
  consultations,
  "contact-messages": contact,
  newsletter,
  resumes,
};

/**
 * The source for a kind, seen through the union of items (what listing and export need). The
 * cast only forgets which kind's columns read which item: each source's items are its own.
 */
export function leadSource(kind: LeadKind): LeadSource {
  return leadSources[kind] as unknown as LeadSource;
}
