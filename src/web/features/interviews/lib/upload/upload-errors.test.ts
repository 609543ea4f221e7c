import { describe, expect, it } from "vitest";
import { backoffDelay } from "./put-chunk";
import { sha256Hex } from "./chunk";
import { PermanentUploadError, RetryableUploadError, classifyUploadResponse, toUploadError } from "./upload-errors";

describe("classifyUploadResponse", () => {
  it.each([200, 201, 204])("%i is acknowledged", (status) => {
    expect(classifyUploadResponse(status)).toBe("acknowledged");
  });

  it("a 409 for the same checksum is an acknowledged replay; for a different one it is permanent", () => {
    expect(classifyUploadResponse(409, { sameChecksum: true })).toBe("acknowledged");
    const conflict = classifyUploadResponse(409, { sameChecksum: false });
    expect(conflict).toBeInstanceOf(PermanentUploadError);
    expect((conflict as PermanentUploadError).reason).toBe("checksum-conflict");
  });

  it.each([408, 425, 429, 500, 502, 503, 504])("%i is retryable", (status) => {
    expect(classifyUploadResponse(status, { retryAfterMs: 2_000 })).toMatchObject({
      name: "RetryableUploadError",
      retryAfterMs: 2_000,
    });
  });

  it.each([400, 401, 403, 404, 410, 413, 422])("%i is permanent", (status) => {
    expect(classifyUploadResponse(status)).toMatchObject({ name: "PermanentUploadError", reason: "rejected", status });
  });

  it("treats anything a transport throws that is not typed as a network failure", () => {
    expect(toUploadError(new TypeError("Failed to fetch"))).toMatchObject({ reason: "network" });
    const permanent = new PermanentUploadError("x", "rejected");
    expect(toUploadError(permanent)).toBe(permanent);
    expect(toUploadError(new RetryableUploadError("x", "server"))).toBeInstanceOf(RetryableUploadError);
  });
});

describe("backoffDelay", () => {
  const policy = { baseMs: 500, maxMs: 30_000 };

  it("doubles per attempt with jitter between half and all of the ceiling, capped", () => {
    expect([1, 2, 3, 4].map((attempt) => backoffDelay(attempt, policy, () => 0))).toEqual([250, 500, 1_000, 2_000]);
    expect(backoffDelay(3, policy, () => 1)).toBe(2_000);
    expect(backoffDelay(20, policy, () => 0)).toBe(15_000);
    expect(backoffDelay(20, policy, () => 1)).toBe(30_000);
  });
});

describe("sha256Hex", () => {
  it("hashes a Blob and an ArrayBuffer alike", async () => {
    const abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
    expect(await sha256Hex(new Blob(["abc"]))).toBe(abc);
    expect(await sha256Hex(new TextEncoder().encode("abc").buffer)).toBe(abc);
  });
});
