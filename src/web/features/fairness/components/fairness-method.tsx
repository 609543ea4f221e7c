import {
  IMPACT_RATIO_THRESHOLD,
  MINIMUM_CELL,
  SMALL_GROUP_SHARE,
  fairnessReportMessages,
} from "@shared/fairness/fairness-report-contracts";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

/** The method in plain words, on the page beside the figures. */
export function FairnessMethod() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>How to read this report</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm text-muted-foreground">
        <p>
          <strong className="text-foreground">Selection rate</strong> is how many people in a group were hired, divided
          by how many in that group got a decision (hired or not hired).{" "}
          <strong className="text-foreground">Scoring rate</strong> is the share of a group whose AI interview score is
          above the median score of everyone counted.
        </p>
        <p>
          <strong className="text-foreground">Impact ratio</strong> is a group&rsquo;s rate divided by the highest rate
          of any group. A ratio of 1 means the same rate as the best-treated group. Under the common four-fifths rule of
          thumb, a ratio under {IMPACT_RATIO_THRESHOLD} deserves a closer look; such ratios are marked &ldquo;below{" "}
          {IMPACT_RATIO_THRESHOLD}&rdquo;.
        </p>
        <p>
          Groups holding under {SMALL_GROUP_SHARE * 100}% of the people counted are flagged as small and left out of the
          ratios, as are &ldquo;I prefer not to say&rdquo; and people who did not answer. To protect people, any count
          under {MINIMUM_CELL} is shown as &ldquo;{fairnessReportMessages.suppressed}&rdquo;, and so is any figure that
          would let someone work one out from the totals or the other figures.
        </p>
        <p>
          Answers are voluntary and come from candidates themselves; they are never shown to reviewers. Each decision is
          counted once, when it was made, as it stood at the end of that month: a decision undone within its undo window
          is not counted.
        </p>
      </CardContent>
    </Card>
  );
}
