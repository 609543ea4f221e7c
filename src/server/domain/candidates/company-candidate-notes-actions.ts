import type { z } from "zod";
import type { addTeamNoteInputSchema, TeamNote } from "@shared/candidates/team-notes-contracts";
import { candidateNotes } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { assertCompanyApplicationOf, readCompanyNotes } from "./company-candidate-notes";
import { requireVisibleCandidate } from "./require-visible-candidate";

/**
 * The caller's company's team notes about a candidate (decision 0031). Verified companies only,
 * and only about a candidate they may see; no other company's notes are ever read.
 */
export async function listCompanyCandidateNotes(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  input: { profileId: string },
): Promise<{ items: TeamNote[] }> {
  const { company, candidate } = await requireVisibleCandidate(services, actor, input.profileId);
  return { items: await readCompanyNotes(services.db, company.id, candidate.id) };
}

/** Adds a note by the caller, optionally tied to one of the company's applications of the candidate. */
export async function addCompanyCandidateNote(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  input: { profileId: string; note: z.output<typeof addTeamNoteInputSchema>; now?: Date },
): Promise<TeamNote> {
  const { actor: caller, company, candidate } = await requireVisibleCandidate(services, actor, input.profileId);
  const { db } = services;
  const candidateId = candidate.id;
  const { applicationId, text } = input.note;
  if (applicationId) await assertCompanyApplicationOf(db, company.id, candidateId, applicationId);
  const [row] = await db
    .insert(candidateNotes)
    .values({
      enterpriseId: company.id,
      candidateId,
      applicationId: applicationId ?? null,
      authorId: caller.userId,
      body: text,
      createdAt: input.now ?? new Date(),
    })
    .returning({ id: candidateNotes.id });
  const [note] = await readCompanyNotes(db, company.id, candidateId, row!.id);
  return note!;
}
