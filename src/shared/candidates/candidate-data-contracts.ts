import { z } from "zod";
import { defineContract } from "../http/contract";
import { defineDownloadContract } from "../http/binary-contract";

/** What the candidate types to confirm: the word DELETE, or their own e-mail address. */
export const DELETE_CONFIRMATION_WORD = "DELETE";

export const candidateDataMessages = {
  exportFailed: "Your data could not be prepared. Please try again.",
  confirmationMismatch: "Type DELETE or your e-mail address to confirm.",
  deletionRequested: "Your account is being deleted. You have been signed out everywhere.",
  deletionFailed: "Your account could not be deleted. Please try again.",
  candidateDeleted: "This candidate deleted their OneTake account.",
} as const;

/** Whether what was typed confirms the deletion of the account with this e-mail. */
export function confirmsDeletion(typed: string, email: string): boolean {
  const value = typed.trim();
  if (value === "") return false;
  return value === DELETE_CONFIRMATION_WORD || value.toLowerCase() === email.trim().toLowerCase();
}

/** The candidate's own data as a zip (data.json plus their files), streamed. Owner only. */
export const exportCandidateDataContract = defineDownloadContract({
  path: "/api/candidates/me/export",
  summary: "Download everything stored about the signed-in candidate, as a zip",
  tags: ["candidates"],
});

export const EXPORT_FILE_NAME = "onetake-my-data.zip";

export const requestCandidateDeletionContract = defineContract({
  method: "POST",
  path: "/api/candidates/me/deletion",
  summary: "Delete the signed-in candidate's account: signs out everywhere, then removes every row and file",
  tags: ["candidates"],
  body: z.object({ confirmation: z.string().trim().min(1, candidateDataMessages.confirmationMismatch).max(320) }),
  response: z.object({ message: z.string() }),
  successStatus: 202,
});
