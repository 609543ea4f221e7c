import { and, eq } from "drizzle-orm";
import { evaluationMessages, type EvaluationView } from "@shared/evaluation/evaluation-contracts";
import { baseNumberOf } from "@shared/interviews/question-slots";
import type { DbOrTx } from "../../db/client";
import { interviews, transcriptCorrectionRequests } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireUserType } from "../accounts/access";
import { conflict, validationError } from "../../errors";
import { sendEmail } from "../mail/send-email";
import { correctionRequested, renderEmail } from "../mail/templates";
import { loadReadableEvaluationAccess, type EvaluationAccess } from "./evaluation-access";
import { alignCorrection } from "./evidence/align-correction";
import { measureCorrection } from "./evidence/correction-size";
import { interviewReviewersOf } from "./interview-reviewers";
import { readEvaluationView, readTranscripts, recordingOf, requireCurrentEvaluation } from "./read-evaluation-view";
import { applyCorrection } from "./apply-correction";

type CorrectionServices = Pick<AppServices, "db" | "sessions" | "tasks" | "ai" | "config">;

/**
 * The candidate corrects an answer's transcript (decisions 0050 and 0069). The original stays as
 * it was. A fix of misheard words (measureCorrection) applies at once, with the original words'
 * times, and the interview is re-assessed. Anything larger is a request the reviewer accepts or
 * declines after listening; until then the AI and matching read the transcript as heard. One
 * request per answer waits at a time (409). Only the candidate whose interview it is, and only
 * where they may read the evaluation.
 */
export async function correctTranscript(
  services: CorrectionServices,
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
    // Two corrections sent at once queue on the interview's row, so the second sees the first's request.
    await tx.select({ id: interviews.id }).from(interviews).where(eq(interviews.id, access.interview.id)).for("update");
    const recordingFileId = recordingOf(evaluation, access);
    if (await hasOpenRequest(tx, access.interview.id, input.questionIndex)) {
      throw conflict(evaluationMessages.correctionWaiting);
    }
    const correction = {
      interviewId: access.interview.id,
      recordingFileId,
      questionIndex: input.questionIndex,
      text: input.text,
      words: alignCorrection(original.words, input.text),
    };
    const size = measureCorrection(original.words, input.text);
    if (size.small) {
      await applyCorrection(services, tx, { ...correction, createdByUserId: candidate.userId });
      return;
    }
    await tx.insert(transcriptCorrectionRequests).values({
      ...correction,
      enterpriseId: access.interview.postingCompanyId,
      candidateUserId: candidate.userId,
      originalText: original.text,
      changedWords: size.changedWords,
    });
    await notifyReviewers(services, tx, access, input.questionIndex);
  });
  // The re-evaluation may already have made a new evaluation current. The candidate reads their own words.
  return readEvaluationView(services.db, access, await requireCurrentEvaluation(services.db, access.interview.id), []);
}

async function hasOpenRequest(tx: DbOrTx, interviewId: string, questionIndex: number): Promise<boolean> {
  const [open] = await tx
    .select({ id: transcriptCorrectionRequests.id })
    .from(transcriptCorrectionRequests)
    .where(
      and(
        eq(transcriptCorrectionRequests.interviewId, interviewId),
        eq(transcriptCorrectionRequests.questionIndex, questionIndex),
        eq(transcriptCorrectionRequests.status, "open"),
      ),
    )
    .limit(1);
  return open !== undefined;
}

async function notifyReviewers(
  services: CorrectionServices,
  tx: DbOrTx,
  access: EvaluationAccess,
  questionIndex: number,
): Promise<void> {
  const reviewers = await interviewReviewersOf(services, tx, access);
  const rendered = renderEmail(correctionRequested, {
    candidateName: reviewers.candidateName,
    interviewTitle: reviewers.interviewTitle,
    questionNumber: baseNumberOf(access.interview.questions, questionIndex),
    reviewUrl: reviewers.reviewUrl,
    audience: reviewers.audience,
  });
  for (const to of reviewers.emails) await sendEmail(services, tx, to, rendered);
}
