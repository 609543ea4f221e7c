import { eq, inArray } from "drizzle-orm";
import { recordingChunks } from "../../../db/schema";
import type { BlobKey } from "../../../plugins/storage/blob-store";
import type { AppServices } from "../../../services";

/**
 * Deletes a session's chunks: blobs first, then rows. A crash between leaves rows whose blobs
 * are gone, which running this again deletes; a blob whose row is gone is the orphan sweep's.
 * Returns how many chunks were deleted.
 */
export async function deleteSessionChunks(
  services: Pick<AppServices, "db" | "blobs">,
  sessionId: string,
): Promise<number> {
  const chunks = await services.db
    .select({ id: recordingChunks.id, blobKey: recordingChunks.blobKey })
    .from(recordingChunks)
    .where(eq(recordingChunks.sessionId, sessionId));
  for (const chunk of chunks) await services.blobs.delete(chunk.blobKey as BlobKey);
  if (chunks.length > 0)
    await services.db.delete(recordingChunks).where(
      inArray(
        recordingChunks.id,
        chunks.map((chunk) => chunk.id),
      ),
    );
  return chunks.length;
}
