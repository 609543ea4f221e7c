import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { mailOutbox } from "../../db/schema/mail";
import { extractLinks } from "./extract-links";
import type { MailMessage, MailTransport } from "./mail-transport";

export type OutboxMessage = typeof mailOutbox.$inferSelect;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The default transport when no SMTP_URL is set: every message is stored in mail_outbox
 * (listed at /dev/mail) and summarised in the log, so a fresh clone can verify an account
 * without a mail server.
 */
export class OutboxTransport implements MailTransport {
  readonly kind = "outbox";

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage & { from: string }): Promise<void> {
    const [stored] = await this.db
      .insert(mailOutbox)
      .values({
        to: message.to,
        from: message.from,
        subject: message.subject,
        html: message.html,
        text: message.text,
      })
      .returning({ id: mailOutbox.id });
    const links = extractLinks(message.text);
    // One line a developer can click from the terminal; JSON.stringify keeps a stray newline
    // in the subject from breaking it.
    this.log.info(
      `mail to ${message.to}: ${JSON.stringify(message.subject)}${links.map((link) => ` ${link}`).join("")}` +
        ` (outbox ${stored?.id ?? "?"})`,
    );
  }

  async close(): Promise<void> {
    // Nothing to release: the database belongs to the app, which closes it after the transport.
  }
}

export interface ListOutboxOptions {
  /** Only messages to this address (compared case-insensitively). */
  to?: string;
  limit: number;
  offset: number;
}

/** Outbox messages, newest first. */
export async function listOutbox(db: Db, options: ListOutboxOptions): Promise<OutboxMessage[]> {
  const filters = options.to ? [sql`lower(${mailOutbox.to}) = lower(${options.to})`] : [];
  return db
    .select()
    .from(mailOutbox)
    .where(and(...filters))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit)
    .offset(options.offset);
}

/** One outbox message, or undefined when there is none with this id (including ids that are not UUIDs). */
export async function getOutboxMessage(db: Db, id: string): Promise<OutboxMessage | undefined> {
  // Postgres rejects a malformed uuid with an error; for a lookup that simply means "not found".
  if (!UUID_PATTERN.test(id)) return undefined;
  const [message] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return message;
}

/** Read access to the outbox for the dev mail pages, so those routes never hold the database. */
export interface OutboxReader {
  list(options: ListOutboxOptions): Promise<OutboxMessage[]>;
  get(id: string): Promise<OutboxMessage | undefined>;
}

export function outboxReader(db: Db): OutboxReader {
  return { list: (options) => listOutbox(db, options), get: (id) => getOutboxMessage(db, id) };
}
