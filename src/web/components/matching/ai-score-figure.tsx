import { Badge, matchScoreVariant } from "@web/components/ui/badge";

/**
 * The interview's AI score beside a match (decision 0070): a figure of its own, never part of the
 * match. `labelled` writes "AI score" out where no column heading says it.
 */
export function AiScoreFigure({ score, labelled = false }: { score: number | null; labelled?: boolean }) {
  if (score === null) {
    return <span className="text-sm text-muted-foreground">No AI score</span>;
  }
  return (
    <Badge variant={matchScoreVariant(score)} className="tabular-nums">
      <span className={labelled ? undefined : "sr-only"}>AI score </span>
      {score}/100
    </Badge>
  );
}
