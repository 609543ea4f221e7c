import { decodeMatchDetail } from "@shared/matching/match-detail";
import { eq, getTableColumns, inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../../db/client";
import {
  account,
  answerSearch,
  answerTranscripts,
  answerWindows,
  applicationStatusEvents,
  applications,
  candidateInvitations,
  candidateSelfIdentifications,
  candidateSkills,
  candidates,
  evaluations,
  files,
  interviewFollowUps,
  interviewShareLinks,
  interviews,
  matchScores,
  profiles,
  recordingChunks,
  recordingQuestionMarks,
  recordingSegments,
  recordingSessions,
  reviewRequests,
  session,
  transcriptCorrectionRequests,
  transcriptCorrections,
  user,
  workExperience,
} from "../../../db/schema";
import type { CandidateDataScope } from "./candidate-data-scope";
import { ofCandidates } from "../../matching/match-scores-of-candidates";

/**
 * Every table that holds a candidate's data, in one place: what the export writes for each
 * (columns left out are secrets: password hashes, session and share-link tokens, lease tokens;
 * or not theirs to read: the company's internal fields and the operators' diagnostics), and, by
 * being listed, what account deletion must leave empty. Deletion removes the user row
 * and relies on ON DELETE CASCADE down these foreign keys; `files` rows are deleted explicitly
 * with their blobs. candidate-data-tables.test.ts fails when a table that references one of
 * these is in neither this list nor OTHER_PARTIES_TABLES, so a new table cannot be forgotten.
 */
export interface CandidateDataTable {
  table: PgTable;
  /** Which rows are the candidate's; null when the scope has nothing to match. */
  rows(scope: CandidateDataScope): SQL | null;
  /** Columns never exported: credentials and tokens. */
  secret?: PgColumn[];
  /**
   * Columns never exported because another party wrote them for itself: a company's internal
   * fields (the candidate's own views never show them) and the operators' diagnostics. Deletion
   * still removes them with the row.
   */
  notTheirs?: PgColumn[];
  /**
   * Columns exported only on the rows `row` lets through, left out of the others: what is the
   * candidate's on some rows and not on others.
   */
  onlyOnRows?: { columns: PgColumn[]; row(row: Record<string, unknown>, scope: CandidateDataScope): boolean };
  /** Turns a row stored in the server's own compact form into the form a person reads. */
  present?(row: Record<string, unknown>): Record<string, unknown>;
}

const byIds = (column: PgColumn, ids: string[]) => (ids.length > 0 ? inArray(column, ids) : null);

export const CANDIDATE_DATA_TABLES: Record<string, CandidateDataTable> = {
  user: { table: user, rows: (s) => eq(user.id, s.userId) },
  session: { table: session, rows: (s) => eq(session.userId, s.userId), secret: [session.token] },
  account: {
    table: account,
    rows: (s) => eq(account.userId, s.userId),
    secret: [account.password, account.accessToken, account.refreshToken, account.idToken],
  },
  profiles: { table: profiles, rows: (s) => eq(profiles.id, s.userId) },
  candidates: { table: candidates, rows: (s) => eq(candidates.profileId, s.userId) },
  candidate_skills: { table: candidateSkills, rows: (s) => byIds(candidateSkills.candidateId, idList(s.candidateId)) },
  work_experience: { table: workExperience, rows: (s) => byIds(workExperience.candidateId, idList(s.candidateId)) },
  applications: {
    table: applications,
    rows: (s) => byIds(applications.id, s.applicationIds),
    // The decision and its reason are the candidate's (their application page shows them); the
    // note the company wrote beside a not-hired decision is the company's own.
    notTheirs: [applications.notHiredNote, applications.decisionNotice],
  },
  application_status_events: {
    table: applicationStatusEvents,
    rows: (s) => byIds(applicationStatusEvents.applicationId, s.applicationIds),
  },
  interviews: {
    table: interviews,
    rows: (s) => byIds(interviews.id, s.interviewIds),
    // The AI's score and summary copied onto the interview are the evaluation's: written where the
    // candidate may read the evaluation, like the evaluation rows below (decision 0050).
    onlyOnRows: {
      columns: [interviews.score, interviews.feedback, interviews.aiFeedback],
      row: (row, s) => s.evaluationInterviewIds.includes(String(row["id"])),
    },
  },
  interview_share_links: {
    table: interviewShareLinks,
    rows: (s) => byIds(interviewShareLinks.interviewId, s.interviewIds),
    secret: [interviewShareLinks.tokenHash],
  },
  recording_sessions: {
    table: recordingSessions,
    rows: (s) => byIds(recordingSessions.id, s.sessionIds),
    secret: [recordingSessions.leaseToken],
    // Why finalizing failed, as the server logged it (tool output, storage paths): for support.
    notTheirs: [recordingSessions.processingError],
  },
  recording_segments: {
    table: recordingSegments,
    rows: (s) => byIds(recordingSegments.sessionId, s.sessionIds),
    // The AI interviewer's bookkeeping while the segment was recorded: byte offsets and a claim.
    notTheirs: [
      recordingSegments.clusterScan,
      recordingSegments.clusters,
      recordingSegments.scannedSeq,
      recordingSegments.windowedUntilSeconds,
      recordingSegments.windowingClaimedUntil,
    ],
  },
  recording_chunks: {
    table: recordingChunks,
    rows: (s) => byIds(recordingChunks.sessionId, s.sessionIds),
    secret: [recordingChunks.blobKey],
  },
  recording_question_marks: {
    table: recordingQuestionMarks,
    rows: (s) => byIds(recordingQuestionMarks.sessionId, s.sessionIds),
  },
  // The candidate was told of each invitation (e-mail, job page), so it is theirs to download;
  // which recruiter sent it is the company's.
  candidate_invitations: {
    table: candidateInvitations,
    rows: (s) => byIds(candidateInvitations.candidateId, idList(s.candidateId)),
    notTheirs: [candidateInvitations.invitedBy],
  },
  files: { table: files, rows: (s) => byIds(files.id, s.fileIds), secret: [files.storageKey] },
  // The AI evaluation (decision 0050): the candidate's own words always; the evaluation itself
  // where they may read it (the network interview, a posting that shares it); their corrections
  // and review requests. Which user of the company answered a request is the company's.
  answer_transcripts: {
    table: answerTranscripts,
    rows: (s) => byIds(answerTranscripts.interviewId, s.interviewIds),
  },
  // The search's narrow copy of each answer (decision 0052): their words and who may find them.
  answer_search: {
    table: answerSearch,
    rows: (s) => byIds(answerSearch.interviewId, s.interviewIds),
  },
  // The AI interviewer: their words transcribed while they spoke, and every follow-up proposed to
  // them, refused ones included (it is AI processing of what they said).
  answer_windows: {
    table: answerWindows,
    rows: (s) => byIds(answerWindows.interviewId, s.interviewIds),
  },
  interview_follow_ups: {
    table: interviewFollowUps,
    rows: (s) => byIds(interviewFollowUps.interviewId, s.interviewIds),
    // Which server is making the follow-up's speech and since when (decision 0074): bookkeeping;
    // the speech itself is exported with their files.
    notTheirs: [interviewFollowUps.speechState, interviewFollowUps.speechClaimedAt],
  },
  evaluations: {
    table: evaluations,
    rows: (s) => byIds(evaluations.interviewId, s.evaluationInterviewIds),
  },
  transcript_corrections: {
    table: transcriptCorrections,
    rows: (s) => byIds(transcriptCorrections.interviewId, s.interviewIds),
  },
  transcript_correction_requests: {
    table: transcriptCorrectionRequests,
    rows: (s) => byIds(transcriptCorrectionRequests.interviewId, s.interviewIds),
    notTheirs: [transcriptCorrectionRequests.decidedByUserId],
  },
  review_requests: {
    table: reviewRequests,
    rows: (s) => byIds(reviewRequests.interviewId, s.interviewIds),
    notTheirs: [reviewRequests.respondedByUserId],
  },
  // Decision 0052: how well they match each posting, with the reasons (stored compact, decision
  // 0054, exported in full), and their own voluntary self-identification.
  match_scores: {
    table: matchScores,
    rows: (s) => (s.candidateId ? ofCandidates([s.candidateId]) : null),
    // The digest only tells a recompute whether the detail changed: nothing about the candidate.
    present: ({ detail, detailMd5: _digest, ...row }) => ({
      ...row,
      reasons: typeof detail === "string" ? decodeMatchDetail(detail) : null,
    }),
  },
  candidate_self_identifications: {
    table: candidateSelfIdentifications,
    rows: (s) => byIds(candidateSelfIdentifications.candidateId, idList(s.candidateId)),
  },
};

/**
 * Tables that reference a candidate's tables but hold another party's data. Each says why it is
 * not exported; deletion still follows its foreign key (cascade or set null).
 */
export const OTHER_PARTIES_TABLES: Record<string, string> = {
  recording_chunk_reservations:
    "the server's count of bytes an upload holds while it streams, gone within seconds (decision 0075): not exported, deleted with the session by cascade",
  enterprises: "a company account (references its own profile), never a candidate's",
  company_members:
    "a company workspace's member and role (decision 0079; references the member's own profile), never a candidate's",
  company_invitations:
    "a company's invitation of a person to its workspace (decision 0083; references the inviting and accepting members' profiles), never a candidate's",
  posting_assignments:
    "a company's assignment of its member to one of its postings (decision 0084), never a candidate's",
  application_assignments:
    "a company's assignment of its member to an application (decision 0084): not exported, deleted with the application by cascade",
  scorecards:
    "a company member's own scorecard of the application (decision 0085): not exported, deleted with the application or its interview by cascade",
  scorecard_versions:
    "the submitted versions of a company member's scorecard (decision 0085): not exported, deleted with the scorecard by cascade",
  scorecard_rating_tallies:
    "how many of a posting's members gave each score to a criterion of an answer, kept by a trigger for the agreement read (decision 0086): the company's counts, not exported, deleted with the interview or posting by cascade",
  evaluation_criterion_scores:
    "a copy of the AI's criterion scores in the current evaluation, kept by a trigger for the agreement read (decision 0086): exported as the evaluation itself, deleted with it by cascade",
  candidate_notes:
    "a company's internal team notes about the candidate: not exported, deleted with the candidate by cascade",
  candidate_pipeline_statuses:
    "a company's own pipeline stage for the candidate: not exported, deleted with the candidate by cascade",
  resume_only_candidates:
    "the anonymous resume form (a lead, keyed by what was typed, not an account); its files have no owner",
  audit_log: "the operators' record; the actor is set null and deletion writes only an anonymised entry",
  evaluation_overrides:
    "a company's own review of the AI evaluation (its reviewers' scores and reasons): not exported, deleted with the evaluation by cascade",
  blind_reveals:
    "a blind-review company's record that it revealed the candidate (decision 0052): not exported, deleted with the candidate by cascade",
  interviewer_calls:
    "the operators' log of the AI interviewer's provider calls (hashes, tokens, cost, errors): not exported, deleted with the interview by cascade",
  evaluation_runs:
    "the operators' log of every provider call (hashes, tokens, cost, errors): not exported, deleted with the evaluation by cascade",
};

function idList(id: string | null): string[] {
  return id ? [id] : [];
}

/** The candidate's rows of one table, secrets and other parties' columns left out. */
export async function readCandidateRows(
  db: DbOrTx,
  entry: CandidateDataTable,
  scope: CandidateDataScope,
): Promise<Record<string, unknown>[]> {
  const where = entry.rows(scope);
  if (!where) return [];
  const rows = (await db.select().from(entry.table).where(where)) as Record<string, unknown>[];
  const withheld = new Set([...(entry.secret ?? []), ...(entry.notTheirs ?? [])].map((column) => column.name));
  const columns = Object.entries(getColumns(entry.table)).filter(([, column]) => !withheld.has(column.name));
  const partial = new Set((entry.onlyOnRows?.columns ?? []).map((column) => column.name));
  return rows.map((row) => {
    const whole = !entry.onlyOnRows || entry.onlyOnRows.row(row, scope);
    const kept = whole ? columns : columns.filter(([, column]) => !partial.has(column.name));
    const exported = Object.fromEntries(kept.map(([key]) => [key, row[key]]));
    return entry.present ? entry.present(exported) : exported;
  });
}

function getColumns(table: PgTable): Record<string, PgColumn> {
  return getTableColumns(table) as Record<string, PgColumn>;
}
