import { and, desc, eq } from "drizzle-orm";
import {
  evaluationMessages,
  type EvaluationView,
  type OverrideView,
  type QuestionEvaluation,
  type TranscriptView,
  type VerifiedQuote,
} from "@shared/evaluation/evaluation-contracts";
import type { DbOrTx } from "../../db/client";
import { answerTranscripts, evaluations, reviewRequests, transcriptCorrections } from "../../db/schema";
import { notFound } from "../../errors";
import type { EvaluationAccess } from "./evaluation-access";
import { overrideKey, readLatestOverrides } from "./latest-overrides";
import { firstTranscribedOf } from "./evidence/first-transcribed";
import {
  correctionRequestView,
  readLatestCorrectionRequests,
  type CorrectionRequestRow,
} from "./latest-correction-requests";
import { isStuck } from "./pipeline/claim-evaluation";
import { redactEvaluationView } from "./redact-evaluation-view";
import { SILENT_ANSWER_SIGNALS, overallBasis, storedEvaluationScoresContent } from "./scoring-policy";
import { baseNumberOf, isFollowUp } from "@shared/interviews/question-slots";

export type EvaluationRow = typeof evaluations.$inferSelect;
type CorrectionRow = typeof transcriptCorrections.$inferSelect;

/** The interview's current evaluation, or null. */
async function readCurrentEvaluation(db: DbOrTx, interviewId: string): Promise<EvaluationRow | null> {
  const [row] = await db
    .select()
    .from(evaluations)
    .where(and(eq(evaluations.interviewId, interviewId), eq(evaluations.isCurrent, true)))
    .limit(1);
  return row ?? null;
}

/** The current evaluation, or the evaluation's 404. */
export async function requireCurrentEvaluation(db: DbOrTx, interviewId: string): Promise<EvaluationRow> {
  const evaluation = await readCurrentEvaluation(db, interviewId);
  if (!evaluation) throw notFound(evaluationMessages.notFound);
  return evaluation;
}

/** The recording the evaluation (and so its corrections) is of. */
export function recordingOf(evaluation: EvaluationRow, access: EvaluationAccess): string | null {
  return evaluation.recordingFileId ?? access.interview.recordingFileId;
}

/**
 * The candidate's latest correction per answer of this recording; older ones, and those of a
 * recording since replaced, stay stored but are not shown.
 */
export async function readLatestCorrections(
  db: DbOrTx,
  interviewId: string,
  recordingFileId: string | null,
): Promise<Map<number, CorrectionRow>> {
  const rows = await db
    .select()
    .from(transcriptCorrections)
    .where(eq(transcriptCorrections.interviewId, interviewId))
    .orderBy(desc(transcriptCorrections.createdAt), desc(transcriptCorrections.id));
  const latest = new Map<number, CorrectionRow>();
  for (const row of rows) {
    if (row.recordingFileId !== recordingFileId || latest.has(row.questionIndex)) continue;
    latest.set(row.questionIndex, row);
  }
  return latest;
}

type TranscriptRow = typeof answerTranscripts.$inferSelect;

/** A re-evaluation in progress: its own transcripts are not written yet. */
const inProgress = (evaluation: EvaluationRow) =>
  evaluation.status === "queued" || evaluation.status === "transcribing" || evaluation.status === "evaluating";

/**
 * Each answer's transcript: the evaluation's own; while a re-evaluation (after a correction, a
 * retry) has not transcribed an answer yet, the latest earlier one of the same recording, so the
 * transcript, its correction and the captions stay readable meanwhile. A re-record deletes the old
 * recording's evaluations, so an earlier transcript is always of this recording.
 */
