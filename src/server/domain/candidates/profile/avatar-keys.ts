import type { AvatarSize } from "@shared/candidates/candidate-settings-contracts";
import { assertBlobKey } from "../../../plugins/storage/blob-key";
import type { BlobKey } from "../../../plugins/storage/blob-store";

/**
 * Where a square size of an avatar is stored: next to the original (`avatars/<uuid>.png`) as
 * `avatars/<uuid>-256.webp`. Derived from the original's key, so the profile needs only the
 * original's file row to find every size.
 */
export function avatarSizeKey(originalKey: string, size: AvatarSize): BlobKey {
  const stem = originalKey.replace(/\.[A-Za-z0-9]+$/, "");
  const key = `${stem}-${size}.webp`;
  assertBlobKey(key);
  return key;
}
