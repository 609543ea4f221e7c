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

/**
 * A whole number from `min` to `max` in a query string, `fallback` when absent: as strict as
 * integerParam ("1e3", "0x10", "+5", " 1" are a 400 rather than a quiet alias), and typed to take
 * a number from the caller that builds the URL (decision 0072).
 */
export function integerQuery(min: number, max: number, fallback: number) {
  return z
    .union([z.number(), z.string()])
    .transform((value, context) => {
      const written = String(value);
      if (written.length > String(max).length || !CANONICAL_INTEGER.test(written)) {
        context.addIssue({ code: "custom", message: INTEGER_PARAM_MESSAGE });
        return z.NEVER;
      }
      return Number(written);
    })
    .pipe(z.number().int().min(min).max(max))
    .default(fallback);
}
