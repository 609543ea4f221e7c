import { z } from "zod";

/*
 * Building blocks for the public lead forms. Every rule carries its own message, so the browser
 * (react-hook-form resolver) and the server (request validation) say the same words.
 */

/** Trimmed text of `min` to `max` characters; `message` is shown when it is missing or too short. */
export function textField(min: number, message: string, max: number, maxMessage: string) {
  return z.string({ error: message }).trim().min(min, message).max(max, maxMessage);
}

/** Trimmed optional text up to `max` characters (an empty string means "not given"). */
export function optionalTextField(max: number, maxMessage: string) {
  return z.string({ error: maxMessage }).trim().max(max, maxMessage).optional();
}

/** "" and undefined both mean "not given": stored as null. */
export function emptyToNull(value: string | undefined | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** What every lead form answers on success (a repeat e-mail and the honeypot answer the same). */
export const leadOkSchema = z.object({ ok: z.literal(true) });
