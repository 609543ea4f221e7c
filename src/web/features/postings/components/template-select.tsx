import { useId } from "react";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { useTemplateOptions } from "../api/list-template-options";

/** A Select item cannot have an empty value: this one stands for "no template". */
const NONE = "none";

/**
 * The interview a posting asks: one of the company's active templates (or the one already
 * attached), or none, which reuses the candidate's network interview. If the templates do not
 * load, a short note says so and the posting can still be saved.
 */
export function TemplateSelect({
  value,
  attachedId,
  onChange,
  error,
}: {
  value: string | null;
  attachedId: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
}) {
  const templates = useTemplateOptions(attachedId);
  const noteId = useId();
  const options = templates.data ?? [];
  const unknownCurrent = value !== null && !options.some((template) => template.id === value);

  return (
    // One minmax(0, 1fr) column at every level, so a long template name truncates in the trigger
    // instead of widening the page on a phone.
    <div className="grid grid-cols-1 gap-2">
      <FormField
        className="grid-cols-1"
        label="Interview template"
        hint="Candidates answer its questions when they apply. Manage templates under Interview Customization."
        error={error}
      >
        <Select value={value ?? NONE} onValueChange={(next) => onChange(next === NONE ? null : next)}>
          <SelectTrigger aria-describedby={templates.isError ? noteId : undefined}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NONE}>(none: the candidate&apos;s network interview)</SelectItem>
            {unknownCurrent && <SelectItem value={value}>The current template</SelectItem>}
            {options.map((template) => (
              <SelectItem key={template.id} value={template.id}>
                {template.name} ({template.questionCount} {template.questionCount === 1 ? "question" : "questions"}
                {template.isActive ? "" : ", inactive"})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      {templates.isError && (
        <p id={noteId} className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          Your interview templates could not be loaded; you can still save this job.
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto p-0"
            onClick={() => void templates.refetch()}
          >
            Try again
          </Button>
        </p>
      )}
    </div>
  );
}
