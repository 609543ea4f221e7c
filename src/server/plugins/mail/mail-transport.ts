/** A rendered message, ready to hand to a transport. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  readonly kind: "outbox" | "smtp";
  send(message: MailMessage & { from: string }): Promise<void>;
  close(): Promise<void>;
}
