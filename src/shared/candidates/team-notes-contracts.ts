import { z } from "zod";
import { defineContract } from "../http/contract";
import { companyCandidateParams } from "./pipeline-status-contracts";

/*
 * A company's team notes about a candidate (decision 0031): everyone in the company reads them,
 * newest first; the candidate and other companies never do. A note written on an application's
 * page names that application, so its posting shows beside it.
 */

export const TEAM_NOTE_MAX_CHARS = 2000;

export const teamNoteMessages = {
  required: "Please write a note.",
  tooLong: `A note can be at most ${TEAM_NOTE_MAX_CHARS} characters.`,
  applicationNotFound: "That application is not one of this candidate's applications to your company.",
  /** A hiring manager or an interviewer writes notes on an application assigned to them (decision 0084). */
  applicationRequired: "Write the note on the page of an application assigned to you.",
  added: "Note added",
  addFailed: "Failed to add note",
} as const;

export const teamNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** The author's name; null when their account is gone. */
  authorName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  application: z.object({ id: z.string(), postingTitle: z.string() }).nullable(),
});
export type TeamNote = z.infer<typeof teamNoteSchema>;

export const listTeamNotesContract = defineContract({
  method: "GET",
  path: "/api/companies/me/candidates/:profileId/notes",
  summary: "The caller's company's notes about a candidate it may see, newest first (verified companies)",
  tags: ["candidates"],
  params: companyCandidateParams,
  response: z.object({ items: z.array(teamNoteSchema) }),
});

export const addTeamNoteInputSchema = z.object({
  text: z
    .string({ error: teamNoteMessages.required })
    .trim()
    .min(1, { error: teamNoteMessages.required })
    .max(TEAM_NOTE_MAX_CHARS, { error: teamNoteMessages.tooLong }),
  /** The application whose page the note was written on; one of this company's applications of the candidate. */
  applicationId: z.uuid({ error: teamNoteMessages.applicationNotFound }).optional(),
});
export type AddTeamNoteInput = z.input<typeof addTeamNoteInputSchema>;

export const addTeamNoteContract = defineContract({
  method: "POST",
  path: "/api/companies/me/candidates/:profileId/notes",
  summary: "Adds a team note about a candidate the company may see, optionally tied to one of its applications",
  tags: ["candidates"],
  params: companyCandidateParams,
  body: addTeamNoteInputSchema,
  response: teamNoteSchema,
  successStatus: 201,
});
