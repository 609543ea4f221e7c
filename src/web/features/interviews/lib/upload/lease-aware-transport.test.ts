import { describe, expect, it } from "vitest";
import { recordingMessages } from "@shared/interviews/recording-contracts";
import type { ChunkTransport } from "./put-chunk";
import { PermanentUploadError, RetryableUploadError } from "./upload-errors";
import { leaseAwareTransport } from "./lease-aware-transport";

const chunk = { sessionId: "s", segment: 0, seq: 0, bytes: new ArrayBuffer(1), sha256: "0".repeat(64), createdAt: 0 };
const options = { signal: new AbortController().signal };
const failing = (error: unknown): ChunkTransport => ({ put: () => Promise.reject(error) });

describe("a lapsed lease while offline", () => {
  it("is taken back and the chunk retried", async () => {
    let retaken = 0;
    const transport = leaseAwareTransport(
      failing(new PermanentUploadError(recordingMessages.leaseRequired, "rejected", 409)),
      async () => {
        retaken += 1;
      },
    );
    await expect(transport.put(chunk, options)).rejects.toBeInstanceOf(RetryableUploadError);
    expect(retaken).toBe(1);
  });

  it("stays refused when another tab holds the lease now, and other refusals pass through", async () => {
    const lapsed = new PermanentUploadError(recordingMessages.leaseRequired, "rejected", 409);
    const held = leaseAwareTransport(failing(lapsed), () => Promise.reject(new Error("held elsewhere")));
    await expect(held.put(chunk, options)).rejects.toBe(lapsed);
    const conflict = new PermanentUploadError(recordingMessages.checksumConflict, "checksum-conflict", 409);
    const other = leaseAwareTransport(failing(conflict), () => Promise.resolve());
    await expect(other.put(chunk, options)).rejects.toBe(conflict);
    await expect(
      leaseAwareTransport({ put: () => Promise.resolve("acknowledged") }, () => Promise.resolve()).put(chunk, options),
    ).resolves.toBe("acknowledged");
  });
});
