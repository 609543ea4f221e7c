import { useId, type ReactNode } from "react";
import { cn } from "@web/lib/ui/cn";
import { FormFieldContext, type FormFieldControl } from "./form-field-context";
import { Label } from "./label";

export interface FormFieldProps {
  label: ReactNode;
  /** The control: Input, Textarea, SelectTrigger (inside Select) or Checkbox. They wire themselves up. */
  children: ReactNode;
  /** The spec's message, verbatim; with react-hook-form pass `formState.errors.name?.message`. */
  error?: string;
  /** A short help line under the control. */
  hint?: ReactNode;
  /** Characters used against a limit, shown as "n/max" (e.g. the 500-character summary). */
  counter?: { current: number; max: number };
  /** Marks the label "(optional)"; fields are required unless they say otherwise. */
  optional?: boolean;
  /** "inline" puts a checkbox before its label, as consent boxes read. */
  layout?: "stacked" | "inline";
  /** Use when the control needs a known id (e.g. to focus it from elsewhere). */
  id?: string;
  className?: string;
}

/**
 * Label, control, hint or counter, and error, in that order. The control gets the id the label
 * points at, aria-describedby naming the hint, counter and error, and aria-invalid while there is
 * an error. The error is rendered with role="alert" so it is announced when it appears.
 */
export function FormField({
  label,
  children,
  error,
  hint,
  counter,
  optional = false,
  layout = "stacked",
  id,
  className,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? `${generatedId}-control`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const counterId = counter ? `${controlId}-counter` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;

  const control: FormFieldControl = {
    id: controlId,
    describedBy: [hintId, counterId, errorId].filter(Boolean).join(" ") || undefined,
    invalid: Boolean(error),
  };

  const labelNode = (
    <Label htmlFor={controlId}>
      {label}
      {optional && <span className="font-normal text-muted-foreground"> (optional)</span>}
    </Label>
  );
  const over = counter ? counter.current > counter.max : false;

  return (
    <FormFieldContext value={control}>
      <div className={cn("grid gap-1.5", className)}>
        {layout === "inline" ? (
          <div className="flex items-start gap-3">
            <div className="flex h-5 items-center">{children}</div>
            {labelNode}
          </div>
        ) : (
          <>
            {labelNode}
            {children}
          </>
        )}
        {(hint || counter) && (
          <div className="flex items-start justify-between gap-4 text-sm text-muted-foreground">
            {hint ? <p id={hintId}>{hint}</p> : <span />}
            {counter && (
              <p id={counterId} className={cn("shrink-0 tabular-nums", over && "text-danger")}>
                {counter.current}/{counter.max}
                <span className="sr-only"> characters</span>
              </p>
            )}
          </div>
        )}
        {error && (
          <p id={errorId} role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    </FormFieldContext>
  );
}
