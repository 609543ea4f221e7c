import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FollowUpOutcome } from "@shared/interviews/follow-up-contracts";
import { waitForFollowUp } from "./follow-up-wait";

const offer: FollowUpOutcome = {
  kind: "follow-up",
  followUpId: "7d3c1c3e-9a52-4a4f-8d0e-2f1b0e7b5a10",
  parentIndex: 0,
  text: "What was the hardest part?",
  timeLimitSeconds: 60,
  speech: false,
};

describe("waitForFollowUp", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("answers the offer when it arrives in time", async () => {
    const waiting = waitForFollowUp(() => new Promise((resolve) => setTimeout(() => resolve(offer), 2900)), 3000);
    await vi.advanceTimersByTimeAsync(2900);
    await expect(waiting).resolves.toEqual(offer);
  });

  it("gives up at the limit, aborts the request, and never takes a late offer", async () => {
    let signal: AbortSignal | undefined;
    const waiting = waitForFollowUp((given) => {
      signal = given;
      return new Promise((resolve) => setTimeout(() => resolve(offer), 5000));
    }, 3000);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(waiting).resolves.toEqual({ kind: "none", reason: "late" });
    expect(signal?.aborted).toBe(true);
  });

  it("takes a failed request for none", async () => {
    const waiting = waitForFollowUp(() => Promise.reject(new Error("offline")), 3000);
    await expect(waiting).resolves.toEqual({ kind: "none", reason: "provider-failed" });
  });
});
