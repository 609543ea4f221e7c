import {
  QUESTION_TIME_LIMIT,
  TEMPLATE_TEXT_MAX,
  templateQuestionTypes,
  type TemplateQuestionType,
} from "@shared/interviews/template-contracts";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { questionTypeLabels, type QuestionDraft } from "../../lib/template-draft";

type QuestionValues = Omit<QuestionDraft, "key" | "rubric">;

/**
 * The four fields of a question (text, type, time limit, instruction), used by the add form and
 * by every question being edited. `errors` is keyed by field name.
 */
export function QuestionFields({
  value,
  errors = {},
  onChange,
  labelPrefix,
}: {
  value: QuestionValues;
  errors?: Partial<Record<keyof QuestionValues, string>>;
  onChange: (patch: Partial<QuestionValues>) => void;
  /** Names the question in every label ("Question 2", "New question"), so each field is told apart. */
  labelPrefix: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={`${labelPrefix} text`} error={errors.text} className="sm:col-span-2">
        <Textarea
          rows={2}
          value={value.text}
          maxLength={TEMPLATE_TEXT_MAX}
          onChange={(event) => onChange({ text: event.target.value })}
        />
      </FormField>
      <FormField label={`${labelPrefix} type`} error={errors.type}>
        <Select value={value.type} onValueChange={(type) => onChange({ type: type as TemplateQuestionType })}>
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {templateQuestionTypes.map((type) => (
              <SelectItem key={type} value={type}>
                {questionTypeLabels[type]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      <FormField
        label={`${labelPrefix} time limit (seconds)`}
        error={errors.timeLimitSeconds}
        hint={`${QUESTION_TIME_LIMIT.min} to ${QUESTION_TIME_LIMIT.max} seconds`}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={QUESTION_TIME_LIMIT.min}
          max={QUESTION_TIME_LIMIT.max}
          step={1}
          value={Number.isFinite(value.timeLimitSeconds) ? String(value.timeLimitSeconds) : ""}
          onChange={(event) =>
            onChange({ timeLimitSeconds: event.target.value === "" ? Number.NaN : Number(event.target.value) })
          }
        />
      </FormField>
      <FormField label={`${labelPrefix} instruction`} optional error={errors.instruction} className="sm:col-span-2">
        <Input
          value={value.instruction}
          maxLength={TEMPLATE_TEXT_MAX}
          onChange={(event) => onChange({ instruction: event.target.value })}
        />
      </FormField>
    </div>
  );
}
