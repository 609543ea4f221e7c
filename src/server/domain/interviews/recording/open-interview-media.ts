import { blindReviewMessages } from "@shared/companies/blind-review-contracts";
import { watchMessages } from "@shared/interviews/watch-contracts";
import type { DbOrTx } from "../../../db/client";
import type { Actor } from "../../../plugins/auth/actor";
import { assertBlobKey } from "../../../plugins/storage/blob-key";
import type { BlobDownload } from "../../../plugins/storage/blob-download";
import type { AppServices } from "../../../services";
import { hiddenFromCaller } from "../../companies/blind-review/require-shown";
import { forbidden, notFound } from "../../../errors";
import { loadSharedInterview, loadWatchableInterview, type WatchableInterview } from "./recording-access";
import { readFiles } from "./recording-view";

export type InterviewMedia = "recording" | "poster" | "resume";

/** Which file, what it is saved as and what a missing one says. */
const mediaRules = {
  recording: {
    fileId: (interview: WatchableInterview) => interview.recordingFileId,
    filename: (reference: string, contentType: string) =>
      `interview-recording-${reference}.${contentType.startsWith("video/mp4") ? "mp4" : "webm"}`,
    missing: watchMessages.recordingNotReady,
  },
  poster: {
    fileId: (interview: WatchableInterview) => interview.posterFileId,
    filename: (reference: string) => `interview-poster-${reference}.jpg`,
    missing: watchMessages.posterNotFound,
  },
  resume: {
    fileId: (interview: WatchableInterview) => interview.resumeFileId,
    filename: (reference: string, contentType: string, originalName: string | null) =>
      originalName ?? `interview-resume-${reference}.${contentType === "application/pdf" ? "pdf" : "docx"}`,
    missing: watchMessages.noResume,
  },
} as const;

/** `reference`: the interview as the caller named it, which the saved file is named after (decision 0077). */
async function mediaDownload(
  db: DbOrTx,
  interview: WatchableInterview,
  reference: string,
  media: InterviewMedia,
  save: boolean,
): Promise<BlobDownload> {
  const rule = mediaRules[media];
  const fileId = rule.fileId(interview);
  const file = fileId ? (await readFiles(db, [fileId])).get(fileId) : undefined;
  if (!file) throw notFound(rule.missing);
  assertBlobKey(file.storageKey);
  return {
    key: file.storageKey,
    filename: rule.filename(reference, file.contentType, file.originalName),
    missingMessage: rule.missing,
    // Played or shown in the page unless the caller asked to save it.
    disposition: save ? "attachment" : "inline",
  };
}

/** A recording, poster or resume for someone the access rule lets watch the interview. */
export async function openInterviewMedia(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
  input: { interviewId: string; media: InterviewMedia; download?: boolean },
): Promise<BlobDownload> {
  const { interview, watcher, reference } = await loadWatchableInterview(services, actor, input.interviewId);
  if (
    input.media === "resume" &&
    watcher === "company" &&
    (await hiddenFromCaller(services, actor, interview.candidateId))
  ) {
    throw forbidden(blindReviewMessages.resumeHidden);
  }
  return mediaDownload(services.db, interview, reference, input.media, input.download === true);
}

/** The recording or poster a live share token opens; never the resume. */
export async function openSharedInterviewMedia(
  services: Pick<AppServices, "db">,
  input: { token: string; media: Exclude<InterviewMedia, "resume"> },
): Promise<BlobDownload> {
  const interview = await loadSharedInterview(services.db, input.token);
  return mediaDownload(services.db, interview, interview.id, input.media, false);
}
