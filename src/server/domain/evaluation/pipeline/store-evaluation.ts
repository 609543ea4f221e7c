import { and, eq, inArray } from "drizzle-orm";
import { evaluations, interviews } from "../../../db/schema";
import type { StoredQuestionResult } from "../../../db/schema/evaluation-result";
import { queueMatchRecompute } from "../../matching/recompute-matches-task";
import { evaluationOverallScore } from "../scoring-policy";
import type { AssessedAnswer } from "./assess-answers";
import { askToConfirmChangedOverrides } from "./carried-overrides";
import { composeSummary } from "./evaluation-summary";
import type { Evaluation, PipelineServices } from "./pipeline-services";

/** Summaries longer than this are cut at a word (lists preview the first 150 characters). */
const SUMMARY_MAX = 2000;
const CANDIDATE_SUMMARY_MAX = 600;

/**
 * Store (decision 0050, step 7): the result, the server's own overall score and the summaries on
 * the evaluation; for the current evaluation, its score and summary copied to the interview,
 * which lists read, and the candidate's matches recomputed.
 */
export async function storeEvaluation(
  services: PipelineServices,
  evaluation: Evaluation,
  answers: readonly AssessedAnswer[],
  scoresContent: boolean,
): Promise<void> {
  const questions: StoredQuestionResult[] = answers.map(({ candidateFeedback: _unused, ...question }) => question);
  // The server's own figure from the verified criteria, never a model's (decision 0050).
  const score = evaluationOverallScore(questions, scoresContent);
  const summary = scoresContent
    ? composeSummary(
        answers.map((answer) => answer.summary),
        SUMMARY_MAX,
      )
    : null;
  const candidateSummary = scoresContent
    ? composeSummary(
        answers.map((answer) => answer.candidateFeedback),
        CANDIDATE_SUMMARY_MAX,
      )
    : null;
  const now = new Date();
  await services.db.transaction(async (tx) => {
    // The interview's row first, as a reset takes it before deleting its evaluations: the other
    // order deadlocks with a reset that lands while this stores.
    await tx
      .select({ id: interviews.id })
      .from(interviews)
      .where(eq(interviews.id, evaluation.interviewId))
      .for("update");
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
    if (done) await askToConfirmChangedOverrides(tx, evaluation.id, { questions, overallScore: score });
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
