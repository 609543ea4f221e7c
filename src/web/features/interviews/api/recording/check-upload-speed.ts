import { UPLOAD_CHECK_MAX_BYTES, uploadCheckContract } from "@shared/interviews/runner-contracts";

/** Bytes sent by the check: enough to time on a fast line, quick on a slow one. */
const CHECK_BYTES = Math.min(UPLOAD_CHECK_MAX_BYTES, 1024 * 1024);

/**
 * Times one upload of about 1 MB to our server and answers the speed in bits per second. The
 * bytes are random, so no compression along the way flatters the figure.
 */
export async function checkUploadSpeed(signal?: AbortSignal): Promise<number> {
  const bytes = new Uint8Array(CHECK_BYTES);
  // getRandomValues fills at most 64 KiB per call.
  for (let offset = 0; offset < bytes.length; offset += 65_536)
    crypto.getRandomValues(bytes.subarray(offset, offset + 65_536));
  const started = performance.now();
  const response = await fetch(uploadCheckContract.path, {
    method: uploadCheckContract.method,
    headers: { "content-type": "application/octet-stream", accept: "application/json" },
    body: bytes,
    credentials: "same-origin",
    signal,
  });
  if (!response.ok) throw new Error(`The upload check failed (HTTP ${response.status}).`);
  await response.json();
  const seconds = Math.max(0.001, (performance.now() - started) / 1000);
  return (CHECK_BYTES * 8) / seconds;
}
