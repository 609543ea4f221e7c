import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { applications, candidates, files, interviews, recordingChunks, recordingSessions } from "../../../db/schema";

/**
 * Every byte one candidate holds, for the storage quota (decision 0016): the chunks of all their
 * recording sessions, whatever state (open, finishing, failed, not yet swept), and every file
 * they own (finished recordings and posters, resumes, avatar).
 */
export async function candidateStoredBytes(db: DbOrTx, profileId: string): Promise<number> {
  const [chunks] = await db
    .select({ bytes: sql<string>`coalesce(sum(${recordingChunks.byteSize}), 0)` })
    .from(recordingChunks)
    .innerJoin(recordingSessions, eq(recordingSessions.id, recordingChunks.sessionId))
    .innerJoin(interviews, eq(interviews.id, recordingSessions.interviewId))
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(eq(candidates.profileId, profileId));
  const [owned] = await db
    .select({ bytes: sql<string>`coalesce(sum(${files.byteSize}), 0)` })
    .from(files)
    .where(eq(files.ownerId, profileId));
  return Number(chunks?.bytes ?? 0) + Number(owned?.bytes ?? 0);
}
