import { eq } from "drizzle-orm";
import { profiles, user } from "../../db/schema";
import { addHits } from "../../plugins/rate-limit-counters";
import type { AppServices } from "../../services";
import { sendEmail } from "../mail/send-email";
import { renderEmail, signUpAttempt } from "../mail/templates";

/**
 * At most this many notices per address per day: enough for an owner who forgot they signed up
 * and tries again, too few for anyone to flood their inbox through the sign-up form.
 */
export const SIGN_UP_NOTICES_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Someone signed up with an address that already has an account. The request is answered as
 * for a new address (decision 0004); the owner learns of it here, by a queued e-mail with the
 * sign-in and password-reset links. The work is about what a new account costs (one counter,
 * one read, one queued message), so the answer's timing does not tell the two apart.
 */
export async function noticeSignUpAttempt(
  services: Pick<AppServices, "db" | "tasks" | "config" | "log">,
  email: string,
): Promise<void> {
  const key = `sign-up-notice:${email.toLowerCase()}`;
  const counted = await addHits(services.db, [{ key, add: 1, windowMs: DAY_MS }]);
  if ((counted.get(key)?.hits ?? 0) > SIGN_UP_NOTICES_PER_DAY) {
    services.log.info("sign-up with an existing address: the owner was told often enough today");
    return;
  }
  await services.db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ firstName: profiles.firstName, userType: user.userType, banned: user.banned })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.email, email))
      .limit(1);
    // Gone since the sign-up looked, or deleted or banned: signing in would not help them.
    if (!owner || owner.banned) return;
    const { publicUrl } = services.config;
    const tab = owner.userType === "enterprise" ? "company" : "candidate";
    const rendered = renderEmail(signUpAttempt, {
      firstName: owner.firstName?.trim() || "there",
      loginUrl: `${publicUrl}/login?tab=${tab}`,
      resetUrl: `${publicUrl}/forgot-password`,
    });
    await sendEmail(services, tx, email, rendered);
  });
}
