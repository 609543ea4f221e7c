import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { eq, inArray } from "drizzle-orm";
import {
  AVATAR_SIZES,
  avatarMessages,
  type CandidateSettingsView,
} from "@shared/candidates/candidate-settings-contracts";
import type { DbOrTx } from "../../../db/client";
import { files, profiles } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import { MediaToolError } from "../../../plugins/media/ffmpeg";
import { makeSquareImage } from "../../../plugins/media/make-square-image";
import type { BlobKey } from "../../../plugins/storage/blob-store";
import { deleteBlobsQuietly } from "../../../plugins/storage/delete-blobs-quietly";
import type { StoredUpload } from "../../../plugins/storage/stored-upload";
import type { AppServices } from "../../../services";
import { notFound, unsupportedMediaType } from "../../../errors";
import { avatarSizeKey } from "./avatar-keys";
import { candidateSettingsViewOf } from "./get-candidate-settings";
import { CANDIDATE_PROFILE_NOT_FOUND, loadOwnCandidateProfile } from "./own-candidate-profile";
import { insertUploadedFile } from "../../files/insert-uploaded-file";

type Services = Pick<AppServices, "db" | "blobs" | "config" | "log">;

/**
 * Makes the uploaded picture (already stored, its type judged by its bytes) the caller's avatar:
 * the square sizes are made with ffmpeg and stored, then one transaction writes the file rows,
 * points the profile at the new original and removes the old rows. The old blobs are deleted
 * only after that commit; one that cannot be is left to the orphan sweep. If anything fails
 * before the commit, the sizes made so far are deleted (uploadRoute deletes the original).
 */
export async function uploadCandidateAvatar(
  services: Services,
  actor: Actor | null,
  upload: StoredUpload,
): Promise<CandidateSettingsView> {
  const profile = await loadOwnCandidateProfile(services.db, actor);
  const sizeKeys = AVATAR_SIZES.map((size) => ({ size, key: avatarSizeKey(upload.key, size) }));
  try {
    const stored = await storeSquareSizes(services, upload.key, sizeKeys);
    const { updated, oldKeys } = await services.db.transaction(async (tx) => {
      // Read the current picture under a row lock: two uploads at once must not both keep theirs.
      const [current] = await tx
        .select({ avatarFileId: profiles.avatarFileId })
        .from(profiles)
        .where(eq(profiles.id, profile.id))
        .for("update");
      const original = await insertUploadedFile(tx, { ownerId: profile.id, kind: "avatar", upload });
      await tx.insert(files).values(
        stored.map((size) => ({
          ownerId: profile.id,
          kind: "avatar" as const,
          storageKey: size.key,
          contentType: "image/webp",
          byteSize: size.byteSize,
        })),
      );
      const [row] = await tx
        .update(profiles)
        .set({ avatarFileId: original.id, updatedAt: new Date() })
        .where(eq(profiles.id, profile.id))
        .returning();
      if (!row) throw notFound(CANDIDATE_PROFILE_NOT_FOUND);
      const previous = current?.avatarFileId ? await removeAvatarRows(tx, current.avatarFileId) : [];
      return { updated: row, oldKeys: previous };
    });
    await deleteBlobsQuietly(services, oldKeys, "an avatar");
    return candidateSettingsViewOf({ ...updated, career: profile.career });
  } catch (error) {
    await deleteBlobsQuietly(
      services,
      sizeKeys.map((size) => size.key),
      "an avatar",
    );
    throw error;
  }
}

/** Deletes the rows of an avatar (its original and its sizes) and returns their blob keys. */
async function removeAvatarRows(tx: DbOrTx, originalFileId: string): Promise<BlobKey[]> {
  const [original] = await tx
    .select({ key: files.storageKey })
    .from(files)
    .where(eq(files.id, originalFileId))
    .limit(1);
  if (!original) return [];
  const keys = [original.key, ...AVATAR_SIZES.map((size) => avatarSizeKey(original.key, size))];
  await tx.delete(files).where(inArray(files.storageKey, keys));
  return keys as BlobKey[];
}

async function storeSquareSizes(
  services: Services,
  originalKey: BlobKey,
  sizeKeys: { size: number; key: BlobKey }[],
): Promise<{ key: BlobKey; byteSize: number }[]> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), "onetake-avatar-"));
  try {
    const source = await services.blobs.get(originalKey);
    if (!source) throw new Error(`the uploaded avatar ${originalKey} is missing from the store`);
    const sourcePath = path.join(scratch, "source");
    await pipeline(source.stream, createWriteStream(sourcePath));
    const stored: { key: BlobKey; byteSize: number }[] = [];
    for (const { size, key } of sizeKeys) {
      const outputPath = path.join(scratch, `${size}.webp`);
      await makeSquareImage({ path: services.config.ffmpegPath }, sourcePath, outputPath, size).catch(
        (error: unknown) => {
          if (error instanceof MediaToolError && error.code === "invalid-input") {
            throw unsupportedMediaType(avatarMessages.unreadable, { avatar: avatarMessages.unreadable });
          }
          throw error;
        },
      );
      // A few kilobytes: read whole, so the store gets a Buffer with a known length.
      const info = await services.blobs.put(key, await readFile(outputPath), { contentType: "image/webp" });
      stored.push({ key, byteSize: info.size });
    }
    return stored;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
