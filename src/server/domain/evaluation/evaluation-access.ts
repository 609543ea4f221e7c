import { eq } from "drizzle-orm";
import { evaluationMessages } from "@shared/evaluation/evaluation-contracts";
import type { DbOrTx } from "../../db/client";
import { applications, interviews, jobPostings } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { notFound } from "../../errors";
import {
  loadWatchableInterview,
  type WatchableInterview,
  type Watcher,
} from "../interviews/recording/recording-access";

/** What the evaluation reads know of the interview besides what the recording's rule loaded. */
interface EvaluatedInterview extends WatchableInterview {
  applicationId: string;
  /** Null: the network interview. */
  jobPostingId: string | null;
  postingTitle: string | null;
  /** The posting lets candidates see their AI evaluation (always true for the network interview). */
  sharedWithCandidate: boolean;
}

export interface EvaluationAccess {
  interview: EvaluatedInterview;
  watcher: Watcher;
  /** The interview's id as the caller named it: a blind-review company's opaque id (decision 0077) or the id. */
  reference: string;
  /** The caller may read the evaluation itself, not only the recording and its captions. */
  mayReadEvaluation: boolean;
  /** The caller is the company whose posting the interview answers: it reviews, and overrides. */
  owningCompany: boolean;
}

/**
 * Whether the candidate may read the AI's evaluation of their interview (decision 0050): the
 * network interview's always (no posting), a posting's only while the posting shares AI feedback
 * with candidates. The one rule for every read the candidate makes of it: the evaluation itself,
 * and the score and summary the pipeline copies onto the interview for lists, in their views and
 * in their export.
 */
export function candidateMayReadEvaluation(interview: {
  jobPostingId: string | null;
  shareAiFeedbackWithCandidates: boolean | null;
}): boolean {
  return interview.jobPostingId === null || interview.shareAiFeedbackWithCandidates === true;
}

/**
 * Who may read an interview's evaluation, transcripts and captions: exactly who may watch its
 * recording (decision 0021's one rule, loadWatchableInterview; a share link never reaches here).
 * On top of that the candidate reads the evaluation of their network interview always, and of a
 * posting's interview only while the posting shares AI feedback with candidates (decision 0050);
 * their transcript and captions are their own words and stay readable either way.
 */
export async function loadEvaluationAccess(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
  interviewId: string,
): Promise<EvaluationAccess> {
  const { interview, watcher, reference } = await loadWatchableInterview(services, actor, interviewId);
  const facts = await readInterviewFacts(services.db, interview.id);
  const evaluated: EvaluatedInterview = { ...interview, ...facts };
  return {
    interview: evaluated,
    watcher,
    reference,
    mayReadEvaluation: watcher !== "owner" || evaluated.sharedWithCandidate,
    owningCompany: watcher === "company" && interview.postingCompanyId !== null,
  };
}

/** The same, refusing with the evaluation's "not found" whoever may not read the evaluation itself. */
export async function loadReadableEvaluationAccess(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
  interviewId: string,
): Promise<EvaluationAccess> {
  const access = await loadEvaluationAccess(services, actor, interviewId);
  if (!access.mayReadEvaluation) throw notFound(evaluationMessages.notFound);
  return access;
}

async function readInterviewFacts(db: DbOrTx, interviewId: string) {
  const [row] = await db
    .select({
      applicationId: applications.id,
      jobPostingId: applications.jobPostingId,
      postingTitle: jobPostings.title,
      share: jobPostings.shareAiFeedbackWithCandidates,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .leftJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .where(eq(interviews.id, interviewId))
    .limit(1);
  if (!row) throw notFound(evaluationMessages.notFound);
  return {
    applicationId: row.applicationId,
    jobPostingId: row.jobPostingId,
    postingTitle: row.postingTitle,
    sharedWithCandidate: candidateMayReadEvaluation({
      jobPostingId: row.jobPostingId,
      shareAiFeedbackWithCandidates: row.share,
    }),
  };
}
