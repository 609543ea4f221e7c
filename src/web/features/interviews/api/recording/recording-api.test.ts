import { afterEach, describe, expect, it, vi } from "vitest";
import { recordingMessages } from "@shared/interviews/recording-contracts";
import { acquireRecordingLease } from "./acquire-recording-lease";

const SESSION = "4f1c2a7e-9a39-4a8f-9d7e-1f0f6d2c3b4a";

function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("acquireRecordingLease", () => {
  it("POSTs this tab's token to the session's lease endpoint", async () => {
    const lease = { expiresAt: "2026-11-22T20:00:30.000Z", leaseSeconds: 30 };
    const fetch = stubFetch(200, lease);
    await expect(acquireRecordingLease({ sessionId: SESSION, token: "lease-token-aaaaaaaaaaaa" })).resolves.toEqual(
      lease,
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/api/recording-sessions/${SESSION}/lease`);
    expect(init).toMatchObject({ method: "POST", body: JSON.stringify({ token: "lease-token-aaaaaaaaaaaa" }) });
  });

  it("rejects with the server's message while another tab holds the lease", async () => {
    stubFetch(409, { error: "conflict", message: recordingMessages.leaseHeldElsewhere });
    await expect(
      acquireRecordingLease({ sessionId: SESSION, token: "lease-token-aaaaaaaaaaaa" }),
    ).rejects.toMatchObject({ status: 409, message: recordingMessages.leaseHeldElsewhere });
  });
});
