import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import {
  MIN_SPEECH_SECONDS_TO_SCORE,
  evaluationMessages,
  type AnswerSignals,
  type TimedWord,
} from "@shared/evaluation/evaluation-contracts";
import type { RubricCriterion } from "@shared/evaluation/rubric";
import {
  answerTranscripts,
  applications,
  candidates,
  evaluations,
  files,
  interviews,
  profiles,
  recordingSessions,
  transcriptCorrections,
} from "../../../db/schema";
import type { StoredCriterionResult, StoredQuestionResult } from "../../../db/schema/evaluation-result";
import { extractAnswerAudio, writeSlice, type AnswerAudioFile } from "../../../plugins/media/extract-answer-audio";
import { BYTES_PER_SAMPLE, SAMPLE_RATE, WAV_HEADER_BYTES } from "../../../plugins/media/pcm-wav";
import { measureSpeech } from "../../../plugins/media/measure-speech";
import { probeDuration } from "../../../plugins/media/probe-duration";
import type { BlobKey } from "../../../plugins/storage/blob-store";
import type { AppServices } from "../../../services";
import { assessAnswer } from "../evidence/assess-answer";
import { detectInjection } from "../evidence/detect-injection";
import { overallScore } from "../scoring-policy";
import { nameParts, redactNameInText, redactNameInWords } from "../evidence/redact-names";
import type { AiProvider, AssessmentResponse } from "../providers/ai-provider";
import { mapBounded } from "../providers/bounded-parallel";
import { appendRun, sha256File, sha256Text } from "./run-log";
import { queueMatchRecompute } from "../../matching/recompute-matches-task";
import { isFollowUp } from "@shared/interviews/question-slots";
import { recordingWindowsOf } from "../../interviews/interviewer/recording-windows";
import { coverAnswer, type RecordingWindow } from "./answer-cover";

type Services = Pick<AppServices, "db" | "blobs" | "log" | "config" | "ai" | "tasks">;
type Evaluation = typeof evaluations.$inferSelect;

/** The recording is still being finalised: the task throws this so pg-boss retries it later. */
export class RecordingNotReadyError extends Error {
  constructor(interviewId: string) {
    super(`The recording of interview ${interviewId} is not finalised yet`);
    this.name = "RecordingNotReadyError";
  }
}

/** A failure that says in plain words what went wrong, shown with the failed evaluation. */
class EvaluationFailure extends Error {}

/** A claim this old belongs to a worker that crashed: the next delivery may take it over. */
export const STALE_CLAIM_MS = 15 * 60_000;

/** Less speech than this is no answer at all: no transcript is asked for. */
const ANSWERED_SPEECH_SECONDS = 1;

