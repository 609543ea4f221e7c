import type { PipelineStatus } from "@shared/candidates/pipeline-status-contracts";
import { candidatePipelineStatuses } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { requireVisibleCandidate } from "../visibility/require-visible-candidate";

/**
 * Sets the caller's company's own pipeline status for a candidate it may see (decision 0031):
 * one row per company and candidate, so another company's status is never read or touched.
 * "pending" is stored like any other stage, so the last change and its author are kept.
 */
export async function updatePipelineStatus(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
  input: { profileId: string; status: PipelineStatus },
): Promise<{ status: PipelineStatus; updatedAt: string }> {
  const { actor: caller, company, candidate } = await requireVisibleCandidate(services, actor, input.profileId);
  const now = new Date();
  const [row] = await services.db
    .insert(candidatePipelineStatuses)
    .values({
      enterpriseId: company.id,
      candidateId: candidate.id,
      status: input.status,
      updatedBy: caller.userId,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [candidatePipelineStatuses.enterpriseId, candidatePipelineStatuses.candidateId],
      set: { status: input.status, updatedBy: caller.userId, updatedAt: now },
    })
    .returning({ status: candidatePipelineStatuses.status, updatedAt: candidatePipelineStatuses.updatedAt });
  return { status: row!.status, updatedAt: row!.updatedAt.toISOString() };
}