export async function readTranscripts(db: DbOrTx, evaluation: EvaluationRow): Promise<Map<number, TranscriptRow>> {
  const rows = await db
    .select({ transcript: answerTranscripts })
    .from(answerTranscripts)
    .innerJoin(evaluations, eq(evaluations.id, answerTranscripts.evaluationId))
    .where(
      inProgress(evaluation)
        ? eq(answerTranscripts.interviewId, evaluation.interviewId)
        : eq(answerTranscripts.evaluationId, evaluation.id),
    )
    .orderBy(desc(evaluations.isCurrent), desc(evaluations.createdAt), desc(evaluations.id));
  const latest = new Map<number, TranscriptRow>();
  for (const { transcript } of rows) {
    if (!latest.has(transcript.questionIndex)) latest.set(transcript.questionIndex, transcript);
  }
  return latest;
}

/** The latest override of each target, as the view shows it. */
async function readLatestOverrideViews(db: DbOrTx, evaluationId: string): Promise<Map<string, OverrideView>> {
  const latest = await readLatestOverrides(db, evaluationId);
  return new Map(
    [...latest].map(([key, row]) => [
      key,
      {
        id: row.id,
        score: row.score,
        reason: row.reason,
        byName: row.byName,
        createdAt: row.createdAt.toISOString(),
        carried: row.carriedFromEvaluationId !== null,
        needsConfirmation: row.needsConfirmation,
      },
    ]),
  );
}

