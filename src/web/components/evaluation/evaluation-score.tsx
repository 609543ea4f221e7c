import type { CriterionScore } from "@shared/evaluation/evaluation-contracts";
import { Badge, matchScoreVariant, type BadgeVariant } from "@web/components/ui/badge";
import { cn } from "@web/lib/ui/cn";

const tileTone: Partial<Record<BadgeVariant, string>> = {
  "top-match": "border-green-200 bg-top-match-tint text-top-match",
  info: "border-blue-200 bg-info-tint text-info",
  warning: "border-amber-200 bg-warning-tint text-warning",
};

/** The overall 0–100 in the spec's colours: 90 and up green, 75 and up blue, below that amber. */
export function OverallScoreTile({ score, caption }: { score: number; caption: string }) {
  const variant = matchScoreVariant(score);
  return (
    <div
      data-tone={variant}
      className={cn("grid w-fit min-w-28 justify-items-center gap-0.5 rounded-lg border px-4 py-3", tileTone[variant])}
    >
      <span className="text-3xl font-semibold tabular-nums">
        {score}
        <span className="text-base font-normal">/100</span>
      </span>
      <span className="text-xs font-medium">{caption}</span>
    </div>
  );
}

/** A criterion's 1–5 on the overall scale's colours (5 → 100, 4 → 75), or "Insufficient evidence". */
export function CriterionScoreBadge({ score }: { score: CriterionScore }) {
  if (score === "insufficient_evidence") {
    return <Badge variant="secondary">Insufficient evidence</Badge>;
  }
  return (
    <Badge variant={matchScoreVariant((score - 1) * 25)} className="text-sm tabular-nums">
      {score}/5
    </Badge>
  );
}
