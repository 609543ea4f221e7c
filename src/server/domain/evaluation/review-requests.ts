import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import {
  evaluationMessages,
  type EvaluationView,
  type ReviewRequestSummary,
} from "@shared/evaluation/evaluation-contracts";
import type { DbOrTx } from "../../db/client";
import {
  applications,
  candidates,
  enterprises,
  interviews,
  jobPostings,
  profiles,
  reviewRequests,
} from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireUserType } from "../accounts/access";
import { conflict, notFound } from "../../errors";
import { interviewTitle } from "../interviews/interview-titles";
import { sendEmail } from "../mail/send-email";
import { renderEmail, reviewAnswered, reviewRequested } from "../mail/templates";
import { loadReadableEvaluationAccess, type EvaluationAccess } from "./evaluation-access";
import { hideCandidateInSummaries, interviewReviewersOf, reviewerOf } from "./interview-reviewers";
import { readEvaluationView, requireCurrentEvaluation } from "./read-evaluation-view";

type MailServices = Pick<AppServices, "db" | "sessions" | "tasks" | "config">;

/**
 * The candidate asks a person to look at their evaluation again, with a message (decision 0050).
 * It is addressed to the company that owns the posting, or to OneTake's admins for the network
 * interview, and mailed to them in the same transaction. One request at a time is open: another
 * waits until the first is answered (409).
 */
export async function requestHumanReview(
  services: MailServices,
  actor: Actor | null,
  input: { interviewId: string; message: string },
): Promise<EvaluationView> {
  const candidate = requireUserType(actor, "candidate");
  const access = await loadReadableEvaluationAccess(services, candidate, input.interviewId);
  const interviewId = access.interview.id;
  await services.db.transaction(async (tx) => {
    await requireCurrentEvaluation(tx, interviewId);
    // Two requests sent at once queue on the interview's row, so the second sees the first.
    await tx.select({ id: interviews.id }).from(interviews).where(eq(interviews.id, interviewId)).for("update");
    const [open] = await tx
      .select({ id: reviewRequests.id })
      .from(reviewRequests)
      .where(and(eq(reviewRequests.interviewId, interviewId), eq(reviewRequests.status, "open")))
      .limit(1);
    if (open) throw conflict(evaluationMessages.reviewAlreadyOpen);
    await tx.insert(reviewRequests).values({
      interviewId,
      enterpriseId: access.interview.postingCompanyId,
      candidateUserId: candidate.userId,
      message: input.message,
    });
    await notifyReviewers(services, tx, access, input.message);
  });
  // The candidate reads their own words.
  return readEvaluationView(services.db, access, await requireCurrentEvaluation(services.db, interviewId), []);
}

async function notifyReviewers(
  services: MailServices,
  tx: DbOrTx,
  access: EvaluationAccess,
  message: string,
): Promise<void> {
  const reviewers = await interviewReviewersOf(services, tx, access);
  const rendered = renderEmail(reviewRequested, {
    candidateName: reviewers.candidateName,
    interviewTitle: reviewers.interviewTitle,
    message: reviewers.redact(message),
    reviewUrl: reviewers.reviewUrl,
    audience: reviewers.audience,
  });
  for (const to of reviewers.emails) await sendEmail(services, tx, to, rendered);
}

const summaryColumns = {
  request: reviewRequests,
  applicationId: applications.id,
  candidateProfileId: candidates.profileId,
  jobPostingId: applications.jobPostingId,
  postingTitle: jobPostings.title,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: profiles.email,
  companyName: enterprises.companyName,
};

