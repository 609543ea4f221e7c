import { and, desc, eq, isNull } from "drizzle-orm";
import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import { transcriptCorrections } from "../../../db/schema";
import type { StoredQuestionResult } from "../../../db/schema/evaluation-result";
import { assessAnswer, type AnswerAssessment } from "../evidence/assess-answer";
import { detectInjection } from "../evidence/detect-injection";
import { redactNameInText, redactNameInWords } from "../evidence/redact-names";
import type { AssessmentResponse } from "../providers/ai-provider";
import { mapBounded } from "../providers/bounded-parallel";
import { planAnswerScoring } from "../scoring-policy";
import type { EvaluationAnswer } from "./cut-answer-audio";
import { EvaluationFailure, reasonOf, touchEvaluation } from "./evaluation-status";
import { parallelCalls, type Evaluation, type PipelineServices } from "./pipeline-services";
import { appendRun, elapsedMs, sha256Text, type RunLogEntry } from "./run-log";

type Said = { text: string; words: TimedWord[] };

/** One answer's result as stored, with the feedback for the candidate the store step gathers. */
export type AssessedAnswer = StoredQuestionResult & { candidateFeedback: string | null };

type ModelFindings = Pick<AssessedAnswer, "criteria" | "summary" | "candidateFeedback">;
type RunResponse = { runIndex: number; response: AssessmentResponse; latencyMs: number };
type RunFailure = Error & { runIndex: number; latencyMs: number };

/**
 * Assessment (decision 0050, steps 4-6): each answer, with the candidate's latest correction
 * applied and their name taken out, is assessed twice by the provider when the scoring policy
 * says it may be, and the runs go through the evidence rules. `scoresContent` false (signals
 * only, human-only review): nothing about content is judged.
 */
export async function assessAnswers(
  services: PipelineServices,
  evaluation: Evaluation,
  answers: readonly EvaluationAnswer[],
  options: { scoresContent: boolean; candidateName: string[] },
): Promise<AssessedAnswer[]> {
  const corrected = await latestCorrections(services, evaluation);
  if (options.scoresContent) await touchEvaluation(services, evaluation.id, "evaluating");
  return mapBounded(
    answers,
    (answer) => assessOne(services, evaluation, answer, corrected.get(answer.index) ?? null, options),
    { limit: parallelCalls(services) },
  );
}

/** The candidate's latest correction per answer, of this recording (decision 0050). */
async function latestCorrections(services: Pick<PipelineServices, "db">, evaluation: Evaluation) {
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
  const latest = new Map<number, Said>();
  for (const row of rows) if (!latest.has(row.questionIndex)) latest.set(row.questionIndex, row);
  return latest;
}

async function assessOne(
  services: PipelineServices,
  evaluation: Evaluation,
  answer: EvaluationAnswer,
  correction: Said | null,
  { scoresContent, candidateName }: { scoresContent: boolean; candidateName: string[] },
): Promise<AssessedAnswer> {
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
  // No transcript, too little speech, or speech addressed to the evaluator is not the AI's to
  // score whatever a model would say (decision 0050): no call is made, and the policy says why.
  const plan = planAnswerScoring({
    scoresContent,
    criteria: answer.criteria,
    hasTranscript: transcript !== null,
    speechSeconds: answer.signals.speechSeconds,
    possibleInjection: base.possibleInjection,
  });
  if (plan.kind === "not-scored") return { ...base, criteria: [], summary: null, candidateFeedback: null };
  if (plan.kind === "settled") return { ...base, criteria: plan.criteria, summary: null, candidateFeedback: null };
  return { ...base, ...(await askTheModel(services, evaluation, answer, transcript!)) };
}

/** Two independent runs, each logged; their outputs go through the evidence rules. */
async function askTheModel(
  services: PipelineServices,
  evaluation: Evaluation,
  answer: EvaluationAnswer,
  transcript: Said,
): Promise<ModelFindings> {
  const outcomes = await runTwice(services, answer, transcript.text);
  const log = {
    evaluationId: evaluation.id,
    interviewId: evaluation.interviewId,
    step: "assess" as const,
    questionIndex: answer.index,
    provider: services.ai.name,
    rubricVersion: evaluation.rubricVersion,
    inputHash: sha256Text(transcript.text),
  };
  const responses: RunResponse[] = [];
  const failures: string[] = [];
  for (const outcome of outcomes) {
    if (outcome.status === "fulfilled") responses.push(outcome.value);
    else {
      const failure = outcome.reason as RunFailure;
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
  await logResponses(services, log, responses, assessed);
  if (!assessed)
    throw new EvaluationFailure(`Assessing the answer to question ${answer.index + 1} failed: ${failures[0]}`);
  const first = responses[0]!.response.output;
  return {
    criteria: assessed.criteria,
    summary: textOrNull(first.summary),
    candidateFeedback: textOrNull(first.candidate_feedback),
  };
}

function runTwice(
  services: PipelineServices,
  answer: EvaluationAnswer,
  transcript: string,
): Promise<PromiseSettledResult<RunResponse>[]> {
  const assess = services.ai.assess!;
  return Promise.allSettled(
    [0, 1].map(async (runIndex) => {
      const started = performance.now();
      try {
        const response = await assess({ question: answer.question, criteria: answer.criteria, transcript, runIndex });
        return { runIndex, response, latencyMs: elapsedMs(started) };
      } catch (error) {
        throw Object.assign(new Error(reasonOf(error)), { runIndex, latencyMs: elapsedMs(started) });
      }
    }),
  );
}

/** Each answered run in the run log: its invalid outputs (retried, never stored), then the call. */
async function logResponses(
  services: PipelineServices,
  log: Omit<RunLogEntry, "model" | "latencyMs" | "outcome">,
  responses: readonly RunResponse[],
  assessed: AnswerAssessment | null,
): Promise<void> {
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
}

function textOrNull(text: string): string | null {
  return text.trim() ? text.trim() : null;
}
