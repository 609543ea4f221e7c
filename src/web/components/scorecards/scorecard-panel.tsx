import { MessagesSquare } from "lucide-react";
import {
  DISCUSS_SPREAD,
  scorecardRecommendationNames,
  type ScorecardPanel as Panel,
  type ScorecardQuestion,
} from "@shared/scorecards/scorecard-contracts";
import { Badge, type BadgeVariant } from "@web/components/ui/badge";
import { formatDate } from "@web/lib/ui/format-date";

const recommendationVariant: Record<Panel["members"][number]["recommendation"], BadgeVariant> = {
  strong_no: "danger",
  no: "warning",
  yes: "info",
  strong_yes: "success",
};

const scoreText = (score: number | null) => (score === null ? "Not enough evidence" : String(score));

/**
 * Every submitted scorecard side by side (decision 0085), once mine is in: each member's
 * recommendation, then per criterion each member's score and note, the AI's score (a person's
 * override beside it) and the spread; criteria the members are 2 or more points apart on are
 * marked "Discuss".
 */
export function ScorecardPanel({ panel, questions }: { panel: Panel; questions: ScorecardQuestion[] }) {
  const toDiscuss = panel.criteria.filter((criterion) => criterion.discuss).length;
  return (
    <section aria-labelledby="scorecard-panel-title" className="grid gap-4">
      <div className="grid gap-1">
        <h3 id="scorecard-panel-title" className="text-lg font-semibold">
          The panel
        </h3>
        <p className="text-sm text-muted-foreground">
          {panel.members.length === 1
            ? "Only your scorecard is in so far. Others appear here as they submit."
            : `${panel.members.length} scorecards submitted.`}{" "}
          {toDiscuss > 0 &&
            `${toDiscuss} ${toDiscuss === 1 ? "criterion is" : "criteria are"} marked Discuss: scores ${DISCUSS_SPREAD} or more points apart.`}
        </p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Recommendations">
        {panel.members.map((member, at) => (
          <li
            key={at}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3"
          >
            <span className="grid">
              <span className="font-medium">
                {member.name}
                {member.isMe && " (you)"}
              </span>
              <span className="text-xs text-muted-foreground">
                Submitted {formatDate(member.submittedAt)}
                {member.version > 1 && ` · version ${member.version}`}
              </span>
            </span>
            <Badge variant={recommendationVariant[member.recommendation]}>
              {scorecardRecommendationNames[member.recommendation]}
            </Badge>
          </li>
        ))}
      </ul>
      <ol className="grid gap-4">
        {questions.map((question) => (
          <li key={question.index} className="grid gap-3 rounded-lg border border-border p-4">
            <h4 className="font-semibold">
              Question {question.number}
              <span className="sr-only">: {question.question}</span>
            </h4>
            {question.criteria.map((criterion) => {
              const row = panel.criteria.find(
                (entry) => entry.questionIndex === question.index && entry.criterionKey === criterion.key,
              );
              if (!row) return null;
              return (
                <div
                  key={criterion.key}
                  role="group"
                  aria-label={criterion.competency}
                  className={`grid gap-2 rounded-md p-3 ${row.discuss ? "border border-amber-200 bg-warning-tint" : "bg-muted"}`}
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">{criterion.competency}</span>
                    {row.discuss && (
                      <Badge variant="warning">
                        <MessagesSquare aria-hidden="true" />
                        Discuss
                      </Badge>
                    )}
                  </div>
                  <dl className="grid gap-1 text-sm">
                    {panel.members.map((member, at) => (
                      <div key={at} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5">
                        <dt>{member.isMe ? "You" : member.name}</dt>
                        <dd className="text-right font-semibold tabular-nums">{scoreText(row.scores[at] ?? null)}</dd>
                        {row.notes[at] && <dd className="col-span-2 text-muted-foreground">“{row.notes[at]}”</dd>}
                      </div>
                    ))}
                    <div className="flex justify-between gap-3 border-t border-border pt-1">
                      <dt>AI</dt>
                      <dd className="tabular-nums">
                        {row.ai === null ? "Not scored" : row.ai}
                        {row.aiOverride !== null && ` (a reviewer's override: ${row.aiOverride})`}
                      </dd>
                    </div>
                    <div className="flex justify-between gap-3">
                      <dt>Spread</dt>
                      <dd className="tabular-nums">{row.spread === null ? "—" : row.spread}</dd>
                    </div>
                  </dl>
                </div>
              );
            })}
          </li>
        ))}
      </ol>
    </section>
  );
}
