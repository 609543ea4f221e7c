import { buffer } from "node:stream/consumers";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../../db/client";
import { candidates, files } from "../../../db/schema";
import { extractDocumentText } from "../../../plugins/documents/extract-document-text";
import { assertBlobKey } from "../../../plugins/storage/blob-key";
import { defineTask } from "../../../plugins/tasks/task-queue";
import type { AppServices } from "../../../services";
import { queueMatchRecompute } from "../../matching/recompute-matches-task";

const payloadSchema = z.object({ candidateId: z.uuid(), fileId: z.uuid() }).strict();

/**
 * Reads the text of a candidate's resume into `candidates.resume_text`, which matching checks a
 * posting's skills against (decision 0052). Written only while that file is still their resume,
 * so a task that finishes after a replacement changes nothing. A file whose text cannot be read
 * (a scan, the old .doc, a damaged PDF) leaves no text: the resume is then simply not a source,
 * and the task does not retry what will fail the same way.
 */
export const extractResumeTextTask = defineTask<z.infer<typeof payloadSchema>, AppServices>({
  name: "candidates.extract-resume-text",
  payload: payloadSchema,
  retryLimit: 2,
  handler: async ({ candidateId, fileId }, services) => {
    const [file] = await services.db
      .select({ key: files.storageKey, contentType: files.contentType })
      .from(candidates)
      .innerJoin(files, eq(files.id, candidates.resumeFileId))
      .where(
        and(
          eq(candidates.id, candidateId),
          eq(candidates.resumeFileId, fileId),
          // Queued twice (the daily sweep ran before the worker got to it): read once.
          sql`${candidates.resumeTextFileId} is distinct from ${fileId}::uuid`,
        ),
      );
    if (!file) return;
    const key = file.key;
    assertBlobKey(key);
    const blob = await services.blobs.get(key);
    // A missing blob is a file with no text to read, like a damaged one: marked read, not retried.
    let text: string | null = null;
    try {
      if (blob) text = await extractDocumentText(await buffer(blob.stream), file.contentType);
    } catch (error) {
      services.log.info({ err: error, candidateId, fileId }, "a resume's text could not be read");
    }
    await services.db.transaction(async (tx) => {
      const written = await tx
        .update(candidates)
        .set({ resumeText: text, resumeTextFileId: fileId })
        .where(and(eq(candidates.id, candidateId), eq(candidates.resumeFileId, fileId)))
        .returning({ id: candidates.id });
      if (written.length > 0) await queueMatchRecompute(services, tx, { candidateId });
    });
  },
});

/** Queues the reading of a new resume in the transaction that stores it (decision 0011). */
export async function queueResumeTextExtraction(
  services: Pick<AppServices, "tasks">,
  tx: DbOrTx,
  target: { candidateId: string; fileId: string },
): Promise<void> {
  await services.tasks.enqueue(extractResumeTextTask, target, { tx });
}
