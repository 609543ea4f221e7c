import { Info } from "lucide-react";
import { NEVER_SCORED, RUBRIC_LEVELS } from "@shared/evaluation/rubric";

/** What the AI never scores, whatever a rubric says (decision 0050); the server refuses such criteria. */
export function NeverScoredNote() {
  return (
    <p className="flex gap-2 rounded-md border border-blue-200 bg-info-tint p-3 text-sm text-info">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        The AI never scores {NEVER_SCORED.slice(0, -1).join(", ")} or {NEVER_SCORED[NEVER_SCORED.length - 1]}. Criteria
        about them are refused: assess what the candidate says instead.
      </span>
    </p>
  );
}

/**
 * A rubric as it reads: each criterion's competency, and with `levels` its anchors 1 to 5. A
 * description list, so it never adds items to the question list around it.
 */
export function RubricSummary({
  criteria,
  levels = false,
}: {
  criteria: readonly { competency: string; levels: readonly string[] }[];
  levels?: boolean;
}) {
  return (
    <dl className="grid gap-2 text-sm">
      {criteria.map((criterion, index) => (
        <div key={index} className="grid gap-1">
          <dt className="font-medium text-pretty">{criterion.competency.trim() || "Unnamed criterion"}</dt>
          {levels &&
            RUBRIC_LEVELS.map((level, levelIndex) => (
              <dd key={level} className="flex gap-2 text-muted-foreground">
                <span className="shrink-0 font-medium tabular-nums">Level {level}</span>
                <span className="text-pretty">{criterion.levels[levelIndex]?.trim() || "Not described yet"}</span>
              </dd>
            ))}
        </div>
      ))}
    </dl>
  );
}
