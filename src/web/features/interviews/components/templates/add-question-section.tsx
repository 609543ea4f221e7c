import { Plus } from "lucide-react";
import { useState } from "react";
import { TEMPLATE_MAX_TOTAL_SECONDS, templateMessages } from "@shared/interviews/template-contracts";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toaster";
import { formatClock } from "../../lib/recorder/clock";
import { emptyQuestion, isValidTimeLimit, type QuestionDraft } from "../../lib/template-draft";
import { QuestionFields } from "./question-fields";

/** "Add a question": the new question's fields, and the total time with it. */
export function AddQuestionSection({ total, onAdd }: { total: number; onAdd: (question: QuestionDraft) => void }) {
  const [adding, setAdding] = useState<QuestionDraft>(emptyQuestion);
  const canAdd = adding.text.trim() !== "" && isValidTimeLimit(adding.timeLimitSeconds);

  function add() {
    onAdd({ ...adding, text: adding.text.trim(), instruction: adding.instruction.trim() });
    setAdding(emptyQuestion());
    toast.success("Question added");
  }

  return (
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
  );
}
