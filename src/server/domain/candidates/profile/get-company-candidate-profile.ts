import { and, desc, eq, isNull, sql } from "drizzle-orm";
import {
  CANDIDATE_NOT_FOUND,
  companyCandidateResumePath,
  type CompanyCandidateProfile,
} from "@shared/candidates/candidate-profile-contracts";
import { candidateDataMessages } from "@shared/candidates/candidate-data-contracts";
import { avatarUrls } from "@shared/candidates/candidate-settings-contracts";
import type { PipelineStatus } from "@shared/candidates/pipeline-status-contracts";
import type { DbOrTx } from "../../../db/client";
import { applications, candidatePipelineStatuses, candidates, interviews, profiles, user } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { aliasWhileHidden, candidateBlindState } from "../../companies/blind-review/candidate-blind-state";
import {
  backgroundHidingFor,
  companyWorkHistory,
  hideCandidateBackground,
} from "../../companies/blind-review/hide-background";
import { hideCandidateProfile } from "../../companies/blind-review/hide-identity";
import { hiddenProfileHandle, profileIdOfReference } from "../../companies/blind-review/profile-reference";
import { requireCompany } from "../../companies/require-company";
import { notFound } from "../../../errors";
import { companyMaySeeCandidate } from "../visibility/pool-membership";
import { candidateIdentity, readCandidateBackground } from "./candidate-profile-parts";
import { DELETED_BAN_REASON, wasCandidateDeleted } from "../own-data/delete-candidate-account";

/**
 * The candidate a verified company (or an admin) asks for by profile id, with the caller's
 * company. Pending and rejected companies are refused as for the pool; a candidate the company
 * may not see (decisions 0021, 0028) is the same 404 as one that does not exist. The profile
 * page and the resume download share this one rule.
 */
export async function loadCandidateForCompany(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
  reference: string,
) {
  const { actor: caller, company } = await requireCompany(services, actor, {
    may: "pool",
    verified: true,
    adminsMayRead: true,
  });
  const profileId = await profileIdOfReference(services, caller.isAdmin ? null : (company?.id ?? null), reference);
  const [row] = await services.db
    .select({
      profile: profiles,
      candidate: candidates,
      deleted: sql<boolean>`coalesce(${user.banReason} = ${DELETED_BAN_REASON}, false)`.mapWith(Boolean),
    })
    .from(profiles)
    .innerJoin(candidates, eq(candidates.profileId, profiles.id))
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, profileId))
    .limit(1);
  // A candidate who deleted their account is said to have, so a pipeline shows why the page is empty.
  if (!row || row.deleted) {
    throw notFound(
      (await wasCandidateDeleted(services.db, profileId))
        ? candidateDataMessages.candidateDeleted
        : CANDIDATE_NOT_FOUND,
    );
  }
  const { profile, candidate } = row;
  if (!caller.isAdmin) {
    const allowed = company !== null && (await companyMaySeeCandidate(services.db, company.id, candidate.id));
    if (!allowed) throw notFound(CANDIDATE_NOT_FOUND);
  }
  return { company, profile, candidate, viewerIsAdmin: caller.isAdmin };
}

/** A candidate as a verified company (or an admin) reads them on /candidate-profile/:id. */
export async function getCompanyCandidateProfile(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
  input: { profileId: string },
): Promise<CompanyCandidateProfile> {
  const { company, profile, candidate, viewerIsAdmin } = await loadCandidateForCompany(
    services,
    actor,
    input.profileId,
  );
  const [background, pipelineStatus, [network], blindReview] = await Promise.all([
    readCandidateBackground(services.db, candidate),
    company ? readPipelineStatus(services.db, company.id, candidate.id) : null,
    services.db
      .select({ id: interviews.id })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .where(and(eq(applications.candidateId, candidate.id), isNull(applications.jobPostingId)))
      .orderBy(desc(interviews.createdAt))
      .limit(1),
    // Admins always see who a candidate is.
    candidateBlindState(services, viewerIsAdmin ? null : (company?.id ?? null), candidate.id),
  ]);
  const alias = aliasWhileHidden(blindReview);
  const shown: CompanyCandidateProfile = {
    ...candidateIdentity(profile, candidate),
    // The avatar route lets the same viewers through (open-candidate-avatar.ts).
    avatarUrl: profile.avatarFileId ? avatarUrls(profile.id, profile.avatarFileId).large : null,
    ...background,
    workExperience: companyWorkHistory(background.workExperience, new Date()),
    // The download route lets the same viewers through (open-company-candidate-resume.ts).
    resumeUrl: candidate.resumeFileId ? companyCandidateResumePath(profile.id) : null,
    networkInterviewId: network?.id ?? null,
    pipelineStatus,
    blindReview,
  };
  // A resume shows the name: its link comes back with the reveal (open-company-candidate-resume.ts refuses meanwhile).
  if (alias === null || !company) return shown;
  // Every id of a row other companies see too is the company's own while hidden (decision 0077).
  const hiding = await backgroundHidingFor(services, company.id, profile);
  return {
    ...hideCandidateBackground(hideCandidateProfile(shown, alias), hiding),
    id: await hiddenProfileHandle(services, company.id, profile.id),
    networkInterviewId: shown.networkInterviewId && hiding.seal("interview", shown.networkInterviewId),
    resumeUrl: null,
  };
}

/** The company's own stage for the candidate; no row reads as "pending" (decision 0031). */
async function readPipelineStatus(db: DbOrTx, companyId: string, candidateId: string): Promise<PipelineStatus> {
  const [row] = await db
    .select({ status: candidatePipelineStatuses.status })
    .from(candidatePipelineStatuses)
    .where(
      and(
        eq(candidatePipelineStatuses.enterpriseId, companyId),
        eq(candidatePipelineStatuses.candidateId, candidateId),
      ),
    )
    .limit(1);
  return row?.status ?? "pending";
}
