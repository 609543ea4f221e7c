import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type {
  ApplicantSort,
  PostingApplicants,
  postingApplicantsQuerySchema,
} from "@shared/applications/company-application-contracts";
import { AI_FEEDBACK_PREVIEW_LENGTH } from "@shared/evaluation/evaluation-contracts";
import { POSTING_NOT_FOUND } from "@shared/postings/contracts";
import type { z } from "zod";
import { applications, candidates, jobPostings, matchScores, profiles } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { companyReviewsBlind, loadBlindView } from "../companies/blind-review/blind-view";
import { hideListedCandidate } from "../companies/blind-review/hide-identity";
import { spokenNameRedactionOf } from "../companies/blind-review/spoken-name-redaction";
import { evaluationStatesOf } from "../evaluation/evaluation-states";
import { redactNameInText } from "../evaluation/evidence/redact-names";
import { requireCompany } from "../companies/require-company";
import { aiScoresHiddenCondition, scorecardCounts, withoutMatchAiScore } from "../companies/ai-scores-hidden";
import { notFound } from "../../errors";
import { preview } from "../postings/board-postings";
import { matchFieldsOf } from "../matching/match-fields";
import { redactMatchFields, renameMatchInterviews } from "../matching/redact-match-reasons";
import { ownPosting } from "../postings/company-postings";
import { postingInScope } from "../companies/assignments/assignment-scope";
import {
  progressCondition,
  progressOf,
  reviewedInterview,
  reviewedInterviewJoins,
  reviewedInterviewsOf,
} from "./application-interview";

type Query = z.output<typeof postingApplicantsQuerySchema>;

/**
 * Each sort ends on the id, so a page boundary never repeats or skips a row. `aiHidden`: the rows
 * whose AI score this member does not see yet (decision 0085), which sort with the unscored.
 */
const orderingsFor = (aiHidden: SQL<boolean>): Record<ApplicantSort, SQL[]> => ({
  newest: [desc(applications.createdAt), desc(applications.id)],
  oldest: [asc(applications.createdAt), asc(applications.id)],
  name: [asc(sql`lower(${profiles.firstName})`), asc(sql`lower(${profiles.lastName})`), asc(applications.id)],
  status: [asc(applications.status), desc(applications.createdAt), desc(applications.id)],
  // Highest AI score first; the unscored (not evaluated, human-only, nothing scored) after all of them.
  ai_score: [
    sql`(case when ${aiHidden} then null else ${reviewedInterview.score} end) desc nulls last`,
    desc(applications.createdAt),
    desc(applications.id),
  ],
  // Best match first; those not scored yet after all of them.
  match: [sql`${matchScores.score} desc nulls last`, desc(applications.createdAt), desc(applications.id)],
});

/**
 * The applicants of one of the caller's postings (/job-applicants/{id}), a page at a time.
 * Another company's posting, like an unknown one, is a 404. The page is chosen from the
 * applications alone (the (posting, created_at) and (posting, status, created_at) indexes serve
 * the sorts and the status filter); the interview joins come in only when filtering on the
 * interview or sorting by its AI score, and the page's own interviews are then read for its rows only.
 */