async function readLatestReviewRequest(db: DbOrTx, interviewId: string): Promise<EvaluationView["reviewRequest"]> {
  const [row] = await db
    .select()
    .from(reviewRequests)
    .where(eq(reviewRequests.interviewId, interviewId))
    .orderBy(desc(reviewRequests.createdAt), desc(reviewRequests.id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    message: row.message,
    status: row.status,
    response: row.response,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The evaluation as the caller sees it (decision 0050): per question the transcript with the
 * candidate's correction beside it, per criterion the verified quotes and a person's latest
 * override beside the AI's result, and what the caller may do. Overrides are the company's own
 * review: the candidate sees the evidence and the AI's scores, not the company's overrides.
 * `nameParts`: the candidate's name to take out of their words for a company that has them hidden
 * (spokenNamePartsForCaller), [] for everyone else.
 */
export async function readEvaluationView(
  db: DbOrTx,
  access: EvaluationAccess,
  evaluation: EvaluationRow,
  nameParts: readonly string[],
): Promise<EvaluationView> {
  const { interview, watcher } = access;
  const recordingFileId = recordingOf(evaluation, access);
  const [transcripts, corrections, correctionRequests, overrides, reviewRequest] = await Promise.all([
    readTranscripts(db, evaluation),
    readLatestCorrections(db, interview.id, recordingFileId),
    readLatestCorrectionRequests(db, interview.id, recordingFileId),
    readLatestOverrideViews(db, evaluation.id),
    readLatestReviewRequest(db, interview.id),
  ]);
  const showOverrides = watcher !== "owner";
  const overrideOf = (key: string) => (showOverrides ? (overrides.get(key) ?? null) : null);
  const isOwner = watcher === "owner";
  // A correction too large to apply at once is the candidate's and its reviewer's business.
  const canDecideCorrections = access.owningCompany || (watcher === "admin" && interview.postingCompanyId === null);
  const questions = questionViews(access.interview, evaluation, {
    transcripts,
    corrections,
    correctionRequests: isOwner || canDecideCorrections ? correctionRequests : new Map(),
    overrideOf,
  });

  // The request is addressed to the company owning the posting, or to admins: other companies
  // that may watch a network interview do not read what the candidate wrote to OneTake.
  const seesReviewRequest = isOwner || watcher === "admin" || access.owningCompany;
  const hasTranscript = transcripts.size > 0;
  return redactEvaluationView(
    {
      id: evaluation.id,
      interviewId: interview.id,
      status: evaluation.status,
      // The provider's error text ("503 from …") is for who can act on it, not the candidate.
      failureReason:
        isOwner && evaluation.failureReason !== null ? evaluationMessages.failedForCandidate : evaluation.failureReason,
      provider: evaluation.provider,
      chatModel: evaluation.chatModel,
      transcribeModel: evaluation.transcribeModel,
      rubricVersion: evaluation.rubricVersion,
      scoresContent: storedEvaluationScoresContent(evaluation),
      humanReviewOnly: evaluation.humanReviewOnly,
      // Set by the company's read for a member scoring without having submitted (decision 0085).
      aiScoresHidden: false,
      overallScore: evaluation.overallScore,
      overallBasis: overallBasis(questions),
      overallOverride: overrideOf("overall"),
      summary: evaluation.summary,
      candidateSummary: evaluation.candidateSummary,
      questions,
      completedAt: evaluation.completedAt?.toISOString() ?? null,
      // Only the company that owns the application overrides; the network interview has no such
      // company, so nobody overrides it (its review requests go to admins, who answer in words).
      canOverride: access.owningCompany && evaluation.status === "done",
      canRetry:
        (access.owningCompany || watcher === "admin") && (evaluation.status === "failed" || isStuck(evaluation)),
      canCorrect: isOwner && access.mayReadEvaluation && hasTranscript,
      canDecideCorrections,
      canRequestReview: isOwner && access.mayReadEvaluation && reviewRequest?.status !== "open",
      reviewRequest: seesReviewRequest ? reviewRequest : null,
    },
    nameParts,
  );
}

/**
 * Per base question: the stored result, the transcript with the candidate's correction beside
 * it, and per criterion a person's latest override (when the caller sees overrides).
 */
function questionViews(
  interview: EvaluationAccess["interview"],
  evaluation: EvaluationRow,
  read: {
    transcripts: Map<number, TranscriptRow>;
    corrections: Map<number, CorrectionRow>;
    correctionRequests: Map<number, CorrectionRequestRow>;
    overrideOf: (key: string) => OverrideView | null;
  },
): QuestionEvaluation[] {
  const { transcripts, corrections, correctionRequests, overrideOf } = read;
  const stored = new Map((evaluation.result?.questions ?? []).map((question) => [question.index, question]));

  return interview.questions.flatMap((question, index) => {
    // A follow-up's answer is its parent's: shown with it, not as a question of its own.
    if (isFollowUp(question)) return [];
    const next = interview.questions[index + 1];
    const result = stored.get(index);
    const transcriptRow = transcripts.get(index);
    const correction = corrections.get(index);
    const correctionRequest = correctionRequests.get(index);
    // Quotes verified against the correction say which of their words were corrected.
    const firstTranscribed = (quote: VerifiedQuote) =>
      correction && transcriptRow ? firstTranscribedOf(quote, transcriptRow.words, correction.words) : null;
    const transcript: TranscriptView | null = transcriptRow
      ? {
          provider: transcriptRow.provider,
          model: transcriptRow.model,
          rough: transcriptRow.rough,
          // Every word heard, those the transcriber was unsure of marked (decision 0088).
          words: transcriptRow.heardWords ?? transcriptRow.words,
          text: transcriptRow.text,
          withheld: transcriptRow.withheld,
          correction: correction ? { text: correction.text, createdAt: correction.createdAt.toISOString() } : null,
        }
      : null;
    return {
      index,
      number: baseNumberOf(interview.questions, index),
      question: question.text,
      followUp: next && isFollowUp(next) ? next.text : null,
      startSeconds: interview.questionStartSeconds[index] ?? null,
      signals: result?.signals ?? SILENT_ANSWER_SIGNALS,
      transcript,
      transcriptUnavailableReason: transcript ? null : (result?.transcriptUnavailableReason ?? null),
      possibleInjection: result?.possibleInjection ?? false,
      correctionRequest: correctionRequest ? correctionRequestView(correctionRequest) : null,
      criteria: (result?.criteria ?? []).map((criterion) => ({
        ...criterion,
        quotes: criterion.quotes.map((quote) => ({ ...quote, firstTranscribed: firstTranscribed(quote) })),
        override: overrideOf(overrideKey(index, criterion.key)),
      })),
      summary: result?.summary ?? null,
    };
  });
}
