import { and, eq, min, sql } from "drizzle-orm";
import {
  CAREER_NOT_FOUND,
  EXPERIENCE_MAX,
  careerMessages,
  type Career,
  type ExperienceInput,
  type SkillsInput,
} from "@shared/candidates/career-contracts";
import { candidates, workExperience } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { conflict, notFound } from "../../../errors";
import { requireOwnCandidate } from "./career-owner";
import { readCareer } from "./career-view";
import { writeCandidateSkills } from "./write-candidate-skills";
import { queueMatchRecompute } from "../../matching/recompute-matches-task";

type Services = Pick<AppServices, "db" | "tasks">;

export async function getMyCareer(services: Services, actor: Actor | null): Promise<Career> {
  return readCareer(services.db, await requireOwnCandidate(services.db, actor));
}

export async function updateMyEducation(
  services: Services,
  actor: Actor | null,
  input: { education: string },
): Promise<Career> {
  const candidate = await requireOwnCandidate(services.db, actor);
  const education = input.education === "" ? null : input.education;
  await services.db.update(candidates).set({ education, updatedAt: new Date() }).where(eq(candidates.id, candidate.id));
  return readCareer(services.db, { ...candidate, education });
}

/** Replaces the skills list in one transaction (writeCandidateSkills keeps the pool's column in step). */
export async function replaceMySkills(services: Services, actor: Actor | null, input: SkillsInput): Promise<Career> {
  const candidate = await requireOwnCandidate(services.db, actor);
  await services.db.transaction(async (tx) => {
    await writeCandidateSkills(tx, candidate.id, input.skills);
    await queueMatchRecompute(services, tx, { candidateId: candidate.id });
  });
  return readCareer(services.db, candidate);
}

function experienceValues(input: ExperienceInput) {
  return {
    position: input.position.trim(),
    companyName: input.companyName.trim(),
    startDate: input.startDate,
    endDate: input.endDate,
    description: input.description.trim() === "" ? null : input.description.trim(),
  };
}

/** A new position goes on top: most people add their latest job. */
export async function addMyExperience(
  services: Services,
  actor: Actor | null,
  input: ExperienceInput,
): Promise<Career> {
  const candidate = await requireOwnCandidate(services.db, actor);
  await services.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ first: min(workExperience.sortOrder), count: sql<number>`count(*)::int` })
      .from(workExperience)
      .where(eq(workExperience.candidateId, candidate.id));
    if ((current?.count ?? 0) >= EXPERIENCE_MAX) throw conflict(careerMessages.experienceTooMany);
    await tx
      .insert(workExperience)
      .values({ candidateId: candidate.id, ...experienceValues(input), sortOrder: (current?.first ?? 1) - 1 });
  });
  return readCareer(services.db, candidate);
}

/** Another candidate's entry is answered exactly like one that does not exist. */
export async function updateMyExperience(
  services: Services,
  actor: Actor | null,
  input: { id: string; values: ExperienceInput },
): Promise<Career> {
  const candidate = await requireOwnCandidate(services.db, actor);
  const [updated] = await services.db
    .update(workExperience)
    .set(experienceValues(input.values))
    .where(and(eq(workExperience.id, input.id), eq(workExperience.candidateId, candidate.id)))
    .returning({ id: workExperience.id });
  if (!updated) throw notFound(CAREER_NOT_FOUND);
  return readCareer(services.db, candidate);
}

export async function deleteMyExperience(
  services: Services,
  actor: Actor | null,
  input: { id: string },
): Promise<Career> {
  const candidate = await requireOwnCandidate(services.db, actor);
  const [deleted] = await services.db
    .delete(workExperience)
    .where(and(eq(workExperience.id, input.id), eq(workExperience.candidateId, candidate.id)))
    .returning({ id: workExperience.id });
  if (!deleted) throw notFound(CAREER_NOT_FOUND);
  return readCareer(services.db, candidate);
}

/**
 * The new order names every one of the candidate's positions exactly once; anything else (a
 * stale list) is refused whole, and a foreign id is one that does not exist, so an order is never half applied.
 */
export async function reorderMyExperience(
  services: Services,
  actor: Actor | null,
  input: { ids: string[] },
): Promise<Career> {
  const candidate = await requireOwnCandidate(services.db, actor);
  await services.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: workExperience.id })
      .from(workExperience)
      .where(eq(workExperience.candidateId, candidate.id))
      .for("update");
    const owned = new Set(rows.map((row) => row.id));
    if (!input.ids.every((id) => owned.has(id))) throw notFound(CAREER_NOT_FOUND);
    const requested = new Set(input.ids);
    if (requested.size !== input.ids.length || requested.size !== owned.size) {
      throw conflict(careerMessages.orderMismatch);
    }
    for (const [index, id] of input.ids.entries()) {
      await tx.update(workExperience).set({ sortOrder: index }).where(eq(workExperience.id, id));
    }
  });
  return readCareer(services.db, candidate);
}
