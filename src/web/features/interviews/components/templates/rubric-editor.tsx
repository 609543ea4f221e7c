import { ChevronDown, ChevronRight, Plus, Sparkles, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { RUBRIC_LEVELS, RUBRIC_MAX_CRITERIA, RUBRIC_TEXT_MAX } from "@shared/evaluation/rubric";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { emptyCriterion, type CriterionDraft, type DraftErrors, type RubricDraft } from "../../lib/template-draft";
import { NeverScoredNote } from "./rubric-summary";

/**
 * AI Configuration of one question (decision 0050): the criteria its answers are assessed
 * against, each a competency with what levels 1 to 5 look like. Folded away until opened, and
 * opened by itself when one of its fields has a message, so a refused save shows where.
 */
export function RubricEditor({
  rubric,
  errors,
  errorPrefix,
  labelPrefix,
  onChange,
}: {
  rubric: RubricDraft;
  errors: DraftErrors;
  /** "questions.2.rubric": where the shared schema reports this rubric's fields. */
  errorPrefix: string;
  labelPrefix: string;
  onChange: (rubric: RubricDraft) => void;
}) {
  const panelId = useId();
  const [expanded, setExpanded] = useState(false);
  const hasErrors = Object.keys(errors).some((field) => field.startsWith(`${errorPrefix}.`));
  const open = expanded || hasErrors;
  const { criteria } = rubric;
  const criteriaError = errors[`${errorPrefix}.criteria`];

  function update(index: number, patch: Partial<CriterionDraft>) {
    onChange({ criteria: criteria.map((criterion, i) => (i === index ? { ...criterion, ...patch } : criterion)) });
  }

  return (
    <section className="grid gap-3 rounded-md border border-border bg-muted/40 p-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setExpanded(!open)}
        className="flex items-center gap-2 rounded-sm text-left text-sm font-medium"
      >
        {open ? (
          <ChevronDown className="size-4" aria-hidden="true" />
        ) : (
          <ChevronRight className="size-4" aria-hidden="true" />
        )}
        <Sparkles className="size-4 text-primary" aria-hidden="true" />
        <span>
          {labelPrefix} AI Configuration
          <span className="font-normal text-muted-foreground">
            {" "}
            ({criteria.length === 1 ? "1 criterion" : `${criteria.length} criteria`})
          </span>
        </span>
      </button>
      {open && (
        <div id={panelId} className="grid gap-4">
          <p className="text-sm text-muted-foreground">
            The AI assesses each answer&apos;s transcript against these criteria, quoting the candidate&apos;s words as
            evidence; a person on your team decides. Describe what an answer at each level contains.
          </p>
          <NeverScoredNote />
          {criteriaError && (
            <p role="alert" className="text-sm text-danger">
              {criteriaError}
            </p>
          )}
          <ol className="grid gap-4">
            {criteria.map((criterion, index) => {
              const at = `${errorPrefix}.criteria.${index}`;
              const name = `${labelPrefix} criterion ${index + 1}`;
              return (
                <li key={criterion.rowKey} className="grid gap-3 rounded-md border border-border bg-background p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="text-sm font-semibold">Criterion {index + 1}</p>
                    <Button
                      variant="outline"
                      size="sm"
                      className="h-9"
                      disabled={criteria.length <= 1}
                      onClick={() => onChange({ criteria: criteria.filter((_, i) => i !== index) })}
                    >
                      <Trash2 aria-hidden="true" />
                      Remove<span className="sr-only"> {name}</span>
                    </Button>
                  </div>
                  <FormField
                    label={`${name} competency`}
                    hint="What the answer shows, e.g. 'Explains trade-offs in a system design'."
                    error={errors[`${at}.competency`]}
                  >
                    <Input
                      value={criterion.competency}
                      maxLength={RUBRIC_TEXT_MAX}
                      onChange={(event) => update(index, { competency: event.target.value })}
                    />
                  </FormField>
                  <div className="grid gap-3">
                    {RUBRIC_LEVELS.map((level, levelIndex) => (
                      <FormField
                        key={level}
                        label={`${name} level ${level}`}
                        hint={level === 1 ? "The weakest answer." : level === 5 ? "The strongest answer." : undefined}
                        error={errors[`${at}.levels.${levelIndex}`]}
                      >
                        <Textarea
                          rows={1}
                          value={criterion.levels[levelIndex]}
                          maxLength={RUBRIC_TEXT_MAX}
                          onChange={(event) => {
                            const levels = [...criterion.levels] as CriterionDraft["levels"];
                            levels[levelIndex] = event.target.value;
                            update(index, { levels });
                          }}
                        />
                      </FormField>
                    ))}
                  </div>
                </li>
              );
            })}
          </ol>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="outline"
              disabled={criteria.length >= RUBRIC_MAX_CRITERIA}
              onClick={() => onChange({ criteria: [...criteria, emptyCriterion()] })}
            >
              <Plus aria-hidden="true" />
              Add Criterion<span className="sr-only"> to {labelPrefix}</span>
            </Button>
            <span className="text-sm text-muted-foreground tabular-nums">
              {criteria.length} of {RUBRIC_MAX_CRITERIA} criteria
            </span>
          </div>
        </div>
      )}
    </section>
  );
}
