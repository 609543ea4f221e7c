import { and, desc, eq, inArray, like, ne, or } from "drizzle-orm";
import { files, interviews, recordingSessions } from "../../../db/schema";
import { blobKey } from "../../../plugins/storage/blob-key";
import type { BlobKey } from "../../../plugins/storage/blob-store";
import type { AppServices } from "../../../services";
import { followUpSpeechPrefix } from "../interviewer/speech/stored-speech";

/**
 * What a session leaves in the store besides its chunks, as the prefixes of its keys: where the
 * finalize task writes its outputs (decision 0018), and its follow-ups' speech (decision 0074).
 */
export function sessionOutputPrefixes(sessionId: string): string[] {
  return [`${blobKey("recordings", sessionId)}/`, `${blobKey("posters", sessionId)}/`, followUpSpeechPrefix(sessionId)];
}

/**
 * A re-record replaces the recording only once the new one is complete (decision 0024): when the
 * interview's latest finished session is ready, the recordings and posters of all its other
 * sessions go, rows first (the interview's pointers fall to null with them), then blobs, found
 * by prefix so a retry after a crash between the two still finds them. While the latest
 * session is processing or failed, nothing is deleted. Safe to run any number of times.
 */
export async function deleteSupersededRecordings(
  services: Pick<AppServices, "db" | "blobs">,
  interviewId: string,
): Promise<{ sessions: number; blobs: number }> {
  const [current] = await services.db
    .select({ id: recordingSessions.id, processing: recordingSessions.processing })
    .from(recordingSessions)
    .where(and(eq(recordingSessions.interviewId, interviewId), eq(recordingSessions.status, "finished")))
    .orderBy(desc(recordingSessions.finishedAt))
    .limit(1);
  if (!current || current.processing !== "ready") return { sessions: 0, blobs: 0 };
  const earlier = await services.db
    .select({ id: recordingSessions.id })
    .from(recordingSessions)
    .where(and(eq(recordingSessions.interviewId, interviewId), ne(recordingSessions.id, current.id)));
  if (earlier.length === 0) return { sessions: 0, blobs: 0 };
  const prefixes = earlier.flatMap((session) => sessionOutputPrefixes(session.id));

  const [interview] = await services.db
    .select({ recordingFileId: interviews.recordingFileId, posterFileId: interviews.posterFileId })
    .from(interviews)
    .where(eq(interviews.id, interviewId));
  // Never what the interview shows now, whatever the sessions say.
  const attached = [interview?.recordingFileId, interview?.posterFileId].filter((id): id is string => Boolean(id));
  const rows = await services.db
    .select({ id: files.id, storageKey: files.storageKey })
    .from(files)
    .where(or(...prefixes.map((prefix) => like(files.storageKey, `${prefix}%`))));
  const doomed = rows.filter((row) => !attached.includes(row.id));
  if (doomed.length > 0)
    await services.db.delete(files).where(
      inArray(
        files.id,
        doomed.map((row) => row.id),
      ),
    );

  const keep = new Set(rows.filter((row) => attached.includes(row.id)).map((row) => row.storageKey));
  let deleted = 0;
  for (const prefix of prefixes) {
    for await (const key of services.blobs.list(prefix)) {
      if (keep.has(key)) continue;
      await services.blobs.delete(key as BlobKey);
      deleted += 1;
    }
  }
  return { sessions: earlier.length, blobs: deleted };
}
