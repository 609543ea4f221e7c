import { eq } from "drizzle-orm";
import { files, recordingChunks } from "../../db/schema";
import { defineSweepTask } from "../../plugins/tasks/task-queue";
import { BLOB_AREAS } from "../../plugins/storage/blob-key";
import type { AppServices } from "../../services";

/** A blob younger than this may still be waiting for its row (blobs are written first). */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

const SWEPT_AREAS = BLOB_AREAS.filter((area) => area !== "test");

/**
 * Deletes blobs that no `files` row points to, once they are old enough that no upload can
 * still be about to write the row. Uploads write the blob before the row, so a failed request
 * can leave a blob behind but never a row without its blob. A process killed mid-upload leaves
 * the store's own temp files instead; those go too once nothing has written to them for as long.
 */
export async function sweepOrphanBlobs(
  services: Pick<AppServices, "db" | "blobs" | "log">,
  options: { now?: Date } = {},
): Promise<{ checked: number; deleted: number; temporaries: number }> {
  const now = (options.now ?? new Date()).getTime();
  const temporaries = await services.blobs.removeStaleTemporaries(new Date(now - ORPHAN_GRACE_MS));
  let checked = 0;
  let deleted = 0;
  for (const area of SWEPT_AREAS) {
    for await (const key of services.blobs.list(`${area}/`)) {
      checked += 1;
      if (await isReferenced(services, area, key)) continue;
      const info = await services.blobs.stat(key);
      if (!info?.modifiedAt || now - info.modifiedAt.getTime() < ORPHAN_GRACE_MS) continue;
      await services.blobs.delete(key);
      deleted += 1;
    }
  }
  if (deleted > 0 || temporaries > 0) services.log.info({ checked, deleted, temporaries }, "orphan blobs removed");
  return { checked, deleted, temporaries };
}

/** Recorder chunks are owned by their chunk row until the finalize task joins them; every other blob by a file row. */
async function isReferenced(
  services: Pick<AppServices, "db">,
  area: (typeof SWEPT_AREAS)[number],
  key: string,
): Promise<boolean> {
  if (area === "recording-chunks") {
    const [chunk] = await services.db
      .select({ id: recordingChunks.id })
      .from(recordingChunks)
      .where(eq(recordingChunks.blobKey, key))
      .limit(1);
    return chunk !== undefined;
  }
  const [row] = await services.db.select({ id: files.id }).from(files).where(eq(files.storageKey, key)).limit(1);
  return row !== undefined;
}

export const sweepOrphanBlobsTask = defineSweepTask<AppServices>("files.sweep-orphans", sweepOrphanBlobs);
