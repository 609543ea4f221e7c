import { interviewMediaPaths } from "@shared/interviews/media-paths";
import type { InterviewWatch, SharedInterviewWatch } from "@shared/interviews/watch-contracts";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { hiddenFromCaller } from "../companies/blind-review/require-shown";
import { loadSharedInterview, loadWatchableInterview } from "./recording/recording-access";
import { chaptersOf, readRecordingState } from "./recording/recording-view";

/**
 * What a player needs for someone the access rule lets watch: the recording's state, the
 * questions as chapters and the media links (only once the recording is ready). Never any
 * accommodation: extra time is the candidate's own business (decision 0046). Nothing else about
 * the candidate: profiles have their own reads.
 */
export async function getInterviewWatch(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
  input: { interviewId: string },
): Promise<InterviewWatch> {
  const { interview, watcher, reference } = await loadWatchableInterview(services, actor, input.interviewId);
  const status = await readRecordingState(services.db, interview);
  const ready = status === "ready";
  // Links name the interview as the caller did: a blind-review company's opaque id stays opaque (decision 0077).
  const recordingUrl = interviewMediaPaths.recording(reference);
  // A resume shows the name: a blind-review company gets no link until it reveals the candidate.
  const resumeShown =
    interview.resumeFileId !== null &&
    (watcher !== "company" || !(await hiddenFromCaller(services, actor, interview.candidateId)));
  return {
    interviewId: reference,
    status,
    durationSeconds: ready ? interview.durationSeconds : null,
    completedAt: interview.completedAt?.toISOString() ?? null,
    chapters: chaptersOf(interview),
    recordingUrl: ready ? recordingUrl : null,
    downloadUrl: ready ? `${recordingUrl}?download=1` : null,
    posterUrl: ready && interview.posterFileId ? interviewMediaPaths.poster(reference) : null,
    resumeUrl: resumeShown ? interviewMediaPaths.resume(reference) : null,
    isOwner: watcher === "owner",
  };
}

/** The same for a share link's holder: the recording and its questions only. */
export async function getSharedInterview(
  services: Pick<AppServices, "db">,
  input: { token: string },
): Promise<SharedInterviewWatch> {
  const interview = await loadSharedInterview(services.db, input.token);
  const status = await readRecordingState(services.db, interview);
  const ready = status === "ready";
  return {
    status,
    durationSeconds: ready ? interview.durationSeconds : null,
    chapters: chaptersOf(interview),
    recordingUrl: ready ? interviewMediaPaths.sharedRecording(input.token) : null,
    posterUrl: ready && interview.posterFileId ? interviewMediaPaths.sharedPoster(input.token) : null,
  };
}
