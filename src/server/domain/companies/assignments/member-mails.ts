import { and, eq } from "drizzle-orm";
import { companyMemberRoleNames, type CompanyMemberRole } from "@shared/companies/member-roles";
import type { DbOrTx } from "../../../db/client";
import { applications, candidates, companyMembers, enterprises, jobPostings, profiles, user } from "../../../db/schema";
import type { AppServices } from "../../../services";
import { sendEmail } from "../../mail/send-email";
import { memberAssigned, memberJoined, memberRoleChanged, renderEmail } from "../../mail/templates";
import { loadBlindView } from "../blind-review/blind-view";

/*
 * The mails a company's members get about their own work (decision 0084): an assignment, a new
 * role, and, to the member who invited them, a person joining. Each is queued in the transaction
 * of the change it reports (decision 0011), and goes to a member's own (company) address, never
 * a candidate's. Under blind review a candidate is named by their alias only.
 */

type Services = Pick<AppServices, "db" | "tasks" | "config">;

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ""}`.trim();

/** A member's address, name and company; undefined when the member is gone. */
async function memberOf(tx: DbOrTx, memberId: string) {
  const [row] = await tx
    .select({
      email: user.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      companyId: companyMembers.enterpriseId,
      companyName: enterprises.companyName,
    })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.profileId))
    .innerJoin(profiles, eq(profiles.id, companyMembers.profileId))
    .innerJoin(enterprises, eq(enterprises.id, companyMembers.enterpriseId))
    .where(eq(companyMembers.id, memberId))
    .limit(1);
  return row;
}

/** The name of the login acting (the assigner, the one who changed a role); null if none. */
async function nameOfLogin(tx: DbOrTx, profileId: string): Promise<string | null> {
  const [row] = await tx
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row ? fullName(row.firstName, row.lastName) : null;
}

/** Tells a member they are assigned to an application, with a link to its page. */
export async function mailApplicationAssignment(
  services: Services,
  tx: DbOrTx,
  input: { applicationId: string; memberId: string; assignedByProfileId: string },
): Promise<void> {
  const member = await memberOf(tx, input.memberId);
  const [application] = await tx
    .select({
      postingTitle: jobPostings.title,
      profileId: candidates.profileId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(profiles, eq(profiles.id, candidates.profileId))
    .where(eq(applications.id, input.applicationId))
    .limit(1);
  if (!member || !application) return;
  const view = await loadBlindView(services, member.companyId, [application.profileId], tx);
  const candidateName =
    view.aliasOf(application.profileId) ?? fullName(application.firstName, application.lastName) ?? "A candidate";
  const rendered = renderEmail(memberAssigned, {
    companyName: member.companyName,
    assignerName: await nameOfLogin(tx, input.assignedByProfileId),
    what: { kind: "application", candidateName, postingTitle: application.postingTitle },
    url: `${services.config.publicUrl}/application-details/${input.applicationId}`,
  });
  await sendEmail(services, tx, member.email, rendered);
}

/** Tells a member they are assigned to a posting, with a link to its applicants. */
export async function mailPostingAssignment(
  services: Services,
  tx: DbOrTx,
  input: { postingId: string; memberId: string; assignedByProfileId: string },
): Promise<void> {
  const member = await memberOf(tx, input.memberId);
  const [posting] = await tx
    .select({ title: jobPostings.title })
    .from(jobPostings)
    .where(eq(jobPostings.id, input.postingId))
    .limit(1);
  if (!member || !posting) return;
  const rendered = renderEmail(memberAssigned, {
    companyName: member.companyName,
    assignerName: await nameOfLogin(tx, input.assignedByProfileId),
    what: { kind: "posting", postingTitle: posting.title },
    url: `${services.config.publicUrl}/job-applicants/${input.postingId}`,
  });
  await sendEmail(services, tx, member.email, rendered);
}

/** Tells a member their role changed, and who changed it. */
export async function mailRoleChange(
  services: Pick<AppServices, "tasks" | "config">,
  tx: DbOrTx,
  input: { memberId: string; from: CompanyMemberRole; to: CompanyMemberRole; changedByProfileId: string },
): Promise<void> {
  const member = await memberOf(tx, input.memberId);
  if (!member) return;
  const rendered = renderEmail(memberRoleChanged, {
    companyName: member.companyName,
    changedByName: await nameOfLogin(tx, input.changedByProfileId),
    fromRoleName: companyMemberRoleNames[input.from],
    toRoleName: companyMemberRoleNames[input.to],
    url: `${services.config.publicUrl}/enterprise-dashboard`,
  });
  await sendEmail(services, tx, member.email, rendered);
}

/** Tells the member who sent an invitation that it was accepted (nobody, once their account is gone). */
export async function mailInvitationAccepted(
  services: Pick<AppServices, "tasks" | "config">,
  tx: DbOrTx,
  input: {
    inviterProfileId: string | null;
    newMemberProfileId: string;
    companyId: string;
    companyName: string;
    role: CompanyMemberRole;
  },
): Promise<void> {
  if (!input.inviterProfileId) return;
  // Only while the inviter is still a member of the company.
  const [inviter] = await tx
    .select({ email: user.email })
    .from(user)
    .innerJoin(companyMembers, eq(companyMembers.profileId, user.id))
    .where(and(eq(user.id, input.inviterProfileId), eq(companyMembers.enterpriseId, input.companyId)));
  const [joined] = await tx
    .select({ email: user.email, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, input.newMemberProfileId));
  if (!inviter || !joined) return;
  const rendered = renderEmail(memberJoined, {
    companyName: input.companyName,
    memberName: fullName(joined.firstName, joined.lastName) ?? joined.email,
    memberEmail: joined.email,
    roleName: companyMemberRoleNames[input.role],
    url: `${services.config.publicUrl}/enterprise-settings`,
  });
  await sendEmail(services, tx, inviter.email, rendered);
}
