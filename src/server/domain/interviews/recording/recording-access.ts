import { createHash } from "node:crypto";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { recordingMessages } from "@shared/interviews/recording-contracts";
import { watchMessages } from "@shared/interviews/watch-contracts";
import type { Db, DbOrTx } from "../../../db/client";
import {
  applications,
  candidates,
  interviewShareLinks,
  interviews,
  jobPostings,
  recordingSessions,
  user,
} from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { requireUserType, requireVerifiedEmail } from "../../accounts/access";
import { companyMaySeeCandidate } from "../../candidates/visibility/pool-membership";
import { requireCompany } from "../../companies/require-company";
import { notFound } from "../../../errors";

export type OwnedRecordingSession = typeof recordingSessions.$inferSelect & {
  /** When the candidate agreed to the recording notice: no chunk is taken before. */
  consentedAt: Date | null;
};

/**
 * The session, if the caller is the candidate whose interview it records. Anyone else (another
 * candidate included) is told it does not exist, so a session id reveals nothing.
 */
export async function loadOwnedRecordingSession(
  db: Db,
  actor: Actor | null,
  sessionId: string,
): Promise<OwnedRecordingSession> {
  const candidate = requireUserType(actor, "candidate");
  const [row] = await db
    .select({ session: recordingSessions, consentedAt: interviews.consentedAt })
    .from(recordingSessions)
    .innerJoin(interviews, eq(interviews.id, recordingSessions.interviewId))
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(eq(recordingSessions.id, sessionId), eq(candidates.profileId, candidate.userId)))
    .limit(1);
  if (!row) throw notFound(recordingMessages.sessionNotFound);
  return { ...row.session, consentedAt: row.consentedAt };
}

/** Who is watching, once the rule let them in: the player shows the owner a share card. */
export type Watcher = "owner" | "company" | "admin";

const watchableColumns = {
  id: interviews.id,
  completedAt: interviews.completedAt,
  questions: interviews.questions,
  questionStartSeconds: interviews.questionStartSeconds,
  durationSeconds: interviews.durationSeconds,
  recordingFileId: interviews.recordingFileId,
  posterFileId: interviews.posterFileId,
  resumeFileId: interviews.resumeFileId,
  candidateId: applications.candidateId,
  candidateProfileId: candidates.profileId,
  /** Null for the network interview, which every company that may see the candidate may watch. */
  postingCompanyId: jobPostings.enterpriseId,
};

export type WatchableInterview = Awaited<ReturnType<typeof selectWatchable>>[number];

function selectWatchable(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(watchableColumns)
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(user, eq(user.id, candidates.profileId))
    .leftJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .where(where)
    .limit(1);
}

/** The caller's own interview (candidates only); anyone else's, like an unknown id, is a 404. */
export async function loadOwnWatchableInterview(
  db: DbOrTx,
  actor: Actor | null,
  interviewId: string,
): Promise<WatchableInterview> {
  const candidate = requireUserType(actor, "candidate");
  const [owned] = await selectWatchable(
    db,
    and(eq(interviews.id, interviewId), eq(candidates.profileId, candidate.userId)),
  );
  if (!owned) throw notFound(watchMessages.interviewNotFound);
  return owned;
}

/**
 * The one rule for every read of an interview's recording, poster, resume or questions
 * (decision 0021), in the guard order of the pool: signed in (401), e-mail verified (403), then
 * the candidate who owns it; an admin; or a verified company (pending and rejected get the pool's
 * 403) whose posting the interview answers, or, for the network interview, that may see the
 * candidate. Everyone else, and an unknown id, gets the same 404.
 */
export async function loadWatchableInterview(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  interviewId: string,
): Promise<{ interview: WatchableInterview; watcher: Watcher }> {
  const caller = requireVerifiedEmail(actor);
  if (caller.userType === "candidate" && !caller.isAdmin) {
    return { interview: await loadOwnWatchableInterview(services.db, caller, interviewId), watcher: "owner" };
  }
  const { company } = await requireCompany(services, caller, { verified: true, adminsMayRead: true });
  const [interview] = await selectWatchable(services.db, eq(interviews.id, interviewId));
  if (!interview) throw notFound(watchMessages.interviewNotFound);
  if (caller.isAdmin) return { interview, watcher: "admin" };
  // requireCompany lets a non-admin through only with its own verified company.
  if (!company) throw notFound(watchMessages.interviewNotFound);
  const companyId = company.id;
  const allowed =
    interview.postingCompanyId === null
      ? await companyMaySeeCandidate(services.db, companyId, interview.candidateId)
      : interview.postingCompanyId === companyId;
  if (!allowed) throw notFound(watchMessages.interviewNotFound);
  return { interview, watcher: "company" };
}

/** SHA-256 of a share token, as stored: the table never holds a working link. */
export const hashShareToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The interview a live share token opens, with no session at all. An unknown, malformed or
 * revoked token is the same 404.
 */
export async function loadSharedInterview(db: DbOrTx, token: string): Promise<WatchableInterview> {
  const [interview] = await selectWatchable(
    db,
    sql`${interviews.id} = (select ${interviewShareLinks.interviewId} from ${interviewShareLinks}
      where ${interviewShareLinks.tokenHash} = ${hashShareToken(token)} and ${interviewShareLinks.revokedAt} is null)`,
  );
  if (!interview) throw notFound(watchMessages.sharedNotFound);
  return interview;
}
