import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import {
  TEMPLATE_MAX_TOTAL_SECONDS,
  templateMessages,
  totalTimeLimitSeconds,
  type InterviewTemplate,
} from "@shared/interviews/template-contracts";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toaster";
import { formatClock } from "../../lib/recorder/clock";
import {
  emptyQuestion,
  isValidTimeLimit,
  moved,
  questionTypeLabels,
  type DraftErrors,
  type QuestionDraft,
} from "../../lib/template-draft";
import { QuestionFields } from "./question-fields";
import { RubricEditor } from "./rubric-editor";
import { RubricSummary } from "./rubric-summary";
import { TimeTotal } from "./time-total";

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
  const [adding, setAdding] = useState<QuestionDraft>(emptyQuestion);
  const [announcement, setAnnouncement] = useState("");
  const focusTarget = useRef<{ key: string; direction: "up" | "down" } | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);
  const total = finiteTotal(questions);

  // After a move, focus follows the question (or its other arrow once it reaches an end).
  useEffect(() => {
    if (!focusTarget.current) return;
    const { key, direction } = focusTarget.current;
    focusTarget.current = null;
    const wanted = moveButtons.current.get(`${key}:${direction}`);
    const other = moveButtons.current.get(`${key}:${direction === "up" ? "down" : "up"}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [questions]);

  function update(index: number, patch: Partial<QuestionDraft>) {
    onChange(questions.map((question, i) => (i === index ? { ...question, ...patch } : question)));
  }

  function move(index: number, direction: "up" | "down") {
    const next = moved(questions, index, direction === "up" ? -1 : 1);
    onChange(next);
    const key = questions[index]!.key;
    const position = next.findIndex((question) => question.key === key) + 1;
    setAnnouncement(`Question moved to position ${position} of ${next.length}.`);
    focusTarget.current = { key, direction };
  }

  function remove(index: number) {
    onChange(questions.filter((_, i) => i !== index));
    toast.success("Question removed");
    heading.current?.focus();
  }

  function add() {
    onChange([...questions, { ...adding, text: adding.text.trim(), instruction: adding.instruction.trim() }]);
    setAdding(emptyQuestion());
    toast.success("Question added");
  }

  const fieldErrors = (index: number) => ({
    text: errors[`questions.${index}.text`],
    type: errors[`questions.${index}.type`],
    timeLimitSeconds: errors[`questions.${index}.timeLimitSeconds`],
    instruction: errors[`questions.${index}.instruction`],
  });
  const canAdd = adding.text.trim() !== "" && isValidTimeLimit(adding.timeLimitSeconds);

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
            <li key={question.key} className="grid gap-3 rounded-lg border border-border p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-semibold">Question {index + 1}</p>
                <div className="flex gap-1">
                  <Button
                    ref={(button) => void (button && moveButtons.current.set(`${question.key}:up`, button))}
                    variant="outline"
                    size="icon"
                    className="size-9"
                    disabled={index === 0}
                    onClick={() => move(index, "up")}
                    aria-label={`Move question ${index + 1} up`}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    ref={(button) => void (button && moveButtons.current.set(`${question.key}:down`, button))}
                    variant="outline"
                    size="icon"
                    className="size-9"
                    disabled={index === questions.length - 1}
                    onClick={() => move(index, "down")}
                    aria-label={`Move question ${index + 1} down`}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button variant="outline" size="sm" className="h-9" onClick={() => remove(index)}>
                    <Trash2 aria-hidden="true" />
                    Remove<span className="sr-only"> question {index + 1}</span>
                  </Button>
                </div>
              </div>
              <QuestionFields
                value={question}
                errors={fieldErrors(index)}
                onChange={(patch) => update(index, patch)}
                labelPrefix={`Question ${index + 1}`}
              />
              <RubricEditor
                rubric={question.rubric}
                errors={errors}
                errorPrefix={`questions.${index}.rubric`}
                labelPrefix={`Question ${index + 1}`}
                onChange={(rubric) => update(index, { rubric })}
              />
            </li>
          ))}
        </ol>
      )}
      <section aria-labelledby="add-question-title" className="grid gap-4 rounded-lg border border-dashed p-4">
        <h3 id="add-question-title" className="font-semibold">
          Add a question
        </h3>
        <QuestionFields
          value={adding}
          errors={{
            timeLimitSeconds:
              Number.isNaN(adding.timeLimitSeconds) || isValidTimeLimit(adding.timeLimitSeconds)
                ? undefined
                : templateMessages.timeLimit,
          }}
          onChange={(patch) => setAdding((current) => ({ ...current, ...patch }))}
          labelPrefix="New question"
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={add} disabled={!canAdd}>
            <Plus aria-hidden="true" />
            Add Question
          </Button>
          {isValidTimeLimit(adding.timeLimitSeconds) && (
            <span className="text-sm text-muted-foreground tabular-nums">
              With it: {formatClock(total + adding.timeLimitSeconds)} of {formatClock(TEMPLATE_MAX_TOTAL_SECONDS)}
            </span>
          )}
        </div>
      </section>
    </div>
  );
}
