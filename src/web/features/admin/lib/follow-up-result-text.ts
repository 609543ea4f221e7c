import type { FollowUpResult, FollowUpResultCount } from "@shared/interviews/follow-up-contracts";

/** What became of an answer's follow-up (decision 0055), in an operator's words. */
export const followUpResultText: Record<FollowUpResult, string> = {
  asked: "asked",
  "not-shown": "offered, but the page moved on before showing it",
  "not-enabled": "follow-ups turned off for the interview",
  "not-eligible": "not eligible (already asked, or the last question)",
  time: "not enough interview time left",
  "too-short": "answer too short to follow up",
  "no-transcript": "no transcript of the answer in time",
  "transcript-flagged": "answer flagged as speaking to the AI",
  "model-declined": "the model found nothing to follow up",
  refused: "the model's question failed the checks",
  late: "the model answered too late",
  "provider-failed": "the AI provider failed",
  "unsupported-format": "the recording's format could not be transcribed in time",
};

/** "2 × answer flagged as speaking to the AI · 1 × asked". */
export function followUpResultsLine(results: readonly FollowUpResultCount[]): string {
  return results.map((each) => `${each.count} × ${followUpResultText[each.result]}`).join(" · ");
}
