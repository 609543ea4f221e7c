import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { candidates, profiles } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import { requireUserType } from "../../accounts/access";
import { notFound } from "../../../errors";

/** The candidate's professional details the settings show beside the profile (the wizard's). */
export type CareerFacts = Pick<typeof candidates.$inferSelect, "title" | "linkedinProfile" | "preferredRoles">;
export type ProfileRow = typeof profiles.$inferSelect & { career: CareerFacts | null };

export const CANDIDATE_PROFILE_NOT_FOUND = "Your profile could not be found. Please sign in again.";

/**
 * The signed-in candidate's own profile row, after the spec's guard order: signed in (401),
 * e-mail verified and a candidate (403; companies and admins included). Nobody names another
 * candidate's id on these endpoints: the row is always the caller's.
 */
export async function loadOwnCandidateProfile(db: DbOrTx, actor: Actor | null): Promise<ProfileRow> {
  const candidate = requireUserType(actor, "candidate");
  const [row] = await db
    .select({
      profile: profiles,
      career: {
        title: candidates.title,
        linkedinProfile: candidates.linkedinProfile,
        preferredRoles: candidates.preferredRoles,
      },
    })
    .from(profiles)
    .leftJoin(candidates, eq(candidates.profileId, profiles.id))
    .where(eq(profiles.id, candidate.userId))
    .limit(1);
  if (!row) throw notFound(CANDIDATE_PROFILE_NOT_FOUND);
  return { ...row.profile, career: row.career };
}
