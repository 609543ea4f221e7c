import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { candidates, enterprises, jobPostings, profiles } from "../../db/schema";
import type { AppServices } from "../../services";
import { sendEmail } from "../mail/send-email";
import { newApplicant, renderEmail } from "../mail/templates";
import { hiddenFromCompany } from "./blind-review/require-shown";
import { notificationsOf } from "./get-company-settings";

/**
 * Tells the company about a new applicant, only while its newApplicants switch is on (decision 0036;
 * on by default). Queued in the applying transaction (decision 0011), so the mail exists exactly
 * when the application does. It goes to the company's contact address (where the review mails
 * go too), or the account's own address when no contact is set. Returns the task id, or null.
 */
export async function notifyNewApplicant(
  services: Pick<AppServices, "tasks" | "config">,
  tx: DbOrTx,
  application: { postingId: string; candidateId: string },
): Promise<string | null> {
  const [row] = await tx
    .select({ company: enterprises, postingTitle: jobPostings.title, accountEmail: profiles.email })
    .from(jobPostings)
    .innerJoin(enterprises, eq(enterprises.id, jobPostings.enterpriseId))
    .innerJoin(profiles, eq(profiles.id, enterprises.profileId))
    .where(eq(jobPostings.id, application.postingId))
    .limit(1);
  if (!row || !notificationsOf(row.company).newApplicants) return null;
  const [candidate] = await tx
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(candidates)
    .innerJoin(profiles, eq(profiles.id, candidates.profileId))
    .where(eq(candidates.id, application.candidateId))
    .limit(1);
  const to = row.company.contactEmail?.trim() || row.accountEmail;
  // Under blind review the mail names nobody; the applicants page shows the alias.
  const named = candidate && !(await hiddenFromCompany(tx, row.company.id, application.candidateId));
  const rendered = renderEmail(newApplicant, {
    companyName: row.company.companyName,
    candidateName: named ? `${candidate.firstName} ${candidate.lastName}`.trim() : "A candidate",
    postingTitle: row.postingTitle,
    applicantsUrl: `${services.config.publicUrl}/job-applicants/${encodeURIComponent(application.postingId)}`,
  });
  return sendEmail(services, tx, to, rendered);
}
