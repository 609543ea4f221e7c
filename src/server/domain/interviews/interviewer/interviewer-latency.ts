import { LatencyStats } from "./latency-stats";

/**
 * How long this process's recent interviewer work took, per kind: decoding a window's audio,
 * transcribing it, and drafting a follow-up. A follow-up request uses them to judge whether the
 * answer's last seconds can be transcribed and still leave the chat its time inside the budget.
 * Seeded with a hosted provider's typical figures, so a fresh process does not gamble.
 */
export const interviewerLatency = {
  decode: new LatencyStats(300),
  transcription: new LatencyStats(1500),
  chat: new LatencyStats(1200),
};
