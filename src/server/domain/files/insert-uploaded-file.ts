import type { DbOrTx } from "../../db/client";
import { files, type fileKinds } from "../../db/schema";
import type { StoredUpload } from "../../plugins/storage/stored-upload";

/** The files row for a checked upload, as stored (its type as judged from the bytes); written in the caller's transaction. */
export async function insertUploadedFile(
  db: DbOrTx,
  input: { ownerId: string | null; kind: (typeof fileKinds)[number]; upload: StoredUpload },
): Promise<typeof files.$inferSelect> {
  const { upload } = input;
  const [row] = await db
    .insert(files)
    .values({
      ownerId: input.ownerId,
      kind: input.kind,
      storageKey: upload.key,
      contentType: upload.contentType,
      byteSize: upload.byteSize,
      originalName: upload.originalName,
    })
    .returning();
  if (!row) throw new Error("files insert returned no row");
  return row;
}
