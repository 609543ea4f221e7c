import { decodeMatchDetail } from "@shared/matching/match-detail";
import { summarizeMatchReasons, type MatchReasons, type MatchSummary } from "@shared/matching/match-reasons";

export interface MatchFields {
  matchScore: number | null;
  matchReasons: MatchReasons | null;
  matchSummary: MatchSummary | null;
}

/** A stored match (or none yet) as every read path answers it; `detail` is the stored reasons. */
export function matchFieldsOf(score: number | null, detail: string | null): MatchFields {
  if (score === null || detail === null) return { matchScore: null, matchReasons: null, matchSummary: null };
  const reasons = decodeMatchDetail(detail);
  return { matchScore: score, matchReasons: reasons, matchSummary: summarizeMatchReasons(reasons) };
}
