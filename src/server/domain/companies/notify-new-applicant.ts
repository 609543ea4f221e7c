import { and, eq } from "drizzle-orm";
import { roleMay } from "@shared/companies/member-roles";
import type { DbOrTx } from "../../db/client";
import { candidates, companyMembers, enterprises, jobPostings, postingAssignments, profiles } from "../../db/schema";
import type { AppServices } from "../../services";
import { sendEmail } from "../mail/send-email";
import { newApplicant, renderEmail } from "../mail/templates";
import { hiddenFromCompany } from "./blind-review/require-shown";
import { newApplicantRecipients } from "./new-applicant-recipients";
import { memberNotificationsOf } from "./members/member-notifications";

/**
 * Tells the people running a posting about a new applicant (decisions 0036 and 0087): each member
 * assigned to the posting, or, when none of them may manage postings, every member who may; each
 * only while their own "New applicants" switch is on. Queued in the applying transaction
 * (decision 0011), so the mails exist exactly when the application does. Returns the task ids.
 */
export async function notifyNewApplicant(
  services: Pick<AppServices, "tasks" | "config">,
  tx: DbOrTx,
  application: { postingId: string; candidateId: string },
): Promise<string[]> {
  const [posting] = await tx
    .select({ title: jobPostings.title, companyId: enterprises.id, companyName: enterprises.companyName })
    .from(jobPostings)
    .innerJoin(enterprises, eq(enterprises.id, jobPostings.enterpriseId))
    .where(eq(jobPostings.id, application.postingId))
    .limit(1);
  if (!posting) return [];
  const members = await tx
    .select({
      email: profiles.email,
      role: companyMembers.role,
      own: companyMembers.notificationPreferences,
      company: enterprises.notificationPreferences,
      assignedAt: postingAssignments.createdAt,
    })
    .from(companyMembers)
    .innerJoin(enterprises, eq(enterprises.id, companyMembers.enterpriseId))
    .innerJoin(profiles, eq(profiles.id, companyMembers.profileId))
    .leftJoin(
      postingAssignments,
      and(eq(postingAssignments.memberId, companyMembers.id), eq(postingAssignments.postingId, application.postingId)),
    )
    .where(eq(companyMembers.enterpriseId, posting.companyId));
  const to = newApplicantRecipients(
    members.map((member) => ({
      email: member.email,
      assigned: member.assignedAt !== null,
      runsPostings: roleMay(member.role, "postings"),
      wantsMail: memberNotificationsOf(member.own, member.company).newApplicants,
    })),
  );
  if (to.length === 0) return [];
  const [candidate] = await tx
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(candidates)
    .innerJoin(profiles, eq(profiles.id, candidates.profileId))
    .where(eq(candidates.id, application.candidateId))
    .limit(1);
  // Under blind review the mail names nobody; the applicants page shows the alias.
  const named = candidate && !(await hiddenFromCompany(tx, posting.companyId, application.candidateId));
  const rendered = renderEmail(newApplicant, {
    companyName: posting.companyName,
    candidateName: named ? `${candidate.firstName} ${candidate.lastName}`.trim() : "A candidate",
    postingTitle: posting.title,
    applicantsUrl: `${services.config.publicUrl}/job-applicants/${encodeURIComponent(application.postingId)}`,
  });
  const taskIds: string[] = [];
  for (const address of to) {
    const taskId = await sendEmail(services, tx, address, rendered);
    if (taskId) taskIds.push(taskId);
  }
  return taskIds;
}
