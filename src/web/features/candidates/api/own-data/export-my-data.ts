import { EXPORT_FILE_NAME, exportCandidateDataContract } from "@shared/candidates/candidate-data-contracts";
import { errorFromResponse, unreachableError } from "@web/lib/http/api-failure";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/**
 * Downloads the candidate's data zip: the server streams it, the browser counts the bytes as
 * they come (`onProgress`) and then saves the file under the server's name.
 */
async function downloadMyData(onProgress: (receivedBytes: number) => void): Promise<void> {
  let response: Response;
  try {
    response = await fetch(exportCandidateDataContract.path, { credentials: "same-origin" });
  } catch {
    throw unreachableError();
  }
  if (!response.ok) throw errorFromResponse(response.status, await response.json().catch(() => null));
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      received += value.byteLength;
      onProgress(received);
    }
  }
  const url = URL.createObjectURL(new Blob(parts, { type: "application/zip" }));
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = EXPORT_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the download; revoking later lets slow browsers start it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

/** "Download my data": nothing in the cache changes, so the hook only runs the download. */
export function useExportMyData(onProgress: (receivedBytes: number) => void, options: MutationHookOptions<void> = {}) {
  return useSingleFlightMutation({ ...options, mutationFn: () => downloadMyData(onProgress) });
}
