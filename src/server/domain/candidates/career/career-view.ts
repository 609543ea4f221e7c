import { asc, desc, eq } from "drizzle-orm";
import type { Career, ResumeFile } from "@shared/candidates/career-contracts";
import type { DbOrTx } from "../../../db/client";
import { candidateSkills, files, workExperience } from "../../../db/schema";
import type { OwnCandidate } from "./career-owner";

/** The candidate's positions in their own order; ties (rows from before ordering existed) newest first. */
export const experienceOrder = [asc(workExperience.sortOrder), desc(workExperience.startDate)] as const;

async function readResumeFile(db: DbOrTx, fileId: string | null): Promise<ResumeFile | null> {
  if (!fileId) return null;
  const [file] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  if (!file) return null;
  return {
    originalName: file.originalName,
    contentType: file.contentType,
    byteSize: file.byteSize,
    uploadedAt: file.createdAt.toISOString(),
  };
}

/**
 * The whole career form as its owner sees it; every career endpoint answers with this. Skills
 * come most experienced first, as every profile view lists them.
 */
export async function readCareer(
  db: DbOrTx,
  candidate: Pick<OwnCandidate, "id" | "resumeFileId" | "education">,
): Promise<Career> {
  const [resume, skills, experience] = await Promise.all([
    readResumeFile(db, candidate.resumeFileId),
    db
      .select({ name: candidateSkills.skillName, yearsExperience: candidateSkills.yearsExperience })
      .from(candidateSkills)
      .where(eq(candidateSkills.candidateId, candidate.id))
      .orderBy(desc(candidateSkills.yearsExperience), asc(candidateSkills.skillName)),
    db
      .select({
        id: workExperience.id,
        position: workExperience.position,
        companyName: workExperience.companyName,
        startDate: workExperience.startDate,
        endDate: workExperience.endDate,
        description: workExperience.description,
      })
      .from(workExperience)
      .where(eq(workExperience.candidateId, candidate.id))
      .orderBy(...experienceOrder),
  ]);
  return { resume, education: candidate.education ?? "", skills, experience };
}
