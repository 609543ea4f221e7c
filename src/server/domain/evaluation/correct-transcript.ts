import { evaluationMessages, type EvaluationView } from "@shared/evaluation/evaluation-contracts";
import { transcriptCorrections } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireUserType } from "../accounts/access";
import { validationError } from "../../errors";
import { loadReadableEvaluationAccess } from "./evaluation-access";
import { alignCorrection } from "./evidence/align-correction";
import { readEvaluationView, readTranscripts, recordingOf, requireCurrentEvaluation } from "./read-evaluation-view";
import { requestReEvaluation } from "./request-re-evaluation";
import { queueMatchRecompute } from "../matching/recompute-matches-task";

/**
 * The candidate corrects an answer's transcript (decision 0050): the original stays as it was,
 * the correction is stored beside it with times carried over from the original's words, and a
 * re-evaluation is requested in the same transaction. Only the candidate whose interview it is,
 * and only where they may read the evaluation.
 */
export async function correctTranscript(
  services: Pick<AppServices, "db" | "sessions" | "tasks" | "ai">,
  actor: Actor | null,
  input: { interviewId: string; questionIndex: number; text: string },
): Promise<EvaluationView> {
  const candidate = requireUserType(actor, "candidate");
  const access = await loadReadableEvaluationAccess(services, candidate, input.interviewId);
  await services.db.transaction(async (tx) => {
    const evaluation = await requireCurrentEvaluation(tx, access.interview.id);
    const original = (await readTranscripts(tx, evaluation)).get(input.questionIndex);
    if (!original) {
      throw validationError(evaluationMessages.noTranscript, { questionIndex: evaluationMessages.noTranscript });
    }
    await tx.insert(transcriptCorrections).values({
      interviewId: access.interview.id,
      recordingFileId: recordingOf(evaluation, access),
      questionIndex: input.questionIndex,
      text: input.text,
      words: alignCorrection(original.words, input.text),
      createdByUserId: candidate.userId,
    });
    await requestReEvaluation(services, tx, { interviewId: access.interview.id, reason: "correction" });
    await queueMatchRecompute(services, tx, { interviewId: access.interview.id });
  });
  // The re-evaluation may already have made a new evaluation current. The candidate reads their own words.
  return readEvaluationView(services.db, access, await requireCurrentEvaluation(services.db, access.interview.id), []);
}
