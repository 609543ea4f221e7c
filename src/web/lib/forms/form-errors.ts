import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { isApiError } from "../http/api-error";

export interface ServerFieldErrorOptions {
  /** Focus the first field that got a message (default). A wizard turns this off to change step first. */
  focus?: boolean;
}

/**
 * The one helper that puts the server's per-field messages (ApiError.fields) on a form. Only
 * `fields` are considered, in that order; the fields that received a message are returned, so
 * the caller can reveal the first one or fall back to a toast when the list is empty.
 */
export function applyServerFieldErrors<Values extends FieldValues, Output>(
  error: unknown,
  form: Pick<UseFormReturn<Values, unknown, Output>, "setError" | "setFocus">,
  fields: readonly Path<Values>[],
  { focus = true }: ServerFieldErrorOptions = {},
): Path<Values>[] {
  if (!isApiError(error) || !error.fields) return [];
  const serverFields = error.fields;
  const matched = fields.filter((field) => typeof serverFields[field] === "string");
  for (const field of matched) form.setError(field, { type: "server", message: serverFields[field] });
  if (focus && matched[0]) form.setFocus(matched[0]);
  return matched;
}
