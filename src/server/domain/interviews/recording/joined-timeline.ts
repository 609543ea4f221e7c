import { joinedQuestionStarts, joinedSegmentStarts } from "@shared/interviews/resume-point";
import { probeDuration } from "../../../plugins/media/probe-duration";
import type { AppServices } from "../../../services";
import { questionMarksOf } from "./session-progress";

export interface JoinedTimeline {
  /** Each question's start in the joined recording; null when the session has no marks (the manifest's offsets then stand). */
  questionStartSeconds: number[] | null;
  /** Where each segment (by index) begins in the joined recording. */
  segmentStartSeconds: Map<number, number>;
}

/**
 * Each question's and each segment's start in the joined recording, from the marks the recorder
 * sent while recording (segment and offset within it) and each segment's real length, probed
 * from its bytes: the browser only estimates the length of segments recorded before a reload.
 * Only the segments before the last are probed, and none when there is one.
 */
export async function joinedTimelineOf(
  services: Pick<AppServices, "db" | "config">,
  sessionId: string,
  segments: readonly { index: number; path: string }[],
): Promise<JoinedTimeline> {
  const marks = await questionMarksOf(services.db, sessionId);
  const seconds = new Map<number, number>();
  for (const [position, segment] of segments.entries()) {
    const last = position === segments.length - 1;
    seconds.set(segment.index, last ? 0 : await probeDuration({ path: services.config.ffmpegPath }, segment.path));
  }
  return {
    questionStartSeconds: marks.length === 0 ? null : joinedQuestionStarts(marks, seconds),
    segmentStartSeconds: joinedSegmentStarts(seconds),
  };
}