function selectSummaries(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(reviewRequests)
    .innerJoin(interviews, eq(interviews.id, reviewRequests.interviewId))
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(profiles, eq(profiles.id, candidates.profileId))
    .leftJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .leftJoin(enterprises, eq(enterprises.id, reviewRequests.enterpriseId))
    .where(where);
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

function toSummary(row: SummaryRow): ReviewRequestSummary {
  const { request } = row;
  return {
    id: request.id,
    interviewId: request.interviewId,
    applicationId: row.applicationId,
    // Where admins review a network interview, which has no company application page.
    candidateProfileId: row.candidateProfileId,
    candidateName: `${row.firstName} ${row.lastName}`.trim(),
    interviewTitle: interviewTitle(row),
    message: request.message,
    status: request.status,
    response: request.response,
    createdAt: request.createdAt.toISOString(),
    respondedAt: request.respondedAt?.toISOString() ?? null,
  };
}

/** The requests the caller answers: a company's for its postings, an admin's for the network interview. */
async function addresseeOf(services: Pick<AppServices, "sessions">, actor: Actor | null) {
  const reviewer = await reviewerOf(services, actor);
  const where =
    reviewer.companyId === null
      ? isNull(reviewRequests.enterpriseId)
      : eq(reviewRequests.enterpriseId, reviewer.companyId);
  return { ...reviewer, where };
}

/** The human review requests addressed to the caller, newest first, a page at a time. */
export async function listReviewRequests(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
  query: { page: number; pageSize: number; status: "open" | "answered" | "all" },
): Promise<{ items: ReviewRequestSummary[]; total: number; page: number; pageSize: number }> {
  const { where: addressed, companyId } = await addresseeOf(services, actor);
  const where = query.status === "all" ? addressed : and(addressed, eq(reviewRequests.status, query.status));
  const [rows, [total]] = await Promise.all([
    selectSummaries(services.db, where)
      .orderBy(desc(reviewRequests.createdAt), desc(reviewRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    services.db.select({ n: count() }).from(reviewRequests).where(where),
  ]);
  const items = await hideSummaries(services, companyId, rows.map(toSummary));
  return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Requests as a blind-review company sees them (hideCandidateInSummaries): their message too. */
function hideSummaries(
  services: Pick<AppServices, "db" | "config">,
  companyId: string | null,
  summaries: ReviewRequestSummary[],
): Promise<ReviewRequestSummary[]> {
  return hideCandidateInSummaries(services, companyId, summaries, (summary, redact) => ({
    ...summary,
    message: redact(summary.message),
  }));
}

/**
 * The addressee answers a request once (a second answer is a 409); the candidate is told by
 * e-mail, which they asked for, in the same transaction. A request addressed to someone else is
 * the same 404 as an unknown one.
 */
export async function answerReviewRequest(
  services: Pick<AppServices, "db" | "sessions" | "tasks" | "config">,
  actor: Actor | null,
  input: { requestId: string; response: string; now?: Date },
): Promise<ReviewRequestSummary> {
  const { userId, where, companyId } = await addresseeOf(services, actor);
  const now = input.now ?? new Date();
  const summary = await services.db.transaction(async (tx) => {
    const [row] = await selectSummaries(tx, and(eq(reviewRequests.id, input.requestId), where)).limit(1);
    if (!row) throw notFound(evaluationMessages.reviewRequestNotFound);
    const [answered] = await tx
      .update(reviewRequests)
      .set({ status: "answered", response: input.response, respondedByUserId: userId, respondedAt: now })
      .where(and(eq(reviewRequests.id, row.request.id), eq(reviewRequests.status, "open")))
      .returning();
    if (!answered) throw conflict(evaluationMessages.reviewAlreadyAnswered);
    await sendEmail(
      services,
      tx,
      row.email,
      renderEmail(reviewAnswered, {
        firstName: row.firstName,
        interviewTitle: interviewTitle(row),
        reviewerName: row.companyName ?? "OneTake",
        response: input.response,
        interviewUrl: `${services.config.publicUrl}/candidate-interview/${encodeURIComponent(row.request.interviewId)}`,
      }),
    );
    return toSummary({ ...row, request: answered });
  });
  const [shown] = await hideSummaries(services, companyId, [summary]);
  return shown!;
}
