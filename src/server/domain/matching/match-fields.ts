import { summarizeMatchReasons, type MatchReasons, type MatchSummary } from "@shared/matching/match-reasons";

export interface MatchFields {
  matchScore: number | null;
  matchReasons: MatchReasons | null;
  matchSummary: MatchSummary | null;
}

/** A stored match (or none yet) as every read path answers it. */
export function matchFieldsOf(score: number | null, reasons: MatchReasons | null): MatchFields {
  if (score === null || reasons === null) return { matchScore: null, matchReasons: null, matchSummary: null };
  return { matchScore: score, matchReasons: reasons, matchSummary: summarizeMatchReasons(reasons) };
}
