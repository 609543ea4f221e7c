import { and, eq } from "drizzle-orm";
import { recordingMessages } from "@shared/interviews/recording-contracts";
import type { Db } from "../../db/client";
import { applications, candidates, interviews, recordingSessions } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import { requireUserType } from "../accounts/access";
import { notFound } from "../errors";

export type OwnedRecordingSession = typeof recordingSessions.$inferSelect;

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
    .select({ session: recordingSessions })
    .from(recordingSessions)
    .innerJoin(interviews, eq(interviews.id, recordingSessions.interviewId))
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(eq(recordingSessions.id, sessionId), eq(candidates.profileId, candidate.userId)))
    .limit(1);
  if (!row) throw notFound(recordingMessages.sessionNotFound);
  return row.session;
}
