import { createTransport, type Mail, type SMTPPoolOptions, type SMTPPoolSentMessageInfo } from "nodemailer";
import type { MailMessage, MailTransport } from "./mail-transport";

/**
 * Sends through an SMTP server (SMTP_URL). A small connection pool is kept open between
 * messages; options in the URL's query string (e.g. `?pool=false`) override the ones here.
 * A failed send rejects, so the mail.send task that called it is retried.
 */
export class SmtpTransport implements MailTransport {
  readonly kind = "smtp";
  private readonly mailer: Mail<SMTPPoolSentMessageInfo, SMTPPoolOptions>;

  constructor(smtpUrl: string) {
    this.mailer = createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 2,
      // Nodemailer's defaults (2 min to connect, 10 min of silence) would hold the single
      // task worker for that long on a dead server; failing sooner lets the retry take over.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
  }

  async send(message: MailMessage & { from: string }): Promise<void> {
    await this.mailer.sendMail({
      from: message.from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
    });
  }

  async close(): Promise<void> {
    this.mailer.close();
  }
}
