import { describe, expect, it, vi } from "vitest";
import { ChangeFeedBarrier } from "./change-feed-barrier";

describe("ChangeFeedBarrier", () => {
  it("waits until the feed delivers its own announcement", async () => {
    const delivered: string[] = [];
    let deliver: (() => void) | undefined;
    const barrier = new ChangeFeedBarrier(async (payload) => {
      deliver = () => {
        delivered.push(payload);
        barrier.pass(payload);
      };
    });
    let done = false;
    const waiting = barrier.wait().then((caughtUp) => {
      done = true;
      return caughtUp;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    deliver!();
    await expect(waiting).resolves.toBe(true);
    expect(delivered).toHaveLength(1);
  });

  it("tells a barrier from a user id", () => {
    const barrier = new ChangeFeedBarrier(async () => undefined);
    expect(barrier.pass("7f1c2a9e-6a55-4e0a-9f4e-0c6a3c1f2b11")).toBe(false);
    expect(barrier.pass("barrier:unknown")).toBe(true);
  });

  it("gives up when the announcement never comes back, after two seconds (on a test clock)", async () => {
    vi.useFakeTimers();
    try {
      const barrier = new ChangeFeedBarrier(async () => undefined);
      let outcome: boolean | undefined;
      void barrier.wait().then((reached) => (outcome = reached));
      await vi.advanceTimersByTimeAsync(1_999);
      expect(outcome).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
