import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import { and, desc, eq, ne } from "drizzle-orm";
import { answerTranscripts, evaluations } from "../../../db/schema";
import { writeSlice, type AnswerAudioFile } from "../../../plugins/media/extract-answer-audio";
import { BYTES_PER_SAMPLE, SAMPLE_RATE, WAV_HEADER_BYTES } from "../../../plugins/media/pcm-wav";
import { mapBounded } from "../providers/bounded-parallel";
import { coverAnswer, type RecordingWindow } from "./answer-cover";
import type { EvaluationAnswer } from "./cut-answer-audio";
import { EvaluationFailure, reasonOf, touchEvaluation } from "./evaluation-status";
import { parallelCalls, type Evaluation, type PipelineServices } from "./pipeline-services";
import { appendRun, elapsedMs, sha256File } from "./run-log";
import { believeTranscript, WORD_CONFIDENCE_THRESHOLD } from "../transcript-confidence";

type TranscriptPart = { text: string; words: TimedWord[]; model: string | null; rough: boolean };

type HeardClip =
  | { kind: "transcript"; text: string; words: TimedWord[]; model: string; rough: boolean }
  | { kind: "unavailable"; reason: string };

/**
 * Transcription (decision 0050, step 3): each answer with speech, through the provider, with word
 * times in seconds of the whole recording, stored per answer. What an earlier evaluation of the
 * same recording heard, and what the windows transcribed while the candidate spoke (decision
 * 0055), is reused. Sets each answer's transcript, or its reason.
 */
export async function transcribeAnswers(
  services: PipelineServices,
  evaluation: Evaluation,
  answers: EvaluationAnswer[],
  windows: readonly RecordingWindow[],
): Promise<void> {
  const heardBefore = await earlierTranscripts(services, evaluation);
  await mapBounded(
    answers,
    async (answer) => {
      if (!answer.audio) return;
      if (!answer.signals.answered) {
        answer.transcriptUnavailableReason = "No speech was found in this answer.";
        return;
      }
      const earlier = heardBefore.get(answer.index);
      const parts = earlier
        ? { kind: "parts" as const, parts: [earlier] }
        : await hearAnswer(services, evaluation, answer, answer.audio, windows);
      if (parts.kind === "unavailable") {
        answer.transcriptUnavailableReason = parts.reason;
        return;
      }
      answer.transcript = await storeTranscript(services, evaluation, answer.index, parts.parts);
      await touchEvaluation(services, evaluation.id, "transcribing");
    },
    { limit: parallelCalls(services) },
  );
}

/**
 * What an earlier evaluation of this recording heard with the same provider and model, per answer
 * (decision 0069): a re-assessment (a correction, a re-evaluation, a retry) assesses again but does
 * not transcribe the same audio a second time.
 */
async function earlierTranscripts(
  services: Pick<PipelineServices, "db" | "ai">,
  evaluation: Evaluation,
): Promise<Map<number, TranscriptPart>> {
  const heard = new Map<number, TranscriptPart>();
  if (!evaluation.recordingFileId) return heard;
  const rows = await services.db
    .select({
      questionIndex: answerTranscripts.questionIndex,
      text: answerTranscripts.text,
      words: answerTranscripts.words,
      heardWords: answerTranscripts.heardWords,
      model: answerTranscripts.model,
      rough: answerTranscripts.rough,
    })
    .from(answerTranscripts)
    .innerJoin(evaluations, eq(evaluations.id, answerTranscripts.evaluationId))
    .where(
      and(
        eq(evaluations.interviewId, evaluation.interviewId),
        eq(evaluations.recordingFileId, evaluation.recordingFileId),
        ne(evaluations.id, evaluation.id),
        eq(answerTranscripts.provider, services.ai.name),
        services.ai.transcribeModel ? eq(answerTranscripts.model, services.ai.transcribeModel) : undefined,
      ),
    )
    .orderBy(desc(evaluations.createdAt));
  for (const { heardWords, ...row } of rows) {
    if (heard.has(row.questionIndex)) continue;
    // Every word heard, so that what is believed is judged again with today's threshold.
    heard.set(
      row.questionIndex,
      heardWords ? { ...row, words: heardWords, text: heardWords.map((word) => word.text).join(" ") } : row,
    );
  }
  return heard;
}

/**
 * The answer's transcript in parts: what the windows transcribed while the candidate spoke is
 * not transcribed again; only what they do not cover (usually the answer's last seconds) goes to
 * the provider. An answer no window covers is transcribed whole.
 */
async function hearAnswer(
  services: PipelineServices,
  evaluation: Evaluation,
  answer: EvaluationAnswer,
  audio: AnswerAudioFile,
  windows: readonly RecordingWindow[],
): Promise<{ kind: "parts"; parts: TranscriptPart[] } | { kind: "unavailable"; reason: string }> {
  const pieces = coverAnswer({ start: audio.startSeconds, end: audio.startSeconds + audio.durationSeconds }, windows);
  const reused = pieces.some((piece) => piece.kind === "window");
  const parts: TranscriptPart[] = [];
  for (const piece of reused ? pieces : [{ kind: "gap" as const, start: audio.startSeconds, end: Infinity }]) {
    if (piece.kind === "window") {
      parts.push({ text: piece.text, words: piece.words, model: services.ai.transcribeModel, rough: false });
      continue;
    }
    const clip = reused ? await sliceOf(audio, piece) : audio;
    const heard = await transcribeClip(services, evaluation, answer.index, clip);
    if (heard.kind === "unavailable") return heard;
    parts.push(heard);
  }
  return { kind: "parts", parts };
}

