import type { AppServices } from "../../services";
import type { BlobKey } from "./blob-store";

/**
 * Deletes blobs whose rows are already gone. One that cannot be deleted now is an orphan the
 * sweep removes later, never a second error for the caller: it is only logged, as `what`
 * ("a logo", "an upload's") names it.
 */
export async function deleteBlobsQuietly(
  services: Pick<AppServices, "blobs" | "log">,
  keys: readonly BlobKey[],
  what: string,
): Promise<void> {
  for (const key of keys) {
    try {
      await services.blobs.delete(key);
    } catch (error) {
      services.log.warn({ err: error, key }, `could not delete ${what} blob; the orphan sweep will`);
    }
  }
}
