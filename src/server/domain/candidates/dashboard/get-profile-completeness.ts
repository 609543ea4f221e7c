import { eq, sql } from "drizzle-orm";
import {
  profileCompletenessParts,
  type ProfileCompleteness,
  type ProfileCompletenessPart,
} from "@shared/candidates/dashboard-contracts";
import { applications, candidateSkills, candidates, interviews, profiles, workExperience } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { requireUserType } from "../../accounts/access";
import { notFound } from "../../../errors";
import { CANDIDATE_RECORD_NOT_FOUND } from "../visibility/candidate-visibility";

/**
 * What the signed-in candidate's profile has: the job title and summary the apply wizard asks
 * for, a photo, a resume, skills (those typed in the wizard count as well as those rated in
 * settings), work experience and a completed interview (the same "completed" the pool counts).
 * One query.
 */
export async function getProfileCompleteness(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
): Promise<ProfileCompleteness> {
  const caller = requireUserType(actor, "candidate");
  const [row] = await services.db
    .select({
      career: sql<boolean>`coalesce(btrim(${candidates.title}), '') <> ''
        and coalesce(btrim(${profiles.bio}), '') <> ''`.mapWith(Boolean),
      photo: sql<boolean>`${profiles.avatarFileId} is not null`.mapWith(Boolean),
      resume: sql<boolean>`${candidates.resumeFileId} is not null`.mapWith(Boolean),
      skills: sql<boolean>`cardinality(${candidates.skills}) > 0 or exists (select 1 from ${candidateSkills}
        where ${candidateSkills.candidateId} = ${candidates.id})`.mapWith(Boolean),
      experience: sql<boolean>`exists (select 1 from ${workExperience}
        where ${workExperience.candidateId} = ${candidates.id})`.mapWith(Boolean),
      interview: sql<boolean>`exists (select 1 from ${interviews}
        inner join ${applications} on ${applications.id} = ${interviews.applicationId}
        where ${applications.candidateId} = ${candidates.id} and ${interviews.completedAt} is not null)`.mapWith(
        Boolean,
      ),
    })
    .from(candidates)
    .innerJoin(profiles, eq(profiles.id, candidates.profileId))
    .where(eq(candidates.profileId, caller.userId))
    .limit(1);
  if (!row) throw notFound(CANDIDATE_RECORD_NOT_FOUND);
  const parts = profileCompletenessParts.map((part: ProfileCompletenessPart) => ({ part, done: row[part] }));
  const done = parts.filter((part) => part.done).length;
  return { parts, percent: Math.round((done / parts.length) * 100) };
}
