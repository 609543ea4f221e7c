import { z } from "zod";

/** Digits only, no sign, no leading zero, no spaces: the one spelling of each whole number. */
const CANONICAL_INTEGER = /^(0|[1-9][0-9]*)$/;

export const INTEGER_PARAM_MESSAGE = "Must be a whole number written with digits only.";

/**
 * A whole number from 0 to `max` in a URL (path segment or query value). Stricter than
 * z.coerce.number(), which also reads "1e3", "0x10", "007", " 1" and "" (as 0): every number has
 * one URL, and anything else is a 400 rather than a quiet alias (decision 0042).
 */
export function integerParam(max: number) {
  return z
    .string()
    .max(String(max).length, INTEGER_PARAM_MESSAGE)
    .regex(CANONICAL_INTEGER, INTEGER_PARAM_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().max(max));
}
