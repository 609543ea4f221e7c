import { and, desc, eq, type SQL } from "drizzle-orm";
import { teamNoteMessages, type TeamNote } from "@shared/candidates/team-notes-contracts";
import type { DbOrTx } from "../../../db/client";
import { applications, candidateNotes, jobPostings, profiles } from "../../../db/schema";
import { validationError } from "../../../errors";

/**
 * Refuses (400) an application that is not this candidate's application to one of this company's
 * postings (or not in the member's scope, `inScope`, decision 0084).
 */
export async function assertCompanyApplicationOf(
  db: DbOrTx,
  companyId: string,
  candidateId: string,
  applicationId: string,
  inScope?: SQL,
): Promise<void> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.candidateId, candidateId),
        eq(jobPostings.enterpriseId, companyId),
        inScope,
      ),
    )
    .limit(1);
  if (!row) {
    throw validationError(teamNoteMessages.applicationNotFound, {
      applicationId: teamNoteMessages.applicationNotFound,
    });
  }
}

/**
 * The company's notes about the candidate, newest first (by the company-candidate index);
 * `shownTo` narrows them to what a scoped member reads (decision 0084).
 */
export async function readCompanyNotes(
  db: DbOrTx,
  companyId: string,
  candidateId: string,
  noteId?: string,
  shownTo?: SQL,
): Promise<TeamNote[]> {
  const rows = await db
    .select({
      id: candidateNotes.id,
      text: candidateNotes.body,
      createdAt: candidateNotes.createdAt,
      authorFirstName: profiles.firstName,
      authorLastName: profiles.lastName,
      applicationId: applications.id,
      postingTitle: jobPostings.title,
    })
    .from(candidateNotes)
    .leftJoin(profiles, eq(profiles.id, candidateNotes.authorId))
    .leftJoin(applications, eq(applications.id, candidateNotes.applicationId))
    .leftJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .where(
      and(
        eq(candidateNotes.enterpriseId, companyId),
        eq(candidateNotes.candidateId, candidateId),
        noteId ? eq(candidateNotes.id, noteId) : undefined,
        shownTo,
      ),
    )
    .orderBy(desc(candidateNotes.createdAt), desc(candidateNotes.id));
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    authorName: row.authorFirstName !== null ? `${row.authorFirstName} ${row.authorLastName ?? ""}`.trim() : null,
    createdAt: row.createdAt.toISOString(),
    application:
      row.applicationId && row.postingTitle ? { id: row.applicationId, postingTitle: row.postingTitle } : null,
  }));
}
