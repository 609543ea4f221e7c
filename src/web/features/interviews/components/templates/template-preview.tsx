import { Clock } from "lucide-react";
import { NEW_QUESTION_TEXT, totalTimeLimitSeconds } from "@shared/interviews/template-contracts";
import { formatClock } from "../../lib/recorder/clock";
import type { TemplateDraft } from "../../lib/template-draft";
import { NeverScoredNote, RubricSummary } from "./rubric-summary";

/**
 * Preview: the interview as a candidate meets it, questions in order with their time limits,
 * and for the company what the AI assesses each answer against (decision 0050).
 */
export function TemplatePreview({
  template,
  unsaved,
  interviewerAvailable,
}: {
  template: TemplateDraft;
  unsaved: boolean;
  /** Follow-ups are mentioned only where they can happen. */
  interviewerAvailable: boolean;
}) {
  const { questions } = template;
  const total = totalTimeLimitSeconds(questions.filter((question) => Number.isFinite(question.timeLimitSeconds)));
  return (
    <div className="grid gap-4">
      {unsaved && <p className="text-sm text-muted-foreground">Showing your unsaved changes.</p>}
      <div className="grid gap-1 rounded-lg bg-muted p-4">
        <h3 className="text-lg font-semibold text-balance">{template.role.trim() || template.name}</h3>
        {template.department.trim() && <p className="text-sm text-muted-foreground">{template.department}</p>}
        {template.description.trim() && <p className="text-sm text-pretty">{template.description}</p>}
        <p className="flex items-center gap-2 text-sm text-muted-foreground tabular-nums">
          <Clock className="size-4" aria-hidden="true" />
          {questions.length === 1 ? "1 question" : `${questions.length} questions`}, {formatClock(total)} in total
        </p>
      </div>
      {questions.length > 0 && <NeverScoredNote />}
      {questions.length > 1 && interviewerAvailable && template.followUpsEnabled && (
        <p className="text-sm text-pretty text-muted-foreground">
          After a question, the AI interviewer may ask one short follow-up about what the candidate said, with{" "}
          {Number.isFinite(template.followUpSeconds) ? template.followUpSeconds : "--"} seconds to answer. It is
          assessed with that question. No follow-up comes after the last question.
        </p>
      )}
      {questions.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          This template has no questions yet. Add them on the Interview Questions tab.
        </p>
      ) : (
        <ol aria-label="Questions as the candidate sees them" className="grid gap-3">
          {questions.map((question, index) => (
            <li key={question.key} className="grid gap-1 rounded-lg border border-border p-4">
              <p className="text-xs font-medium text-muted-foreground">
                Question {index + 1} of {questions.length}
              </p>
              <p className="font-medium text-pretty">{question.text.trim() || NEW_QUESTION_TEXT}</p>
              {question.instruction.trim() && (
                <p className="text-sm text-pretty text-muted-foreground">{question.instruction}</p>
              )}
              <p className="text-sm text-muted-foreground tabular-nums">
                Time limit {Number.isFinite(question.timeLimitSeconds) ? formatClock(question.timeLimitSeconds) : "--"}
              </p>
              <details className="mt-1 rounded-md border border-border p-3">
                <summary className="cursor-pointer text-sm font-medium">
                  How answers are assessed (
                  {question.rubric.criteria.length === 1
                    ? "1 criterion"
                    : `${question.rubric.criteria.length} criteria`}
                  )
                </summary>
                <div className="pt-3">
                  <RubricSummary criteria={question.rubric.criteria} levels />
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
