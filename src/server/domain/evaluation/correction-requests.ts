import { and, count, desc, eq, isNull, ne, type SQL } from "drizzle-orm";
import type { CorrectionRequestSummary } from "@shared/evaluation/correction-request-contracts";
import { evaluationMessages } from "@shared/evaluation/evaluation-contracts";
import { baseNumberOf } from "@shared/interviews/question-slots";
import type { DbOrTx } from "../../db/client";
import {
  applications,
  candidates,
  interviews,
  jobPostings,
  profiles,
  transcriptCorrectionRequests,
} from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { conflict, notFound } from "../../errors";
import { interviewTitle } from "../interviews/interview-titles";
import { applyCorrection } from "./apply-correction";
import { hideCandidateInSummaries, reviewerOf } from "./interview-reviewers";

/*
 * The reviewer's side of a correction too large to apply at once (decision 0069): the company
 * owning the posting, or an admin for the network interview, lists what waits, listens to the
 * answer, and accepts (the correction applies and the interview is re-assessed) or declines (the
 * transcript as heard stays). Anyone else gets the same 404 as for an unknown request.
 */

const summaryColumns = {
  request: transcriptCorrectionRequests,
  applicationId: applications.id,
  candidateProfileId: candidates.profileId,
  jobPostingId: applications.jobPostingId,
  postingTitle: jobPostings.title,
  questions: interviews.questions,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
};

function selectSummaries(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(transcriptCorrectionRequests)
    .innerJoin(interviews, eq(interviews.id, transcriptCorrectionRequests.interviewId))
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(profiles, eq(profiles.id, candidates.profileId))
    .leftJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .where(where);
}

function toSummary(row: Awaited<ReturnType<typeof selectSummaries>>[number]): CorrectionRequestSummary {
  const { request } = row;
  return {
    id: request.id,
    interviewId: request.interviewId,
    applicationId: row.applicationId,
    candidateProfileId: row.candidateProfileId,
    candidateName: `${row.firstName} ${row.lastName}`.trim(),
    interviewTitle: interviewTitle(row),
    questionIndex: request.questionIndex,
    questionNumber: row.questions[request.questionIndex] ? baseNumberOf(row.questions, request.questionIndex) : 0,
    question: row.questions[request.questionIndex]?.text ?? "",
    originalText: request.originalText,
    text: request.text,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
  };
}

async function addresseeOf(services: Pick<AppServices, "sessions">, actor: Actor | null) {
  const reviewer = await reviewerOf(services, actor);
  const where =
    reviewer.companyId === null
      ? isNull(transcriptCorrectionRequests.enterpriseId)
      : eq(transcriptCorrectionRequests.enterpriseId, reviewer.companyId);
  return { ...reviewer, where };
}

function hideSummaries(
  services: Pick<AppServices, "db" | "config">,
  companyId: string | null,
  summaries: CorrectionRequestSummary[],
): Promise<CorrectionRequestSummary[]> {
  return hideCandidateInSummaries(services, companyId, summaries, (summary, redact) => ({
    ...summary,
    text: redact(summary.text),
    originalText: redact(summary.originalText),
  }));
}

const statusFilter = {
  open: eq(transcriptCorrectionRequests.status, "open"),
  decided: ne(transcriptCorrectionRequests.status, "open"),
  all: undefined,
} as const;

/** The correction requests addressed to the caller, newest first, a page at a time. */
export async function listCorrectionRequests(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
  query: { page: number; pageSize: number; status: keyof typeof statusFilter },
): Promise<{ items: CorrectionRequestSummary[]; total: number; page: number; pageSize: number }> {
  const { where: addressed, companyId } = await addresseeOf(services, actor);
  const where = and(addressed, statusFilter[query.status]);
  const [rows, [total]] = await Promise.all([
    selectSummaries(services.db, where)
      .orderBy(desc(transcriptCorrectionRequests.createdAt), desc(transcriptCorrectionRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    services.db.select({ n: count() }).from(transcriptCorrectionRequests).where(where),
  ]);
  const items = await hideSummaries(services, companyId, rows.map(toSummary));
  return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The addressee accepts or declines a request once; a second decision is a 409. */
export async function decideCorrectionRequest(
  services: Pick<AppServices, "db" | "sessions" | "tasks" | "ai" | "config">,
  actor: Actor | null,
  input: { requestId: string; decision: "accept" | "decline"; now?: Date },
): Promise<CorrectionRequestSummary> {
  const { userId, where, companyId } = await addresseeOf(services, actor);
  const summary = await services.db.transaction(async (tx) => {
    const [row] = await selectSummaries(tx, and(eq(transcriptCorrectionRequests.id, input.requestId), where)).limit(1);
    if (!row) throw notFound(evaluationMessages.correctionRequestNotFound);
    const [decided] = await tx
      .update(transcriptCorrectionRequests)
      .set({
        status: input.decision === "accept" ? "accepted" : "declined",
        decidedByUserId: userId,
        decidedAt: input.now ?? new Date(),
      })
      .where(and(eq(transcriptCorrectionRequests.id, row.request.id), eq(transcriptCorrectionRequests.status, "open")))
      .returning();
    if (!decided) throw conflict(evaluationMessages.correctionAlreadyDecided);
    if (input.decision === "accept") {
      await applyCorrection(services, tx, {
        interviewId: decided.interviewId,
        recordingFileId: decided.recordingFileId,
        questionIndex: decided.questionIndex,
        text: decided.text,
        words: decided.words,
        createdByUserId: decided.candidateUserId,
      });
    }
    return toSummary({ ...row, request: decided });
  });
  const [shown] = await hideSummaries(services, companyId, [summary]);
  return shown!;
}
