import { and, desc, eq } from "drizzle-orm";
import type { InvitationPosting } from "@shared/candidates/invitation-contracts";
import { applications, candidateInvitations, jobPostings } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { requireVisibleCandidate } from "../visibility/require-visible-candidate";

/** More than any company keeps open at once; the dialog lists the newest. */
const MAX_LISTED_POSTINGS = 200;

/**
 * What the invite dialog offers for one candidate: the caller's company's postings a candidate
 * can apply to (active and public: what the job board shows), newest first, each saying whether
 * this company already invited the candidate to it and whether the candidate applied.
 */
export async function listCandidateInvitations(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
  input: { profileId: string },
): Promise<{ postings: InvitationPosting[] }> {
  const { company, candidate } = await requireVisibleCandidate(services, actor, input.profileId);
  const rows = await services.db
    .select({
      postingId: jobPostings.id,
      title: jobPostings.title,
      location: jobPostings.location,
      createdAt: jobPostings.createdAt,
      invitedAt: candidateInvitations.createdAt,
      appliedAt: applications.createdAt,
    })
    .from(jobPostings)
    .leftJoin(
      candidateInvitations,
      and(eq(candidateInvitations.jobPostingId, jobPostings.id), eq(candidateInvitations.candidateId, candidate.id)),
    )
    // One application per candidate and posting (a unique index), so this join adds no rows.
    .leftJoin(
      applications,
      and(eq(applications.jobPostingId, jobPostings.id), eq(applications.candidateId, candidate.id)),
    )
    .where(
      and(
        eq(jobPostings.enterpriseId, company.id),
        eq(jobPostings.status, "active"),
        eq(jobPostings.visibility, "public"),
      ),
    )
    .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id))
    .limit(MAX_LISTED_POSTINGS);
  return {
    postings: rows.map((row) => ({
      postingId: row.postingId,
      title: row.title,
      location: row.location,
      createdAt: row.createdAt.toISOString(),
      invitedAt: row.invitedAt?.toISOString() ?? null,
      appliedAt: row.appliedAt?.toISOString() ?? null,
    })),
  };
}
