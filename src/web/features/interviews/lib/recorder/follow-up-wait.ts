import type { FollowUpOutcome } from "@shared/interviews/follow-up-contracts";

/**
 * Waits for the AI interviewer's answer at most `waitMs` from the press of Next, then gives up:
 * the request is aborted and the interview goes on as if there were none. A failed request is
 * none too. The candidate never waits longer than this for a question (decision 0055).
 */
export async function waitForFollowUp(
  request: (signal: AbortSignal) => Promise<FollowUpOutcome>,
  waitMs: number,
): Promise<FollowUpOutcome> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<FollowUpOutcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ kind: "none", reason: "late" });
    }, waitMs);
  });
  const answered = request(controller.signal).catch((): FollowUpOutcome => ({
    kind: "none",
    reason: "provider-failed",
  }));
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