/**
 * The parts joined and stored as the answer's transcript. Where the transcriber said how sure it
 * was of each word (decision 0088), only the words it believes are the transcript everything
 * downstream reads; every word heard is kept beside them, and an answer it is too unsure of is
 * withheld.
 */
async function storeTranscript(
  services: Pick<PipelineServices, "db" | "ai">,
  evaluation: Evaluation,
  questionIndex: number,
  parts: readonly TranscriptPart[],
): Promise<{ text: string; words: TimedWord[] }> {
  const heard = parts.flatMap((part) => part.words);
  const heardText = parts
    .map((part) => part.text.trim())
    .filter(Boolean)
    .join(" ");
  const model = parts.find((part) => part.model !== null)?.model ?? services.ai.transcribeModel ?? "";
  const rough = parts.some((part) => part.rough);
  const believed = believeTranscript(heard);
  const stored = believed
    ? {
        text: believed.text,
        words: believed.words,
        heardWords: believed.heardWords,
        confidenceThreshold: believed.confidenceThreshold,
        confidentShare: believed.confidentShare,
        withheld: believed.withheld,
      }
    : {
        text: heardText,
        words: heard,
        heardWords: null,
        confidenceThreshold: null,
        confidentShare: null,
        withheld: false,
      };
  // Keyed by (evaluation, question): a run taken over after a crash overwrites, never adds.
  await services.db
    .insert(answerTranscripts)
    .values({
      evaluationId: evaluation.id,
      interviewId: evaluation.interviewId,
      questionIndex,
      provider: services.ai.name,
      model,
      rough,
      ...stored,
    })
    .onConflictDoUpdate({
      target: [answerTranscripts.evaluationId, answerTranscripts.questionIndex],
      set: { provider: services.ai.name, model, rough, ...stored },
    });
  return { text: stored.text, words: stored.words };
}

/** A stretch of an answer's clip as a WAV of its own, beside it. */
async function sliceOf(audio: AnswerAudioFile, gap: { start: number; end: number }): Promise<AnswerAudioFile> {
  const first = Math.max(0, Math.round((gap.start - audio.startSeconds) * SAMPLE_RATE));
  const last = Math.min(
    Math.round((gap.end - audio.startSeconds) * SAMPLE_RATE),
    Math.round(audio.durationSeconds * SAMPLE_RATE),
  );
  const samples = Math.max(0, last - first);
  const wavPath = audio.wavPath.replace(/\.wav$/, `-from-${first}.wav`);
  await writeSlice(audio.wavPath, wavPath, WAV_HEADER_BYTES + first * BYTES_PER_SAMPLE, samples * BYTES_PER_SAMPLE);
  return {
    questionIndex: audio.questionIndex,
    wavPath,
    startSeconds: audio.startSeconds + first / SAMPLE_RATE,
    durationSeconds: samples / SAMPLE_RATE,
  };
}

/** One provider call for one clip, logged, its words moved to recording time. */
async function transcribeClip(
  services: PipelineServices,
  evaluation: Evaluation,
  questionIndex: number,
  clip: AnswerAudioFile,
): Promise<HeardClip> {
  const inputHash = await sha256File(clip.wavPath);
  const started = performance.now();
  const log = {
    evaluationId: evaluation.id,
    interviewId: evaluation.interviewId,
    step: "transcribe" as const,
    questionIndex,
    provider: services.ai.name,
    rubricVersion: evaluation.rubricVersion,
    inputHash,
  };
  let result;
  try {
    result = await services.ai.transcribe({ wavPath: clip.wavPath, durationSeconds: clip.durationSeconds });
  } catch (error) {
    await appendRun(services.db, services.config, {
      ...log,
      model: services.ai.transcribeModel,
      latencyMs: elapsedMs(started),
      outcome: "failed",
      error: reasonOf(error),
    });
    throw new EvaluationFailure(`Transcribing the answer to question ${questionIndex + 1} failed: ${reasonOf(error)}`);
  }
  if (result.kind === "unavailable") {
    await appendRun(services.db, services.config, {
      ...log,
      model: services.ai.transcribeModel,
      latencyMs: elapsedMs(started),
      outcome: "failed",
      error: result.reason,
    });
    return { kind: "unavailable", reason: result.reason };
  }
  await appendRun(services.db, services.config, {
    ...log,
    model: result.model,
    latencyMs: elapsedMs(started),
    usage: result.usage,
    outcome: "ok",
    // The threshold its words will be believed at, where the transcriber gave confidences.
    confidenceThreshold: result.words.some((word) => word.confidence !== undefined) ? WORD_CONFIDENCE_THRESHOLD : null,
  });
  // Times in seconds of the whole recording, so a quote or a caption seeks the player directly.
  const offset = clip.startSeconds;
  const words = result.words.map((word) => ({
    text: word.text,
    start: round(word.start + offset, 2),
    end: round(word.end + offset, 2),
    ...(word.confidence === undefined ? {} : { confidence: word.confidence }),
  }));
  return { kind: "transcript", text: result.text, words, model: result.model, rough: result.rough };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
