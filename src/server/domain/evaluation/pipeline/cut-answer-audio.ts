import { createWriteStream } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { AnswerSignals, TimedWord } from "@shared/evaluation/evaluation-contracts";
import type { RubricCriterion } from "@shared/evaluation/rubric";
import { extractAnswerAudio, type AnswerAudioFile } from "../../../plugins/media/extract-answer-audio";
import { measureSpeech } from "../../../plugins/media/measure-speech";
import { probeDuration } from "../../../plugins/media/probe-duration";
import type { BlobKey } from "../../../plugins/storage/blob-store";
import { answerSignals, isAssessedSlot } from "../scoring-policy";
import type { EvaluatedInterview } from "./claim-evaluation";
import { EvaluationFailure } from "./evaluation-status";
import type { Evaluation, PipelineServices } from "./pipeline-services";

/** One answer as it goes through the pipeline: its clip and signals, then its transcript. */
export interface EvaluationAnswer {
  index: number;
  question: string;
  criteria: RubricCriterion[];
  startSeconds: number;
  audio: AnswerAudioFile | null;
  signals: AnswerSignals;
  transcript: { text: string; words: TimedWord[] } | null;
  transcriptUnavailableReason: string | null;
}

/**
 * Media (decision 0050, step 2): the recording is fetched into the scratch folder, ffmpeg cuts
 * 16 kHz mono audio at the stored question offsets, and each answer's speech is measured.
 */
export async function cutAnswerAudio(
  services: Pick<PipelineServices, "blobs" | "config">,
  evaluation: Evaluation,
  interview: EvaluatedInterview,
  { storageKey, scratch }: { storageKey: string; scratch: string },
): Promise<EvaluationAnswer[]> {
  const recordingPath = path.join(scratch, "recording");
  const blob = await services.blobs.get(storageKey as BlobKey);
  if (!blob) throw new EvaluationFailure("The recording's file is missing from storage.");
  await pipeline(blob.stream, createWriteStream(recordingPath));
  const ffmpeg = { path: services.config.ffmpegPath };
  const totalDurationSeconds = await probeDuration(ffmpeg, recordingPath);
  const clips = await extractAnswerAudio(ffmpeg, {
    recordingPath,
    // A follow-up's answer is the rest of its parent's (decision 0055): one cut runs through both,
    // so the parent is transcribed and assessed with everything said about it.
    questionStarts: interview.questions.map((question, index) =>
      isAssessedSlot(question) ? (interview.starts[index] ?? null) : null,
    ),
    totalDurationSeconds,
    outputDir: scratch,
  });
  const clipOf = new Map(clips.map((clip) => [clip.questionIndex, clip]));
  const answers: EvaluationAnswer[] = [];
  for (const [index, question] of interview.questions.entries()) {
    if (!isAssessedSlot(question)) continue;
    const audio = clipOf.get(index) ?? null;
    const speechSeconds = audio ? (await measureSpeech(audio.wavPath)).speechSeconds : 0;
    answers.push({
      index,
      question: question.text,
      criteria: evaluation.rubric.questions[index]?.criteria ?? [],
      startSeconds: audio?.startSeconds ?? 0,
      audio,
      signals: answerSignals({
        speechSeconds,
        clipSeconds: audio?.durationSeconds ?? null,
        timeLimitSeconds: question.timeLimitSeconds,
      }),
      transcript: null,
      transcriptUnavailableReason: audio ? null : "This question was not asked in the recording.",
    });
  }
  return answers;
}
