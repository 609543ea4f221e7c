import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { RESUME_CLAIM_HOURS } from "@shared/leads/resume-claim";
import type { DbOrTx } from "../../db/client";
import { resumeClaims, user } from "../../db/schema";
import type { AppServices } from "../../services";
import { sendEmail } from "../mail/send-email";
import { claimResumeAccount, renderEmail, resumeForExistingAccount } from "../mail/templates";

/** Only the token's hash is stored, so a copy of the database cannot claim anyone's submission. */
export function hashClaimToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * After a resume-only submission, in its transaction (decision 0011): mail the visitor a link that
 * turns it into a candidate account (decision 0045). An address that already has an account gets
 * no link; its owner is told someone used it, with sign-in and reset links. The visitor's answer is
 * the same either way, so the form never says which addresses have accounts.
 */
export async function offerResumeAccount(
  services: Pick<AppServices, "tasks" | "config">,
  tx: DbOrTx,
  submission: { id: string; name: string; email: string },
): Promise<void> {
  const { publicUrl } = services.config;
  const [existing] = await tx
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = lower(${submission.email})`)
    .limit(1);
  if (existing) {
    const rendered = renderEmail(resumeForExistingAccount, {
      signInUrl: `${publicUrl}/login`,
      resetUrl: `${publicUrl}/forgot-password`,
    });
    await sendEmail(services, tx, submission.email, rendered);
    return;
  }
  const token = randomBytes(32).toString("base64url");
  await tx.insert(resumeClaims).values({
    submissionId: submission.id,
    tokenHash: hashClaimToken(token),
    expiresAt: new Date(Date.now() + RESUME_CLAIM_HOURS * 60 * 60 * 1000),
  });
  const rendered = renderEmail(claimResumeAccount, {
    name: submission.name,
    url: `${publicUrl}/claim-account?token=${token}`,
    expiresInHours: RESUME_CLAIM_HOURS,
  });
  await sendEmail(services, tx, submission.email, rendered);
}
