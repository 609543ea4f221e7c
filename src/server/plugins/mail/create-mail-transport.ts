import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { MailTransport } from "./mail-transport";
import { OutboxTransport } from "./outbox-transport";
import { SmtpTransport } from "./smtp-transport";

export interface CreateMailTransportOptions {
  config: Pick<Config, "mail">;
  db: Db;
  log: FastifyBaseLogger;
}

/** SMTP when SMTP_URL is set; otherwise the dev outbox, so mail works with no configuration. */
export function createMailTransport({ config, db, log }: CreateMailTransportOptions): MailTransport {
  return config.mail.smtpUrl ? new SmtpTransport(config.mail.smtpUrl) : new OutboxTransport(db, log);
}
