import { sendEmail } from "../mail/send-email";
import { renderEmail, resetPassword, verifyEmail } from "../mail/templates";
import type { AppServices } from "../../services";
import type { AuthMailer } from "../../plugins/auth/create-auth";

function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] || "there";
}

/**
 * better-auth's e-mails go through our templates and the durable mail queue. better-auth calls
 * these from its own flow, outside any transaction of ours, and awaits them before it answers:
 * the message is committed to the queue before the client hears "sent" (decision 0011).
 */
export function createAuthMailer(services: Pick<AppServices, "tasks" | "db">): AuthMailer {
  return {
    async verifyEmail(to, url) {
      const rendered = renderEmail(verifyEmail, { firstName: firstNameOf(to.name), url });
      await sendEmail(services, services.db, to.email, rendered);
    },
    async resetPassword(to, url) {
      const rendered = renderEmail(resetPassword, { firstName: firstNameOf(to.name), url });
      await sendEmail(services, services.db, to.email, rendered);
    },
  };
}
