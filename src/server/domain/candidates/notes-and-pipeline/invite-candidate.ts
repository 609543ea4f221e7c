import { and, count, eq, gt, sql } from "drizzle-orm";
import { MAX_INVITATIONS_PER_DAY, invitationMessages } from "@shared/candidates/invitation-contracts";
import { applications, candidateInvitations, enterprises, jobPostings } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { conflict, notFound, tooManyRequests } from "../../../errors";
import { candidateInvited, renderEmail } from "../../mail/templates";
import { ownPosting } from "../../postings/company-postings";
import { sendCandidateEmail } from "../consents/candidate-may-receive";
import { requireVisibleCandidate } from "../visibility/require-visible-candidate";

/**
 * A company invites a candidate it may see to apply to one of its postings (decision 0037). The
 * posting must be the company's own (else 404) and on the job board, active and public (else
 * 409: the candidate could not apply); a candidate who applied, or was invited to it already, is
 * a 409. The invitation and the candidate's e-mail are written in one transaction, so the mail
 * exists exactly when the invitation does (decision 0011). The e-mail is a job alert: it offers a
 * job the candidate has not applied to, so it honours their "New job alerts" switch; the
 * invitation is recorded either way. A company sends at most MAX_INVITATIONS_PER_DAY in 24
 * hours, counted from the invitations themselves under a lock on the company's row.
 */
export async function inviteCandidate(
  services: Pick<AppServices, "db" | "sessions" | "tasks" | "config">,
  actor: Actor | null,
  input: { profileId: string; postingId: string; now?: Date },
): Promise<{ postingId: string; invitedAt: string }> {
  const { actor: caller, company, candidate } = await requireVisibleCandidate(services, actor, input.profileId);
  const now = input.now ?? new Date();
  return services.db.transaction(async (tx) => {
    const [posting] = await tx
      .select({
        id: jobPostings.id,
        title: jobPostings.title,
        status: jobPostings.status,
        visibility: jobPostings.visibility,
      })
      .from(jobPostings)
      .where(ownPosting(company.id, input.postingId))
      .limit(1);
    if (!posting) throw notFound(invitationMessages.postingNotFound);
    if (posting.status !== "active" || posting.visibility !== "public")
      throw conflict(invitationMessages.postingNotOpen);
    const [applied] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.jobPostingId, posting.id), eq(applications.candidateId, candidate.id)))
      .limit(1);
    if (applied) throw conflict(invitationMessages.alreadyApplied);
    // Invitations of one company are counted one at a time, so two at once cannot pass the cap.
    const [sender] = await tx
      .select({ companyName: enterprises.companyName })
      .from(enterprises)
      .where(eq(enterprises.id, company.id))
      .for("update");
    if (!sender) throw notFound(invitationMessages.postingNotFound);
    const [sent] = await tx
      .select({ total: count() })
      .from(candidateInvitations)
      .innerJoin(jobPostings, eq(jobPostings.id, candidateInvitations.jobPostingId))
      .where(
        and(
          eq(jobPostings.enterpriseId, company.id),
          gt(candidateInvitations.createdAt, sql`${now.toISOString()}::timestamptz - interval '24 hours'`),
        ),
      );
    if ((sent?.total ?? 0) >= MAX_INVITATIONS_PER_DAY) throw tooManyRequests(invitationMessages.dailyLimit);
    const [invitation] = await tx
      .insert(candidateInvitations)
      .values({ jobPostingId: posting.id, candidateId: candidate.id, invitedBy: caller.userId, createdAt: now })
      .onConflictDoNothing()
      .returning({ createdAt: candidateInvitations.createdAt });
    if (!invitation) throw conflict(invitationMessages.alreadyInvited);
    const { publicUrl } = services.config;
    await sendCandidateEmail(
      services,
      tx,
      { profileId: candidate.profileId, email: candidate.email },
      "newJobAlerts",
      renderEmail(candidateInvited, {
        firstName: candidate.firstName,
        companyName: sender.companyName,
        postingTitle: posting.title,
        postingUrl: `${publicUrl}/jobs/${posting.id}`,
        settingsUrl: `${publicUrl}/candidate-settings?tab=notifications`,
      }),
    );
    return { postingId: posting.id, invitedAt: invitation.createdAt.toISOString() };
  });
}
