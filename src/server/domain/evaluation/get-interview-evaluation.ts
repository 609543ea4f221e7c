import type { EvaluationView } from "@shared/evaluation/evaluation-contracts";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { opaqueIdsForCaller, spokenNamePartsForCaller } from "../companies/blind-review/spoken-name-redaction";
import { aiScoresHiddenOnInterview, withoutAiScores } from "../companies/ai-scores-hidden";
import { loadReadableEvaluationAccess } from "./evaluation-access";
import { opaqueEvaluationView } from "./opaque-evaluation-view";
import { readEvaluationView, requireCurrentEvaluation } from "./read-evaluation-view";

/** The interview's current evaluation for whoever may read it (decision 0050); none yet is a 404. */
export async function getInterviewEvaluation(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
  interviewId: string,
): Promise<EvaluationView> {
  const access = await loadReadableEvaluationAccess(services, actor, interviewId);
  const evaluation = await requireCurrentEvaluation(services.db, access.interview.id);
  const profileId = access.interview.candidateProfileId;
  const [nameParts, seal, hidden] = await Promise.all([
    spokenNamePartsForCaller(services, actor, profileId),
    opaqueIdsForCaller(services, actor, profileId),
    access.watcher === "company" ? aiScoresHiddenOnInterview(services, actor, access.interview.id) : false,
  ]);
  const view = opaqueEvaluationView(
    await readEvaluationView(services.db, access, evaluation, nameParts),
    access.reference,
    seal,
  );
  // A member scoring this interview reads the AI's scores once they have submitted (decision 0085).
  return hidden ? withoutAiScores(view) : view;
}
