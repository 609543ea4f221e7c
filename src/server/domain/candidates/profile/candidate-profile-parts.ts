import { asc, desc, eq } from "drizzle-orm";
import { normaliseUrl } from "@shared/accounts/candidate-application";
import type { PublicProfile } from "@shared/candidates/contracts";
import type { DbOrTx } from "../../../db/client";
import { candidateSkills, workExperience, type candidates, type profiles } from "../../../db/schema";
import { experienceOrder } from "../career/career-view";

type ProfileRow = typeof profiles.$inferSelect;
type CandidateRow = typeof candidates.$inferSelect;

/** Who the candidate is, as every profile view shows it: name, title, bio, place, years, LinkedIn. */
export function candidateIdentity(
  profile: ProfileRow,
  candidate: CandidateRow,
): Pick<
  PublicProfile,
  "id" | "firstName" | "lastName" | "title" | "bio" | "location" | "experienceYears" | "linkedinUrl"
> {
  return {
    id: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    title: candidate.title,
    bio: profile.bio,
    location: profile.location,
    experienceYears: candidate.experienceYears,
    linkedinUrl: candidate.linkedinProfile ? normaliseUrl(candidate.linkedinProfile) : null,
  };
}

/**
 * A candidate's skills (with years, most experienced first) and work history (in the candidate's own order), as every profile view shows them.
 */
export async function readCandidateBackground(
  db: DbOrTx,
  candidate: Pick<CandidateRow, "id" | "skills">,
): Promise<Pick<PublicProfile, "skills" | "workExperience">> {
  const [skills, work] = await Promise.all([
    db
      .select()
      .from(candidateSkills)
      .where(eq(candidateSkills.candidateId, candidate.id))
      .orderBy(desc(candidateSkills.yearsExperience), asc(candidateSkills.skillName)),
    db
      .select()
      .from(workExperience)
      .where(eq(workExperience.candidateId, candidate.id))
      .orderBy(...experienceOrder),
  ]);
  return {
    skills: skills.map((skill) => ({ name: skill.skillName, yearsExperience: skill.yearsExperience })),
    workExperience: work.map((job) => ({
      id: job.id,
      position: job.position,
      companyName: job.companyName,
      startDate: job.startDate,
      endDate: job.endDate,
      description: job.description,
    })),
  };
}