interface Answer {
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
 * Runs one evaluation to its end (decision 0050). Safe to deliver any number of times: a row
 * that is no longer current, done or failed is left alone, and the claim is a conditional
 * update, so of two deliveries only one does the work. Throws only RecordingNotReadyError;
 * anything else leaves the evaluation `failed` with the reason.
 */
export async function runEvaluation(services: Services, evaluationId: string): Promise<void> {
  const evaluation = await loadEvaluation(services, evaluationId);
  if (!evaluation || !evaluation.isCurrent || evaluation.status === "done" || evaluation.status === "failed") return;
  const recording = await finalisedRecording(services, evaluation.interviewId);
  if (recording.kind === "failed") {
    await markFailed(services, evaluation.id, recording.reason);
    return;
  }
  const claimed = await claim(services, evaluation.id, recording.fileId);
  if (!claimed) return;
  const scratch = await mkdtemp(path.join(os.tmpdir(), `onetake-evaluation-${evaluation.id}-`));
  try {
    await evaluate(services, claimed, recording, scratch);
  } catch (error) {
    services.log.warn({ err: error, evaluationId }, "an evaluation failed");
    await markFailed(services, evaluation.id, reasonOf(error));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function loadEvaluation(services: Pick<Services, "db">, evaluationId: string): Promise<Evaluation | undefined> {
  const [row] = await services.db.select().from(evaluations).where(eq(evaluations.id, evaluationId));
  return row;
}

type RecordingState =
  { kind: "ready"; sessionId: string; fileId: string; storageKey: string } | { kind: "failed"; reason: string };

/**
 * The interview's recording once its latest finished session is finalised. While it is being
 * processed this throws RecordingNotReadyError; a recording that could not be processed fails
 * the evaluation with that reason.
 */
async function finalisedRecording(services: Pick<Services, "db">, interviewId: string): Promise<RecordingState> {
  const [session] = await services.db
    .select({
      id: recordingSessions.id,
      processing: recordingSessions.processing,
      error: recordingSessions.processingError,
    })
    .from(recordingSessions)
    .where(and(eq(recordingSessions.interviewId, interviewId), eq(recordingSessions.status, "finished")))
    .orderBy(desc(recordingSessions.finishedAt))
    .limit(1);
  if (!session) return { kind: "failed", reason: evaluationMessages.notEvaluable };
  if (session.processing === "failed")
    return {
      kind: "failed",
      reason: `The recording could not be processed${session.error ? `: ${session.error}` : "."}`,
    };
  const [interview] = await services.db
    .select({ completed: interviews.completed, fileId: files.id, storageKey: files.storageKey })
    .from(interviews)
    .leftJoin(files, eq(files.id, interviews.recordingFileId))
    .where(eq(interviews.id, interviewId));
  if (!interview?.completed) return { kind: "failed", reason: evaluationMessages.notEvaluable };
  if (session.processing !== "ready" || !interview.fileId || !interview.storageKey)
    throw new RecordingNotReadyError(interviewId);
  return { kind: "ready", sessionId: session.id, fileId: interview.fileId, storageKey: interview.storageKey };
}

/** Takes the row for this worker: queued, or claimed by a worker that stopped long ago. */
async function claim(services: Pick<Services, "db">, evaluationId: string, recordingFileId: string) {
  const now = new Date();
  const [claimed] = await services.db
    .update(evaluations)
    .set({ status: "transcribing", recordingFileId, failureReason: null, updatedAt: now })
    .where(
      and(
        eq(evaluations.id, evaluationId),
        eq(evaluations.isCurrent, true),
        or(
          eq(evaluations.status, "queued"),
          and(
            inArray(evaluations.status, ["transcribing", "evaluating"]),
            lt(evaluations.updatedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
          ),
        ),
      ),
    )
    .returning();
  return claimed;
}

async function evaluate(
  services: Services,
  evaluation: Evaluation,
  { sessionId, storageKey }: { sessionId: string; storageKey: string },
  scratch: string,
) {
  const [interview] = await services.db
    .select({
      questions: interviews.questions,
      starts: interviews.questionStartSeconds,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(profiles, eq(profiles.id, candidates.profileId))
    .where(eq(interviews.id, evaluation.interviewId));
  if (!interview) throw new EvaluationFailure("The interview no longer exists.");
  const candidateName = nameParts(interview);

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
      isFollowUp(question) ? null : (interview.starts[index] ?? null),
    ),
    totalDurationSeconds,
    outputDir: scratch,
  });
  const clipOf = new Map(clips.map((clip) => [clip.questionIndex, clip]));
  const answers: Answer[] = [];
  for (const [index, question] of interview.questions.entries()) {
    if (isFollowUp(question)) continue;
    const audio = clipOf.get(index) ?? null;
    const speechSeconds = audio ? (await measureSpeech(audio.wavPath)).speechSeconds : 0;
    answers.push({
      index,
      question: question.text,
      criteria: evaluation.rubric.questions[index]?.criteria ?? [],
      startSeconds: audio?.startSeconds ?? 0,
      audio,
      signals: {
        speechSeconds: round(speechSeconds, 1),
        answered: speechSeconds >= ANSWERED_SPEECH_SECONDS,
        timeLimitShare:
          audio && question.timeLimitSeconds > 0
            ? round(Math.min(1, audio.durationSeconds / question.timeLimitSeconds), 3)
            : 0,
      },
      transcript: null,
      transcriptUnavailableReason: audio ? null : "This question was not asked in the recording.",
    });
  }

  const windows = await recordingWindowsOf(services.db, sessionId, {
    provider: services.ai.name,
    model: services.ai.transcribeModel,
  });
  await transcribeAnswers(services, evaluation, answers, windows);
  const corrected = await latestCorrections(services, evaluation);
  const scoresContent = services.ai.assess !== null && !evaluation.humanReviewOnly;
  if (scoresContent) await touch(services, evaluation.id, "evaluating");
  const questions = await mapBounded(
    answers,
    (answer) =>
      assessOne(services, evaluation, answer, corrected.get(answer.index) ?? null, { scoresContent, candidateName }),
    { limit: parallelCalls(services.ai, services.config) },
  );
  await finish(services, evaluation, questions, scoresContent);
}

/** Offline transcription is CPU work bounded by the cores; a remote provider by its own bound. */
function parallelCalls(ai: AiProvider, config: Services["config"]): number {
  return ai.name === "offline" ? Math.max(1, os.availableParallelism()) : config.aiCalls.maxConcurrency;
}

async function transcribeAnswers(
  services: Services,
  evaluation: Evaluation,
  answers: Answer[],
  windows: readonly RecordingWindow[],
): Promise<void> {
  await mapBounded(
    answers,
    async (answer) => {
      const audio = answer.audio;
      if (!audio) return;
      if (!answer.signals.answered) {
        answer.transcriptUnavailableReason = "No speech was found in this answer.";
        return;
      }
      // What the windows transcribed while the candidate spoke is not transcribed again; only
      // what they do not cover (usually the answer's last seconds) goes to the provider.
      const pieces = coverAnswer(
        { start: audio.startSeconds, end: audio.startSeconds + audio.durationSeconds },
        windows,
      );
      const reused = pieces.some((piece) => piece.kind === "window");
      const parts: { text: string; words: TimedWord[]; model: string | null; rough: boolean }[] = [];
      for (const piece of reused ? pieces : [{ kind: "gap" as const, start: audio.startSeconds, end: Infinity }]) {
        if (piece.kind === "window") {
          parts.push({ text: piece.text, words: piece.words, model: services.ai.transcribeModel, rough: false });
          continue;
        }
        const clip = reused ? await sliceOf(audio, piece) : audio;
        const heard = await transcribeClip(services, evaluation, answer.index, clip);
        if (heard.kind === "unavailable") {
          answer.transcriptUnavailableReason = heard.reason;
          return;
        }
        parts.push(heard);
      }
      const words = parts.flatMap((part) => part.words);
      const text = parts
        .map((part) => part.text.trim())
        .filter(Boolean)
        .join(" ");
      const model = parts.find((part) => part.model !== null)?.model ?? services.ai.transcribeModel ?? "";
      const rough = parts.some((part) => part.rough);
      answer.transcript = { text, words };
      // Keyed by (evaluation, question): a run taken over after a crash overwrites, never adds.
      await services.db
        .insert(answerTranscripts)
        .values({
          evaluationId: evaluation.id,
          interviewId: evaluation.interviewId,
          questionIndex: answer.index,
          provider: services.ai.name,
          model,
          rough,
          text,
          words,
        })
        .onConflictDoUpdate({
          target: [answerTranscripts.evaluationId, answerTranscripts.questionIndex],
          set: { provider: services.ai.name, model, rough, text, words },
        });
      await touch(services, evaluation.id, "transcribing");
    },
    { limit: parallelCalls(services.ai, services.config) },
  );
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

type HeardClip =
  | { kind: "transcript"; text: string; words: TimedWord[]; model: string; rough: boolean }
  | { kind: "unavailable"; reason: string };

/** One provider call for one clip, logged, its words moved to recording time. */
async function transcribeClip(
  services: Services,
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
      latencyMs: elapsed(started),
      outcome: "failed",
      error: reasonOf(error),
    });
    throw new EvaluationFailure(`Transcribing the answer to question ${questionIndex + 1} failed: ${reasonOf(error)}`);
  }
  if (result.kind === "unavailable") {
    await appendRun(services.db, services.config, {
      ...log,
      model: services.ai.transcribeModel,
      latencyMs: elapsed(started),
      outcome: "failed",
      error: result.reason,
    });
    return { kind: "unavailable", reason: result.reason };
  }
  await appendRun(services.db, services.config, {
    ...log,
    model: result.model,
    latencyMs: elapsed(started),
    usage: result.usage,
    outcome: "ok",
  });
  // Times in seconds of the whole recording, so a quote or a caption seeks the player directly.
  const offset = clip.startSeconds;
  const words = result.words.map((word) => ({
    text: word.text,
    start: round(word.start + offset, 2),
    end: round(word.end + offset, 2),
  }));
  return { kind: "transcript", text: result.text, words, model: result.model, rough: result.rough };
}

/** The candidate's latest correction per answer, of this recording (decision 0050). */
async function latestCorrections(
  services: Pick<Services, "db">,
  evaluation: Evaluation,
): Promise<Map<number, { text: string; words: TimedWord[] }>> {
  const rows = await services.db
    .select({
      questionIndex: transcriptCorrections.questionIndex,
      text: transcriptCorrections.text,
      words: transcriptCorrections.words,
    })
    .from(transcriptCorrections)
    .where(
      and(
        eq(transcriptCorrections.interviewId, evaluation.interviewId),
        evaluation.recordingFileId
          ? eq(transcriptCorrections.recordingFileId, evaluation.recordingFileId)
          : isNull(transcriptCorrections.recordingFileId),
      ),
    )
    .orderBy(desc(transcriptCorrections.createdAt));
  const latest = new Map<number, { text: string; words: TimedWord[] }>();
  for (const row of rows) if (!latest.has(row.questionIndex)) latest.set(row.questionIndex, row);
  return latest;
}

async function assessOne(
  services: Services,
  evaluation: Evaluation,
  answer: Answer,
  correction: { text: string; words: TimedWord[] } | null,
  { scoresContent, candidateName }: { scoresContent: boolean; candidateName: string[] },
): Promise<StoredQuestionResult & { candidateFeedback: string | null }> {
  const said = answer.transcript ? (correction ?? answer.transcript) : null;
  const injectionPhrases = said ? detectInjection(said.text) : [];
  // The model never receives the candidate's name, even spoken ("Hi, I'm Jane"): it is taken out
  // word for word, and quotes are checked against the same words, so they keep their times.
  const transcript = said
    ? { text: redactNameInText(said.text, candidateName), words: redactNameInWords(said.words, candidateName) }
    : null;
  const base = {
    index: answer.index,
    signals: answer.signals,
    transcriptUnavailableReason: answer.transcript ? null : answer.transcriptUnavailableReason,
    possibleInjection: injectionPhrases.length > 0,
    injectionPhrases,
  };
  if (!scoresContent) return { ...base, criteria: [], summary: null, candidateFeedback: null };
  if (!transcript)
    return {
      ...base,
      criteria: answer.criteria.map((criterion) => insufficient(criterion)),
      summary: null,
      candidateFeedback: null,
    };
  // Too little speech, or speech addressed to the evaluator, is not the AI's to score whatever a
  // model would say (decision 0050): no call is made, and the evidence rules give the reason.
  if (answer.signals.speechSeconds < MIN_SPEECH_SECONDS_TO_SCORE || base.possibleInjection)
    return {
      ...base,
      criteria: assessAnswer({
        criteria: answer.criteria,
        runs: [],
        words: transcript.words,
        speechSeconds: answer.signals.speechSeconds,
        possibleInjection: base.possibleInjection,
      }).criteria,
      summary: null,
      candidateFeedback: null,
    };

  const assess = services.ai.assess!;
  const outcomes = await Promise.allSettled(
    [0, 1].map(async (runIndex) => {
      const started = performance.now();
      try {
        const response = await assess({
          question: answer.question,
          criteria: answer.criteria,
          transcript: transcript.text,
          runIndex,
        });
        return { runIndex, response, latencyMs: elapsed(started) };
      } catch (error) {
        throw Object.assign(new Error(reasonOf(error)), { runIndex, latencyMs: elapsed(started) });
      }
    }),
  );
  const log = {
    evaluationId: evaluation.id,
    interviewId: evaluation.interviewId,
    step: "assess" as const,
    questionIndex: answer.index,
    provider: services.ai.name,
    rubricVersion: evaluation.rubricVersion,
    inputHash: sha256Text(transcript.text),
  };
  const responses: { runIndex: number; response: AssessmentResponse; latencyMs: number }[] = [];
  const failures: string[] = [];
  for (const outcome of outcomes) {
    if (outcome.status === "fulfilled") responses.push(outcome.value);
    else {
      const failure = outcome.reason as Error & { runIndex: number; latencyMs: number };
      failures.push(failure.message);
      await appendRun(services.db, services.config, {
        ...log,
        runIndex: failure.runIndex,
        model: services.ai.chatModel,
        latencyMs: failure.latencyMs,
        outcome: "failed",
        error: failure.message,
      });
    }
  }
  const assessed =
    failures.length === 0
      ? assessAnswer({
          criteria: answer.criteria,
          runs: responses.map(({ response }) => response.output),
          words: transcript.words,
          speechSeconds: answer.signals.speechSeconds,
          possibleInjection: false,
        })
      : null;
  for (const { runIndex, response, latencyMs } of responses) {
    const shared = {
      ...log,
      runIndex,
      model: response.model,
      promptHash: response.promptHash,
      temperature: response.temperature,
    };
    for (let attempt = 0; attempt < response.invalidAttempts; attempt += 1)
      await appendRun(services.db, services.config, {
        ...shared,
        latencyMs: 0,
        outcome: "invalid-output",
        error: "The model's output did not match the assessment schema; it was retried and not stored.",
      });
    await appendRun(services.db, services.config, {
      ...shared,
      latencyMs,
      usage: response.usage,
      quotesDropped: assessed?.quotesDroppedPerRun[runIndex] ?? 0,
      outcome: "ok",
    });
  }
  if (!assessed)
    throw new EvaluationFailure(`Assessing the answer to question ${answer.index + 1} failed: ${failures[0]}`);
  const first = responses[0]!.response.output;
  return {
    ...base,
    criteria: assessed.criteria,
    summary: textOrNull(first.summary),
    candidateFeedback: textOrNull(first.candidate_feedback),
  };
}

/** A criterion of an answer with no transcript: nothing was said that could be quoted. */
function insufficient(criterion: RubricCriterion): StoredCriterionResult {
  return {
    key: criterion.key,
    competency: criterion.competency,
    score: "insufficient_evidence",
    insufficientReason: "no-verified-quote",
    rationale: "",
    quotes: [],
    runScores: [],
    lowAgreement: false,
    quotesDropped: 0,
  };
}

/** Summaries longer than this are cut at a word (lists preview the first 150 characters). */
const SUMMARY_MAX = 2000;
const CANDIDATE_SUMMARY_MAX = 600;

async function finish(
  services: Services,
  evaluation: Evaluation,
  answers: (StoredQuestionResult & { candidateFeedback: string | null })[],
  scoresContent: boolean,
): Promise<void> {
  const questions: StoredQuestionResult[] = answers.map(({ candidateFeedback: _unused, ...question }) => question);
  // The server's own figure from the verified criteria, never a model's (decision 0050).
  const score = scoresContent ? overallScore(questions) : null;
  const summary = scoresContent
    ? compose(
        answers.map((answer) => answer.summary),
        SUMMARY_MAX,
      )
    : null;
  const candidateSummary = scoresContent
    ? compose(
        answers.map((answer) => answer.candidateFeedback),
        CANDIDATE_SUMMARY_MAX,
      )
    : null;
  const now = new Date();
  await services.db.transaction(async (tx) => {
    const [done] = await tx
      .update(evaluations)
      .set({
        status: "done",
        result: { questions },
        overallScore: score,
        summary,
        candidateSummary,
        failureReason: null,
        completedAt: now,
        updatedAt: now,
      })
      .where(and(eq(evaluations.id, evaluation.id), inArray(evaluations.status, ["transcribing", "evaluating"])))
      .returning({ isCurrent: evaluations.isCurrent });
    // Lists read the current result from the interview; an evaluation superseded meanwhile does not write there.
    if (done?.isCurrent) {
      await tx
        .update(interviews)
        .set({ score, feedback: summary, updatedAt: now })
        .where(eq(interviews.id, evaluation.interviewId));
      // The score and the transcripts are match inputs (decision 0052).
      await queueMatchRecompute(services, tx, { interviewId: evaluation.interviewId });
    }
  });
}

function compose(parts: (string | null)[], max: number): string | null {
  const text = parts
    .filter((part): part is string => Boolean(part))
    .join(" ")
    .trim();
  if (!text) return null;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}

async function touch(services: Pick<Services, "db">, evaluationId: string, status: "transcribing" | "evaluating") {
  await services.db
    .update(evaluations)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(evaluations.id, evaluationId), inArray(evaluations.status, ["transcribing", "evaluating"])));
}

async function markFailed(services: Pick<Services, "db">, evaluationId: string, reason: string): Promise<void> {
  await services.db
    .update(evaluations)
    .set({ status: "failed", failureReason: reason.slice(0, 2000), updatedAt: new Date() })
    .where(and(eq(evaluations.id, evaluationId), sql`${evaluations.status} <> 'done'`));
}

function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return "The evaluation stopped with an unexpected error.";
}

function textOrNull(text: string): string | null {
  return text.trim() ? text.trim() : null;
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
