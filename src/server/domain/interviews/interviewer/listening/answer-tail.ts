import { and, eq } from "drizzle-orm";
import { recordingSegments } from "../../../../db/schema";
import type { AppServices } from "../../../../services";
import { runWindows } from "./answer-windows";
import { interviewerLatency } from "../interviewer-latency";

/** Less than this untranscribed is left alone: the windows so far already say what the answer is about. */
const TAIL_MIN_SECONDS = 3;
/** Audio this close to the press counts as heard: the page's offset and the chunks never agree exactly. */
const HEARD_SLACK_SECONDS = 0.5;
/** Kept back for the checks and the answer's way out after the chat. */
const MARGIN_MS = 150;
const POLL_MS = 100;

type Services = Pick<AppServices, "db" | "blobs" | "log" | "config" | "ai" | "interviewer">;

/**
 * At Next: transcribes the answer's last seconds, after the last window, when the recent
 * latencies say that and the chat still fit before `deadline` (a `performance.now()` time). A
 * window already in flight is waited for on the same terms. True when the windows then reach
 * the press; false leaves the follow-up to what was transcribed so far (decision 0055).
 */
export async function transcribeTail(
  services: Services,
  target: { sessionId: string; segment: number; until: number },
  deadline: number,
): Promise<boolean> {
  for (;;) {
    const windowedUntil = await windowedUntilOf(services, target);
    const left = target.until - windowedUntil;
    if (left <= HEARD_SLACK_SECONDS) return true;
    if (left < TAIL_MIN_SECONDS) return false;
    const spare = deadline - performance.now() - interviewerLatency.chat.percentile(90) - MARGIN_MS;
    const tailCost = interviewerLatency.decode.percentile(90) + interviewerLatency.transcription.percentile(90);
    if (spare < tailCost) return false;
    const run = await runWindows(services, {
      sessionId: target.sessionId,
      segment: target.segment,
      flush: true,
      until: target.until,
      signal: AbortSignal.timeout(Math.floor(spare)),
    });
    if (run.outcome !== "busy") return target.until - run.windowedUntilSeconds <= HEARD_SLACK_SECONDS;
    // A window is being transcribed right now: what it hears counts, so wait while the tail still fits.
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function windowedUntilOf(services: Services, target: { sessionId: string; segment: number }): Promise<number> {
  const [row] = await services.db
    .select({ windowedUntil: recordingSegments.windowedUntilSeconds })
    .from(recordingSegments)
    .where(and(eq(recordingSegments.sessionId, target.sessionId), eq(recordingSegments.segmentIndex, target.segment)));
  return row?.windowedUntil ?? 0;
}
