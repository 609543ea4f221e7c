import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "@web/lib/api-client";

/**
 * Puts the server's per-field messages (ApiError.fields) on the form's fields. Returns the
 * fields that received one, in the form's field order, so the caller can reveal and focus the
 * first (it may sit on another wizard step, so focusing is left to the caller).
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  knownFields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): Path<T>[] {
  if (!isApiError(error) || !error.fields) return [];
  const serverFields = error.fields;
  const matched = knownFields.filter((field) => typeof serverFields[field] === "string");
  for (const field of matched) setError(field, { type: "server", message: serverFields[field] });
  return matched;
}
