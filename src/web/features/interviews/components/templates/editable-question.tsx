import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { Button } from "@web/components/ui/button";
import type { DraftErrors, QuestionDraft } from "../../lib/template-draft";
import { QuestionFields } from "./question-fields";
import { RubricEditor } from "./rubric-editor";
import type { MoveDirection } from "./use-question-list-edits";

/** One question of the draft: move up or down, remove, its fields and its rubric. */
export function EditableQuestion({
  question,
  index,
  count,
  errors,
  onUpdate,
  onMove,
  onRemove,
  moveButtonRef,
}: {
  question: QuestionDraft;
  index: number;
  count: number;
  errors: DraftErrors;
  onUpdate: (patch: Partial<QuestionDraft>) => void;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
  moveButtonRef: (direction: MoveDirection) => (button: HTMLButtonElement | null) => void;
}) {
  const fieldErrors = {
    text: errors[`questions.${index}.text`],
    type: errors[`questions.${index}.type`],
    timeLimitSeconds: errors[`questions.${index}.timeLimitSeconds`],
    instruction: errors[`questions.${index}.instruction`],
  };
  return (
    <li className="grid gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold">Question {index + 1}</p>
        <div className="flex gap-1">
          <Button
            ref={moveButtonRef("up")}
            variant="outline"
            size="icon"
            className="size-9"
            disabled={index === 0}
            onClick={() => onMove("up")}
            aria-label={`Move question ${index + 1} up`}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            ref={moveButtonRef("down")}
            variant="outline"
            size="icon"
            className="size-9"
            disabled={index === count - 1}
            onClick={() => onMove("down")}
            aria-label={`Move question ${index + 1} down`}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button variant="outline" size="sm" className="h-9" onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            Remove<span className="sr-only"> question {index + 1}</span>
          </Button>
        </div>
      </div>
      <QuestionFields value={question} errors={fieldErrors} onChange={onUpdate} labelPrefix={`Question ${index + 1}`} />
      <RubricEditor
        rubric={question.rubric}
        errors={errors}
        errorPrefix={`questions.${index}.rubric`}
        labelPrefix={`Question ${index + 1}`}
        onChange={(rubric) => onUpdate({ rubric })}
      />
    </li>
  );
}
