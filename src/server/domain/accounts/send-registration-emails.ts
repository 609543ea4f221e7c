import { sendEmail } from "../mail/send-email";
import { renderEmail, welcome } from "../mail/templates";
import type { AppServices } from "../../services";

/**
 * After a registration commits: the verification link (which signs the user in and lands on
 * their dashboard), then the welcome e-mail, whose failure is only logged (spec §7).
 */
export async function sendRegistrationEmails(
  services: Pick<AppServices, "auth" | "tasks" | "log">,
  account: { email: string; firstName: string; userType: "candidate" | "enterprise" },
): Promise<void> {
  await services.auth.api.sendVerificationEmail({ body: { email: account.email, callbackURL: "/dashboard" } });
  try {
    await sendEmail(
      services,
      account.email,
      renderEmail(welcome, { firstName: account.firstName, userType: account.userType }),
    );
  } catch (error) {
    services.log.warn({ err: error, email: account.email }, "welcome e-mail could not be queued");
  }
}
