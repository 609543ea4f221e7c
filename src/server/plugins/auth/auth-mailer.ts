import { sendEmail } from "../../domain/mail/send-email";
import { renderEmail, resetPassword, verifyEmail } from "../../domain/mail/templates";
import type { AppServices } from "../../services";
import type { AuthMailer } from "./create-auth";

function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] || "there";
}

/** better-auth's e-mails go through our templates and the durable mail queue. */
export function createAuthMailer(services: Pick<AppServices, "tasks">): AuthMailer {
  return {
    async verifyEmail(to, url) {
      await sendEmail(services, to.email, renderEmail(verifyEmail, { firstName: firstNameOf(to.name), url }));
    },
    async resetPassword(to, url) {
      await sendEmail(services, to.email, renderEmail(resetPassword, { firstName: firstNameOf(to.name), url }));
    },
  };
}
