import { eq } from "drizzle-orm";
import { COMPANY_NOT_FOUND } from "@shared/companies/contracts";
import type { DbOrTx } from "../../db/client";
import { enterprises, files } from "../../db/schema";
import type { BlobKey } from "../../plugins/storage/blob-store";
import { notFound } from "../../errors";

/**
 * Points the company at a new logo file row (or at none) and deletes the old logo's row, inside
 * the caller's transaction. The old blob's key is returned for the caller to delete after the
 * commit, so a rollback never leaves the company pointing at a deleted file.
 */
export async function setCompanyLogoFile(
  tx: DbOrTx,
  companyId: string,
  logoFileId: string | null,
): Promise<{ updated: typeof enterprises.$inferSelect; oldKey: BlobKey | null }> {
  // Under a row lock: two changes at once must not both keep their file.
  const [current] = await tx
    .select({ logoFileId: enterprises.logoFileId })
    .from(enterprises)
    .where(eq(enterprises.id, companyId))
    .for("update");
  if (!current) throw notFound(COMPANY_NOT_FOUND);
  const [updated] = await tx
    .update(enterprises)
    .set({ logoFileId, updatedAt: new Date() })
    .where(eq(enterprises.id, companyId))
    .returning();
  if (!current.logoFileId) return { updated: updated!, oldKey: null };
  const [removed] = await tx.delete(files).where(eq(files.id, current.logoFileId)).returning({ key: files.storageKey });
  return { updated: updated!, oldKey: removed ? (removed.key as BlobKey) : null };
}
