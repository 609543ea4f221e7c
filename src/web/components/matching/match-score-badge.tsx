import { Badge, matchScoreVariant } from "@web/components/ui/badge";

/** A 0-100 match in the spec's colours (90+ green, 75+ blue, else amber), read as "92% match". */
export function MatchScoreBadge({ score }: { score: number }) {
  return (
    <Badge variant={matchScoreVariant(score)} className="tabular-nums">
      {score}% match
    </Badge>
  );
}
