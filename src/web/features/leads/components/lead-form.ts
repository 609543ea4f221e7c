import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { toast } from "@web/components/ui/toaster";
import { isApiError } from "@web/lib/http/api-error";
import { applyServerFieldErrors } from "@web/lib/forms/form-errors";

/**
 * A lead form on its shared schema: checked on submit, then again on every change (the spec's
 * form behaviour), with the same messages the server would give.
 */
export function useLeadForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    // The resolver's generics cannot follow a generic schema; the types above are the schema's own.
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
}

/**
 * Puts the server's per-field messages on the form and focuses the first; false when the error
 * named none of the form's fields (the caller then shows its toast). A thin wrapper over the
 * app's one helper (lib/forms/form-errors), kept for the forms that read a yes/no answer.
 */
export function showServerFieldErrors<Values extends FieldValues, Output>(
  error: unknown,
  form: UseFormReturn<Values, unknown, Output>,
  fields: readonly Path<Values>[],
): boolean {
  return applyServerFieldErrors(error, form, fields).length > 0;
}

/**
 * The spec's failure toast. A rate-limited visitor is told to wait instead, since trying again
 * at once would fail the same way.
 */
export function failureToast(error: unknown, title: string, description?: string): void {
  const waitMessage = isApiError(error) && error.status === 429 ? error.message : undefined;
  const text = waitMessage ?? description;
  toast.error(title, text ? { description: text } : undefined);
}
