import { eq } from "drizzle-orm";
import type { CandidateVisibility, CandidateVisibilityView } from "@shared/candidates/visibility-contracts";
import { candidates, profiles } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { requireUserType } from "../../accounts/access";
import { notFound } from "../../../errors";
import { queueCandidateMatchRecompute } from "../../matching/recompute-matches-task";

export const CANDIDATE_RECORD_NOT_FOUND = "Your candidate profile could not be found.";

/** The signed-in candidate's public profile switch and visibility to employers (decision 0028). */
export async function getCandidateVisibility(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
): Promise<CandidateVisibilityView> {
  const caller = requireUserType(actor, "candidate");
  const [row] = await services.db
    .select({
      publicProfileEnabled: profiles.publicProfileEnabled,
      employerVisibility: candidates.employerVisibility,
      visibleIndustries: candidates.visibleIndustries,
    })
    .from(candidates)
    .innerJoin(profiles, eq(profiles.id, candidates.profileId))
    .where(eq(candidates.profileId, caller.userId))
    .limit(1);
  if (!row) throw notFound(CANDIDATE_RECORD_NOT_FOUND);
  return row;
}

/**
 * Changes both settings at once. The industries are kept when another choice is made, so
 * switching back to "specific industries" restores them; only the choice decides who sees whom.
 */
export async function updateCandidateVisibility(
  services: Pick<AppServices, "db" | "tasks">,
  actor: Actor | null,
  input: CandidateVisibility,
): Promise<CandidateVisibilityView> {
  const caller = requireUserType(actor, "candidate");
  const now = new Date();
  return services.db.transaction(async (tx) => {
    const [candidate] = await tx
      .update(candidates)
      .set({
        employerVisibility: input.employerVisibility,
        visibleIndustries: input.visibleIndustries,
        updatedAt: now,
      })
      .where(eq(candidates.profileId, caller.userId))
      .returning({
        employerVisibility: candidates.employerVisibility,
        visibleIndustries: candidates.visibleIndustries,
      });
    if (!candidate) throw notFound(CANDIDATE_RECORD_NOT_FOUND);
    const [profile] = await tx
      .update(profiles)
      .set({ publicProfileEnabled: input.publicProfileEnabled, updatedAt: now })
      .where(eq(profiles.id, caller.userId))
      .returning({ publicProfileEnabled: profiles.publicProfileEnabled });
    if (!profile) throw notFound(CANDIDATE_RECORD_NOT_FOUND);
    // Which companies may see the candidate decides which postings score them.
    await queueCandidateMatchRecompute(services, tx, caller.userId);
    return { ...profile, ...candidate };
  });
}
