import { z } from "zod";

/**
 * The hidden field every public lead form carries. People never see it (it is visually hidden,
 * aria-hidden, out of the tab order and not autofilled); a bot that fills it gets the same
 * success answer as a person and nothing is stored.
 */
export const HONEYPOT_FIELD = "website" as const;

export const honeypotSchema = z.string().optional();

export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}
