import { totalTimeLimitSeconds, type InterviewTemplate } from "@shared/interviews/template-contracts";
import { Badge } from "@web/components/ui/badge";
import { formatClock } from "../../lib/recorder/clock";
import { questionTypeLabels, type DraftErrors, type QuestionDraft } from "../../lib/template-draft";
import { AddQuestionSection } from "./add-question-section";
import { EditableQuestion } from "./editable-question";
import { RubricSummary } from "./rubric-summary";
import { TimeTotal } from "./time-total";
import { useQuestionListEdits } from "./use-question-list-edits";

const finiteTotal = (questions: readonly { timeLimitSeconds: number }[]) =>
  totalTimeLimitSeconds(questions.filter((question) => Number.isFinite(question.timeLimitSeconds)));

/** Interview Questions: the saved list, or while editing the questions to change, reorder, remove and add. */
export function TemplateQuestionsPanel({
  template,
  questions,
  errors,
  onChange,
}: {
  template: InterviewTemplate;
  /** The draft's questions while editing; null shows the saved ones. */
  questions: QuestionDraft[] | null;
  errors: DraftErrors;
  onChange: (questions: QuestionDraft[]) => void;
}) {
  if (!questions) {
    return (
      <div className="grid gap-3">
        <TimeTotal seconds={totalTimeLimitSeconds(template.questions)} />
        {template.questions.length === 0 ? (
          <p className="text-sm text-muted-foreground">No questions yet. Choose Edit Template to add some.</p>
        ) : (
          <ol className="grid gap-2">
            {template.questions.map((question, index) => (
              <li key={question.id} className="grid gap-1 rounded-md border border-border p-3">
                <p className="font-medium text-pretty">
                  {index + 1}. {question.text}
                </p>
                <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <Badge variant="outline">{questionTypeLabels[question.type]}</Badge>
                  <span className="tabular-nums">{formatClock(question.timeLimitSeconds)}</span>
                  {question.instruction && <span className="text-pretty">{question.instruction}</span>}
                </p>
                <div className="grid gap-1 pt-1">
                  <p className="text-xs font-medium text-muted-foreground">AI Configuration</p>
                  <RubricSummary criteria={question.rubric.criteria} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    );
  }
  return <QuestionsEditor questions={questions} errors={errors} onChange={onChange} />;
}

function QuestionsEditor({
  questions,
  errors,
  onChange,
}: {
  questions: QuestionDraft[];
  errors: DraftErrors;
  onChange: (questions: QuestionDraft[]) => void;
}) {
  const { announcement, heading, update, move, remove, moveButtonRef } = useQuestionListEdits(questions, onChange);
  const total = finiteTotal(questions);

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h3 ref={heading} tabIndex={-1} className="font-semibold">
          Questions ({questions.length})
        </h3>
        <TimeTotal seconds={total} />
        {errors.questions && (
          <p role="alert" className="text-sm text-danger">
            {errors.questions}
          </p>
        )}
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>
      {questions.length > 0 && (
        <ol className="grid gap-4">
          {questions.map((question, index) => (
            <EditableQuestion
              key={question.key}
              question={question}
              index={index}
              count={questions.length}
              errors={errors}
              onUpdate={(patch) => update(index, patch)}
              onMove={(direction) => move(index, direction)}
              onRemove={() => remove(index)}
              moveButtonRef={(direction) => moveButtonRef(question.key, direction)}
            />
          ))}
        </ol>
      )}
      <AddQuestionSection total={total} onAdd={(question) => onChange([...questions, question])} />
    </div>
  );
}