export async function listPostingApplicants(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
  input: { postingId: string; query: Query },
): Promise<PostingApplicants> {
  const { company } = await requireCompany(services, actor, { may: "applicants", verified: true });
  const { db } = services;
  const { query } = input;
  const [[posting], namesHidden] = await Promise.all([
    db
      .select({ id: jobPostings.id, title: jobPostings.title, status: jobPostings.status })
      .from(jobPostings)
      .where(and(ownPosting(company.id, input.postingId), postingInScope(company)))
      .limit(1),
    companyReviewsBlind(db, company.id),
  ]);
  if (!posting) throw notFound(POSTING_NOT_FOUND);
  // Under blind review an order by real names would tell the aliases apart.
  const sort = namesHidden && query.sort === "name" ? "newest" : query.sort;

  const filters = and(
    eq(applications.jobPostingId, posting.id),
    query.status ? eq(applications.status, query.status) : undefined,
    query.interview ? progressCondition(query.interview) : undefined,
  );
  // Scorecards done / assigned and whether the AI's scores are hidden from this member, as
  // subqueries of the page's own query (decision 0085).
  const aiHidden = aiScoresHiddenCondition(company, applications.id);
  const scorecardsOf = scorecardCounts(applications.id);
  const page = db
    .select({
      applicationId: applications.id,
      profileId: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      title: candidates.title,
      status: applications.status,
      hiredStatus: applications.hiredStatus,
      appliedAt: applications.createdAt,
      matchScore: matchScores.score,
      matchReasons: matchScores.detail,
      aiScoresHidden: aiHidden,
      scorecardsDone: scorecardsOf.done,
      scorecardsAssigned: scorecardsOf.assigned,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(profiles, eq(profiles.id, candidates.profileId))
    // The stored match for this posting: one primary-key lookup per row.
    .leftJoin(
      matchScores,
      and(
        eq(matchScores.jobPostingId, applications.jobPostingId),
        eq(matchScores.candidateId, applications.candidateId),
      ),
    )
    .$dynamic();
  const counted = db.select({ n: count() }).from(applications).$dynamic();
  // Filtering on the interview needs its joins in both; sorting by its AI score only in the page.
  const joined = query.interview ? [page, counted] : sort === "ai_score" ? [page] : [];
  for (const select of joined) {
    select
      .leftJoin(...reviewedInterviewJoins.own)
      .leftJoin(...reviewedInterviewJoins.networkApplication)
      .leftJoin(...reviewedInterviewJoins.network);
  }
  const [rows, [total]] = await Promise.all([
    page
      .where(filters)
      .orderBy(...orderingsFor(aiHidden)[sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    counted.where(filters),
  ]);
  const [reviewed, blind] = await Promise.all([
    reviewedInterviewsOf(
      db,
      rows.map((row) => row.applicationId),
    ),
    loadBlindView(
      services,
      company.id,
      rows.map((row) => row.profileId),
    ),
  ]);
  const states = await evaluationStatesOf(
    db,
    [...reviewed.values()].flatMap((interview) => (interview.id ? [interview.id] : [])),
  );
  // The name is taken out of what hidden candidates said (and of an AI summary that may repeat it).
  const redaction = await spokenNameRedactionOf(
    db,
    blind,
    rows.map((row) => row.profileId),
  );

  return {
    posting,
    namesHidden,
    items: rows.map(({ matchScore, matchReasons, aiScoresHidden, scorecardsDone, scorecardsAssigned, ...row }) => {
      const interview = reviewed.get(row.applicationId);
      const parts = redaction.partsOf(row.profileId);
      const match = matchFieldsOf(matchScore, matchReasons);
      return {
        ...hideListedCandidate(row, blind.aliasOf(row.profileId)),
        profileId: blind.referenceOf(row.profileId),
        // The interviews a match quotes by the company's own ids while hidden (decision 0077).
        ...renameMatchInterviews(redactMatchFields(aiScoresHidden ? withoutMatchAiScore(match) : match, parts), (id) =>
          blind.opaqueOf(row.profileId, "interview", id),
        ),
        interview: { progress: interview ? progressOf(interview) : "not_started" },
        aiScore: aiScoresHidden ? null : (interview?.score ?? null),
        aiFeedbackState: (interview?.id && states.get(interview.id)) || "not-evaluated",
        aiFeedbackPreview:
          interview?.feedback && !aiScoresHidden
            ? preview(redactNameInText(interview.feedback, parts), AI_FEEDBACK_PREVIEW_LENGTH)
            : null,
        aiScoresHidden,
        scorecards: { done: scorecardsDone, assigned: scorecardsAssigned },
        appliedAt: row.appliedAt.toISOString(),
      };
    }),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
