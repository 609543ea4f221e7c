import type { z } from "zod";
import { teamNoteMessages, type addTeamNoteInputSchema, type TeamNote } from "@shared/candidates/team-notes-contracts";
import { and, eq, gt, isNull } from "drizzle-orm";
import { candidateNotes, enterprises } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { assertCompanyApplicationOf, readCompanyNotes } from "./company-candidate-notes";
import { requireVisibleCandidate } from "../visibility/require-visible-candidate";
import { applicationInScope, notesShownTo } from "../../companies/assignments/assignment-scope";
import { validationError } from "../../../errors";

/**
 * The caller's company's team notes about a candidate (decision 0031). Verified companies only,
 * and only about a candidate they may see; no other company's notes are ever read. A hiring
 * manager or an interviewer reads them about a candidate assigned to them, narrowed (decision 0084).
 */
export async function listCompanyCandidateNotes(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
  input: { profileId: string },
): Promise<{ items: TeamNote[] }> {
  const {
    actor: caller,
    company,
    candidate,
  } = await requireVisibleCandidate(services, actor, input.profileId, services.db, "applicants");
  const shownTo = notesShownTo(company, caller.userId);
  return { items: await readCompanyNotes(services.db, company.id, candidate.id, undefined, shownTo) };
}

/** How long an identical note by the same author counts as the same submission (a double click, a retry). */
const REPEATED_NOTE_WINDOW_MS = 10_000;

/**
 * Adds a note by the caller, optionally tied to one of the company's applications of the candidate.
 * The same author sending the same text about the same candidate (and application) within
 * REPEATED_NOTE_WINDOW_MS gets the note already written, not a second one (decision 0047). The
 * company's row is locked first, so two identical requests at once are checked one after the other.
 */
export async function addCompanyCandidateNote(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
  input: { profileId: string; note: z.output<typeof addTeamNoteInputSchema>; now?: Date },
): Promise<TeamNote> {
  const {
    actor: caller,
    company,
    candidate,
  } = await requireVisibleCandidate(services, actor, input.profileId, services.db, "applicants");
  const candidateId = candidate.id;
  const { applicationId, text } = input.note;
  // A hiring manager or an interviewer writes on an application assigned to them (decision 0084).
  const inScope = applicationInScope(company);
  if (inScope && !applicationId) {
    throw validationError(teamNoteMessages.applicationRequired, {
      applicationId: teamNoteMessages.applicationRequired,
    });
  }
  const now = input.now ?? new Date();
  return services.db.transaction(async (tx) => {
    if (applicationId) await assertCompanyApplicationOf(tx, company.id, candidateId, applicationId, inScope);
    await tx.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.id, company.id)).for("update");
    const [repeated] = await tx
      .select({ id: candidateNotes.id })
      .from(candidateNotes)
      .where(
        and(
          eq(candidateNotes.enterpriseId, company.id),
          eq(candidateNotes.candidateId, candidateId),
          applicationId ? eq(candidateNotes.applicationId, applicationId) : isNull(candidateNotes.applicationId),
          eq(candidateNotes.authorId, caller.userId),
          eq(candidateNotes.body, text),
          gt(candidateNotes.createdAt, new Date(now.getTime() - REPEATED_NOTE_WINDOW_MS)),
        ),
      )
      .limit(1);
    const id =
      repeated?.id ??
      (
        await tx
          .insert(candidateNotes)
          .values({
            enterpriseId: company.id,
            candidateId,
            applicationId: applicationId ?? null,
            authorId: caller.userId,
            body: text,
            createdAt: now,
          })
          .returning({ id: candidateNotes.id })
      )[0]!.id;
    const [note] = await readCompanyNotes(tx, company.id, candidateId, id);
    return note!;
  });
}
