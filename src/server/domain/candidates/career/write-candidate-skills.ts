import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { candidateSkills, candidates } from "../../../db/schema";

export interface SkillToWrite {
  name: string;
  yearsExperience: number;
}

/**
 * The only writer of a candidate's skills. candidate_skills (name and years) is the source of
 * truth; candidates.skills is its names, kept in step here because the pool's search vector and
 * skill filter read that column (decisions 0035, 0043). Replaces the whole list; run it inside the
 * caller's transaction so the two never disagree.
 */
export async function writeCandidateSkills(tx: DbOrTx, candidateId: string, skills: SkillToWrite[]): Promise<void> {
  // Spacing inside a name means nothing ("Machine   Learning"); one form keeps lookups exact.
  const list = skills.map((skill) => ({
    name: skill.name.trim().replace(/\s+/g, " "),
    yearsExperience: skill.yearsExperience,
  }));
  await tx.delete(candidateSkills).where(eq(candidateSkills.candidateId, candidateId));
  if (list.length > 0) {
    await tx
      .insert(candidateSkills)
      .values(list.map((skill) => ({ candidateId, skillName: skill.name, yearsExperience: skill.yearsExperience })));
  }
  await tx
    .update(candidates)
    .set({ skills: list.map((skill) => skill.name), updatedAt: new Date() })
    .where(eq(candidates.id, candidateId));
}
