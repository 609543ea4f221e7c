import { eq, sql } from "drizzle-orm";
import type { CandidateVisibility, CandidateVisibilityView } from "@shared/candidates/visibility-contracts";
import type { DbOrTx } from "../../../db/client";
import { candidates, enterprises, profiles } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { requireUserType } from "../../accounts/access";
import { notFound } from "../../../errors";
import { queueCandidateMatchRecompute } from "../../matching/recompute-matches-task";

export const CANDIDATE_RECORD_NOT_FOUND = "Your candidate profile could not be found.";

/**
 * The settings with what they mean today: whether the candidate's own half of the pool rule
 * holds (`pool_eligible`, kept by triggers), and whether any verified company reviews blind.
 */
async function readVisibility(db: DbOrTx, userId: string): Promise<CandidateVisibilityView | null> {
  const [row] = await db
    .select({
      publicProfileEnabled: profiles.publicProfileEnabled,
      employerVisibility: candidates.employerVisibility,
      visibleIndustries: candidates.visibleIndustries,
      inPool: candidates.poolEligible,
      someCompaniesReviewBlind: sql<boolean>`exists (select 1 from ${enterprises}
        where ${enterprises.blindReview} and ${enterprises.verificationStatus} = 'verified')`.mapWith(Boolean),
    })
    .from(candidates)
    .innerJoin(profiles, eq(profiles.id, candidates.profileId))
    .where(eq(candidates.profileId, userId))
    .limit(1);
  return row ?? null;
}

/** The signed-in candidate's public profile switch and visibility to employers (decision 0028). */
export async function getCandidateVisibility(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
): Promise<CandidateVisibilityView> {
  const caller = requireUserType(actor, "candidate");
  const view = await readVisibility(services.db, caller.userId);
  if (!view) throw notFound(CANDIDATE_RECORD_NOT_FOUND);
  return view;
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
      .returning({ id: candidates.id });
    if (!candidate) throw notFound(CANDIDATE_RECORD_NOT_FOUND);
    const [profile] = await tx
      .update(profiles)
      .set({ publicProfileEnabled: input.publicProfileEnabled, updatedAt: now })
      .where(eq(profiles.id, caller.userId))
      .returning({ id: profiles.id });
    if (!profile) throw notFound(CANDIDATE_RECORD_NOT_FOUND);
    // Which companies may see the candidate decides which postings score them.
    await queueCandidateMatchRecompute(services, tx, caller.userId);
    const view = await readVisibility(tx, caller.userId);
    if (!view) throw notFound(CANDIDATE_RECORD_NOT_FOUND);
    return view;
  });
}
