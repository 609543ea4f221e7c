import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import { COMPANY_NOT_FOUND, type CompanySettingsView } from "@shared/companies/contracts";
import { LOGO_MAX_SIDE, logoMessages } from "@shared/companies/logo-contracts";
import type { DbOrTx } from "../../db/client";
import { enterprises, files } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import { MediaToolError } from "../../plugins/media/ffmpeg";
import { makeLogoImage } from "../../plugins/media/make-logo-image";
import { rasteriseSvg, UnreadableSvgError } from "../../plugins/media/rasterise-svg";
import { blobKey } from "../../plugins/storage/blob-key";
import type { BlobKey } from "../../plugins/storage/blob-store";
import type { StoredUpload } from "../../plugins/storage/receive-upload";
import type { AppServices } from "../../services";
import { notFound, unsupportedMediaType } from "../errors";
import { settingsViewOf } from "./get-company-settings";
import { requireCompany } from "./require-company";

type Services = Pick<AppServices, "db" | "blobs" | "config" | "log" | "sessions">;

const unreadable = () => unsupportedMediaType(logoMessages.unreadable, { logo: logoMessages.unreadable });

/**
 * Makes the uploaded picture (already stored, its type judged by its bytes) the company's logo.
 * What is kept and served is a PNG the server drew itself: an SVG is rasterised with resvg, a
 * PNG, JPEG or GIF is redrawn by ffmpeg (at most 512 px a side). The upload itself is deleted, so
 * an SVG is never served (decision 0036). One transaction writes the new file row, points the
 * company at it and removes the old row; the old blob is deleted only after that commit.
 */
export async function uploadCompanyLogo(
  services: Services,
  actor: Actor | null,
  upload: StoredUpload,
): Promise<CompanySettingsView> {
  const { actor: owner, company } = await requireCompany(services, actor, { verified: false });
  const png = await drawLogo(services, upload);
  const key = blobKey("logos", `${randomUUID()}.png`);
  try {
    const info = await services.blobs.put(key, png, { contentType: "image/png" });
    const { updated, oldKey } = await services.db.transaction(async (tx) => {
      // Under a row lock: two uploads at once must not both keep their file.
      const [current] = await tx
        .select({ logoFileId: enterprises.logoFileId })
        .from(enterprises)
        .where(eq(enterprises.id, company.id))
        .for("update");
      if (!current) throw notFound(COMPANY_NOT_FOUND);
      const [file] = await tx
        .insert(files)
        .values({
          ownerId: owner.userId,
          kind: "logo",
          storageKey: key,
          contentType: "image/png",
          byteSize: info.size,
          originalName: upload.originalName,
        })
        .returning({ id: files.id });
      const [row] = await tx
        .update(enterprises)
        .set({ logoFileId: file!.id, updatedAt: new Date() })
        .where(eq(enterprises.id, company.id))
        .returning();
      const previous = current.logoFileId ? await removeLogoRow(tx, current.logoFileId) : null;
      return { updated: row!, oldKey: previous };
    });
    await deleteQuietly(services, [upload.key, ...(oldKey ? [oldKey] : [])]);
    return settingsViewOf(updated);
  } catch (error) {
    await deleteQuietly(services, [key]);
    throw error;
  }
}

/** Deletes a logo's file row and returns its blob key (null if the row is already gone). */
export async function removeLogoRow(tx: DbOrTx, fileId: string): Promise<BlobKey | null> {
  const [removed] = await tx.delete(files).where(eq(files.id, fileId)).returning({ key: files.storageKey });
  return removed ? (removed.key as BlobKey) : null;
}

/** The PNG to keep, drawn from the upload (at most 2 MB, so it is read whole). */
async function drawLogo(services: Services, upload: StoredUpload): Promise<Buffer> {
  const source = await services.blobs.get(upload.key);
  if (!source) throw new Error(`the uploaded logo ${upload.key} is missing from the store`);
  const bytes = await buffer(source.stream);
  if (upload.contentType === "image/svg+xml") {
    return rasteriseSvg(bytes, LOGO_MAX_SIDE).catch((error: unknown) => {
      if (!(error instanceof UnreadableSvgError)) throw error;
      if (error.reason === "external") {
        throw unsupportedMediaType(logoMessages.external, { logo: logoMessages.external });
      }
      throw unreadable();
    });
  }
  const scratch = await mkdtemp(path.join(os.tmpdir(), "onetake-logo-"));
  try {
    const input = path.join(scratch, `source.${upload.ext}`);
    const output = path.join(scratch, "logo.png");
    await writeFile(input, bytes);
    await makeLogoImage(
      { path: services.config.ffmpegPath },
      { path: input, contentType: upload.contentType },
      output,
      LOGO_MAX_SIDE,
    ).catch((error: unknown) => {
      throw error instanceof MediaToolError && error.code === "invalid-input" ? unreadable() : error;
    });
    return await readFile(output);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** A blob that cannot be deleted now has no row, so the orphan sweep removes it later. */
export async function deleteQuietly(services: Pick<AppServices, "blobs" | "log">, keys: BlobKey[]): Promise<void> {
  for (const key of keys) {
    try {
      await services.blobs.delete(key);
    } catch (error) {
      services.log.warn({ err: error, key }, "could not delete a logo blob; the orphan sweep will");
    }
  }
}
