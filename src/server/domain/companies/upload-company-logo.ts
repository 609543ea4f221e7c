import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import type { CompanySettingsView } from "@shared/companies/contracts";
import { LOGO_MAX_SIDE, logoMessages } from "@shared/companies/logo-contracts";
import { files } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import { MediaToolError } from "../../plugins/media/ffmpeg";
import { makeLogoImage } from "../../plugins/media/make-logo-image";
import { rasteriseSvg, UnreadableSvgError } from "../../plugins/media/rasterise-svg";
import { blobKey } from "../../plugins/storage/blob-key";
import { deleteBlobsQuietly } from "../../plugins/storage/delete-blobs-quietly";
import type { StoredUpload } from "../../plugins/storage/stored-upload";
import type { AppServices } from "../../services";
import { unsupportedMediaType } from "../../errors";
import { settingsViewOf } from "./get-company-settings";
import { requireCompany } from "./require-company";
import { setCompanyLogoFile } from "./set-company-logo-file";

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
  const { actor: owner, company } = await requireCompany(services, actor, { may: "settings", verified: false });
  const png = await drawLogo(services, upload);
  const key = blobKey("logos", `${randomUUID()}.png`);
  try {
    const info = await services.blobs.put(key, png, { contentType: "image/png" });
    const { updated, oldKey } = await services.db.transaction(async (tx) => {
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
      return setCompanyLogoFile(tx, company.id, file!.id);
    });
    await deleteBlobsQuietly(services, [upload.key, ...(oldKey ? [oldKey] : [])], "a logo");
    return settingsViewOf(updated);
  } catch (error) {
    await deleteBlobsQuietly(services, [key], "a logo");
    throw error;
  }
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
