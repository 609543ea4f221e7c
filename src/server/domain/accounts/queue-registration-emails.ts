import { createEmailVerificationToken } from "better-auth/api";
import type { DbOrTx } from "../../db/client";
import type { AppServices } from "../../services";
import { sendEmail } from "../mail/send-email";
import { renderEmail, verifyEmail, welcome } from "../mail/templates";

/** Where the verification link lands: /dashboard redirects by user type. */
export const AFTER_VERIFICATION = "/dashboard";

/**
 * better-auth's e-mail verification link, built the way its own send-verification-email does
 * (a signed token checked by GET /api/auth/verify-email), but without a request: the
 * registration queues it in its own transaction.
 */
async function verificationUrl(services: Pick<AppServices, "auth">, account: { userId: string; email: string }) {
  const context = await services.auth.$context;
  const token = await createEmailVerificationToken(
    context.secret,
    account.email,
    undefined,
    context.options.emailVerification?.expiresIn,
    { userId: account.userId },
  );
  return `${context.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(AFTER_VERIFICATION)}`;
}

/**
 * A registration's e-mails, queued in its transaction (decision 0011): the verification link
 * (which signs the user in and lands on their dashboard), then the welcome e-mail. A welcome
 * that cannot be queued is only logged (decision 0011): it runs in a savepoint, so its failure
 * leaves the account and the verification mail in place.
 */
export async function queueRegistrationEmails(
  services: Pick<AppServices, "auth" | "tasks" | "log">,
  tx: DbOrTx,
  account: { userId: string; email: string; firstName: string; userType: "candidate" | "enterprise" },
): Promise<void> {
  const url = await verificationUrl(services, account);
  await sendEmail(services, tx, account.email, renderEmail(verifyEmail, { firstName: account.firstName, url }));
  try {
    await tx.transaction(async (savepoint) => {
      const rendered = renderEmail(welcome, { firstName: account.firstName, userType: account.userType });
      await sendEmail(services, savepoint, account.email, rendered);
    });
  } catch (error) {
    services.log.warn({ err: error, email: account.email }, "welcome e-mail could not be queued");
  }
}
