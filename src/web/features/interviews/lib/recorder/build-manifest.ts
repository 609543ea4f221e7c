import type { RecordingManifestInput } from "@shared/interviews/recording-contracts";
import { CHUNK_SECONDS, joinedQuestionStarts } from "@shared/interviews/resume-point";
import type { HeldSegment, QuestionMark } from "@shared/interviews/runner-contracts";
import type { LocalSegment } from "./local-recording";

/**
 * The finish manifest: every segment with chunks, each listed with this page's own checksums
 * where it recorded the segment, otherwise with what the server reported holding (a segment
 * recorded before a reload, once its leftovers are up, or on another device). Question starts are estimated
 * from segment lengths (measured here, else one second per chunk); the finalize task replaces
 * them with starts computed from the probed media.
 */
export function buildManifest(input: {
  held: readonly HeldSegment[];
  local: readonly LocalSegment[];
  marks: readonly QuestionMark[];
}): RecordingManifestInput {
  const indexes = [...new Set([...input.held, ...input.local].map((segment) => segment.index))].sort((a, b) => a - b);
  const segments = indexes
    .map((index) => {
      const local = input.local.find((segment) => segment.index === index);
      const checksums =
        local && local.checksums.length > 0
          ? local.checksums
          : (input.held.find((segment) => segment.index === index)?.chunks.map((chunk) => chunk.sha256) ?? []);
      return { index, lastSeq: checksums.length - 1, chunkSha256s: checksums };
    })
    .filter((segment) => segment.chunkSha256s.length > 0);
  const lengths = new Map(
    segments.map((segment) => {
      const local = input.local.find((other) => other.index === segment.index);
      const measured = local?.durationMs != null ? local.durationMs / 1000 : null;
      return [segment.index, measured ?? segment.chunkSha256s.length * CHUNK_SECONDS] as const;
    }),
  );
  const marks = input.marks.filter((mark) => lengths.has(mark.segment));
  const questionStartSeconds = joinedQuestionStarts(marks, lengths);
  return { segments, questionStartSeconds: questionStartSeconds.length > 0 ? questionStartSeconds : [0] };
}

/** Marks from the server and from this device, one per question, this device's winning (it may be newer). */
export function mergeMarks(server: readonly QuestionMark[], local: readonly QuestionMark[]): QuestionMark[] {
  const byQuestion = new Map<number, QuestionMark>();
  for (const mark of [...server, ...local])
    byQuestion.set(mark.questionIndex, {
      segment: mark.segment,
      questionIndex: mark.questionIndex,
      offsetSeconds: mark.offsetSeconds,
    });
  return [...byQuestion.values()].sort((a, b) => a.questionIndex - b.questionIndex);
}
