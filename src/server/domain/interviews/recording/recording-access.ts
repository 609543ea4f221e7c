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
import { blindAliasSecret } from "../../companies/blind-review/alias-secret";
import { opaqueIdKey, openUuid } from "../../companies/blind-review/opaque-id";
import { hiddenFromCompany } from "../../companies/blind-review/require-shown";
import { interviewInScope, type MemberFacts } from "../../companies/assignments/assignment-scope";
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
 *
 * A company names an interview by its id or by the opaque id blind review gave it (decision
 * 0077; opened with its own key only, and still after a reveal). The real id of the network
 * interview of a candidate it has hidden is the same 404: other companies see that id.
 * `reference` is the id as the caller named it, for the links and names the answer gives back.
 */
export async function loadWatchableInterview(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
  interviewId: string,
): Promise<{ interview: WatchableInterview; watcher: Watcher; reference: string }> {
  const caller = requireVerifiedEmail(actor);
  if (caller.userType === "candidate" && !caller.isAdmin) {
    const interview = await loadOwnWatchableInterview(services.db, caller, interviewId);
    return { interview, watcher: "owner", reference: interviewId };
  }
  const { company } = await requireCompany(services, caller, {
    may: "applicants",
    verified: true,
    adminsMayRead: true,
  });
  const [interview] = await selectWatchable(services.db, eq(interviews.id, interviewId));
  if (caller.isAdmin) {
    if (!interview) throw notFound(watchMessages.interviewNotFound);
    return { interview, watcher: "admin", reference: interviewId };
  }
  // requireCompany lets a non-admin through only with its own verified company.
  if (!company) throw notFound(watchMessages.interviewNotFound);
  if (
    interview &&
    (await companyMayWatch(services.db, company, interview)) &&
    !(interview.postingCompanyId === null && (await hiddenFromCompany(services.db, company.id, interview.candidateId)))
  ) {
    return { interview, watcher: "company", reference: interviewId };
  }
  const realId = openUuid(opaqueIdKey(await blindAliasSecret(services), company.id, "interview"), interviewId);
  const [opened] = realId ? await selectWatchable(services.db, eq(interviews.id, realId)) : [];
  if (opened && (await companyMayWatch(services.db, company, opened))) {
    return { interview: opened, watcher: "company", reference: interviewId };
  }
  throw notFound(watchMessages.interviewNotFound);
}

/**
 * A company's own posting's interview, or the network interview of a candidate it may see; for a
 * hiring manager or an interviewer, only through an application assigned to them (decision 0084).
 */
async function companyMayWatch(db: DbOrTx, member: MemberFacts, interview: WatchableInterview): Promise<boolean> {
  const companyMay =
    interview.postingCompanyId === null
      ? await companyMaySeeCandidate(db, member.id, interview.candidateId)
      : interview.postingCompanyId === member.id;
  return companyMay && (await interviewInScope(db, member, interview));
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
