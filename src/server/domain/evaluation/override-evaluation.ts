import { scorecardMessages } from "@shared/scorecards/scorecard-contracts";
import { evaluationMessages, type EvaluationView, type OverrideBody } from "@shared/evaluation/evaluation-contracts";
import { evaluationOverrides } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { recordAudit } from "../admin/record-audit";
import { opaqueIdsForCaller, spokenNamePartsForCaller } from "../companies/blind-review/spoken-name-redaction";
import { assignmentMessages } from "@shared/companies/assignment-contracts";
import { interviewInScope } from "../companies/assignments/assignment-scope";
import { requireCompany } from "../companies/require-company";
import { conflict, forbidden, validationError } from "../../errors";
import { loadEvaluationAccess } from "./evaluation-access";
import { opaqueEvaluationView } from "./opaque-evaluation-view";
import { aiScoresHiddenOnInterview } from "../companies/ai-scores-hidden";
import { readEvaluationView, requireCurrentEvaluation, type EvaluationRow } from "./read-evaluation-view";

/**
 * A reviewer of the company that owns the application overrides one criterion (1–5) or the
 * overall score (0–100) with a reason (decision 0050). The AI's result stays as it was: the
 * override is a row of its own, shown beside it, and audited in the same transaction. It does
 * not touch interviews.score: lists keep the AI's figure, labelled as such, and the decision to
 * hire stays a separate act of a person.
 */
export async function overrideEvaluation(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
  input: { interviewId: string; body: OverrideBody },
): Promise<EvaluationView> {
  const { actor: caller, company } = await requireCompany(services, actor, { may: "decisions", verified: true });
  const access = await loadEvaluationAccess(services, caller, input.interviewId);
  if (!access.owningCompany) throw forbidden(evaluationMessages.overrideNotOwner);
  // A hiring manager overrides on their postings' interviews only (decision 0084).
  if (!(await interviewInScope(services.db, company, access.interview, { forDecision: true }))) {
    throw forbidden(assignmentMessages.decideOnOwnPostings);
  }
  // Overriding scores one cannot see yet would be scoring blind of one's own scorecard (decision 0085).
  if (await aiScoresHiddenOnInterview(services, caller, access.interview.id))
    throw conflict(scorecardMessages.overrideWhileHidden);
  const { body } = input;
  const nameParts = await spokenNamePartsForCaller(services, caller, access.interview.candidateProfileId);
  const seal = await opaqueIdsForCaller(services, caller, access.interview.candidateProfileId);
  return services.db.transaction(async (tx) => {
    const evaluation = await requireCurrentEvaluation(tx, access.interview.id);
    if (evaluation.status !== "done") throw conflict(evaluationMessages.notFinished);
    const aiScore = checkTarget(evaluation, body);
    const [row] = await tx
      .insert(evaluationOverrides)
      .values({
        evaluationId: evaluation.id,
        questionIndex: body.questionIndex,
        criterionKey: body.criterionKey,
        score: body.score,
        reason: body.reason,
        byUserId: caller.userId,
        byName: caller.name,
      })
      .returning({ id: evaluationOverrides.id });
    await recordAudit(tx, {
      actorId: caller.userId,
      action: "evaluation.override",
      targetType: "interview",
      targetId: access.interview.id,
      details: {
        companyId: company.id,
        evaluationId: evaluation.id,
        overrideId: row!.id,
        questionIndex: body.questionIndex,
        criterionKey: body.criterionKey,
        aiScore,
        score: body.score,
        reason: body.reason,
      },
    });
    return opaqueEvaluationView(await readEvaluationView(tx, access, evaluation, nameParts), access.reference, seal);
  });
}

/** The AI's score the override sits beside, once the target and the score's range are checked. */
function checkTarget(evaluation: EvaluationRow, body: OverrideBody): number | string | null {
  if (body.questionIndex === null && body.criterionKey === null) {
    if (body.score < 0 || body.score > 100) {
      throw validationError(evaluationMessages.overrideScore, { score: evaluationMessages.overrideScore });
    }
    return evaluation.overallScore;
  }
  const question = evaluation.result?.questions.find((candidate) => candidate.index === body.questionIndex);
  const criterion = question?.criteria.find((candidate) => candidate.key === body.criterionKey);
  if (!criterion || body.questionIndex === null || body.criterionKey === null) {
    throw validationError(evaluationMessages.unknownCriterion, { criterionKey: evaluationMessages.unknownCriterion });
  }
  if (body.score < 1 || body.score > 5) {
    throw validationError(evaluationMessages.overrideScore, { score: evaluationMessages.overrideScore });
  }
  return criterion.score;
}
