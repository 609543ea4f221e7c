import { eq } from "drizzle-orm";
import type { CandidateNotificationKey } from "@shared/candidates/candidate-settings-contracts";
import type { DbOrTx } from "../../../db/client";
import { profiles } from "../../../db/schema";
import type { AppServices } from "../../../services";
import { sendEmail } from "../../mail/send-email";
import type { RenderedEmail } from "../../mail/templates";
import { candidateNotificationsOf } from "./candidate-notifications";

/** The kinds of optional e-mail a candidate receives; each has its own switch under the master one. */
export type CandidateEmailKind = Exclude<CandidateNotificationKey, "emailNotifications">;

/**
 * The kinds that are marketing: a company's invitation to apply to one of its postings (and any
 * later job alert) promotes a job the candidate did not ask about, so it also needs the marketing
 * consent. Application updates and interview reminders concern what the candidate started.
 */
const MARKETING_EMAIL_KINDS: ReadonlySet<CandidateEmailKind> = new Set(["newJobAlerts"]);

/**
 * Whether the candidate wants this kind of e-mail: the master switch (emailNotifications) and the
 * kind's own switch are both on (both are on by default), and for a marketing kind the marketing
 * consent stands now (decision 0044). Account mails (verification, password reset, welcome) are
 * transactional and never ask (decision 0026). A profile that is gone receives nothing.
 */
export async function candidateMayReceive(db: DbOrTx, profileId: string, kind: CandidateEmailKind): Promise<boolean> {
  const [row] = await db
    .select({ preferences: profiles.notificationPreferences, marketingConsentAt: profiles.marketingConsentAt })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  if (!row) return false;
  if (MARKETING_EMAIL_KINDS.has(kind) && row.marketingConsentAt === null) return false;
  const notifications = candidateNotificationsOf(row.preferences);
  return notifications.emailNotifications && notifications[kind];
}

/**
 * Queues an optional e-mail to a candidate only if they allow its kind, in the caller's
 * transaction (decision 0011); the preference is read in that transaction too. Returns the task
 * id, or null when the candidate turned that kind of e-mail off.
 */
export async function sendCandidateEmail(
  services: Pick<AppServices, "tasks">,
  tx: DbOrTx,
  candidate: { profileId: string; email: string },
  kind: CandidateEmailKind,
  rendered: RenderedEmail,
): Promise<string | null> {
  if (!(await candidateMayReceive(tx, candidate.profileId, kind))) return null;
  return sendEmail(services, tx, candidate.email, rendered);
}
