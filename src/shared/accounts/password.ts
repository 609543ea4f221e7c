import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The strength rules in the spec's order, with the wording of its live checklist. */
export const passwordRules = [
  { id: "length", label: "be at least 8 characters long;", test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { id: "uppercase", label: "contain at least one uppercase letter;", test: (p: string) => /[A-Z]/.test(p) },
  { id: "lowercase", label: "contain at least one lowercase letter;", test: (p: string) => /[a-z]/.test(p) },
  { id: "digit", label: "contain at least one digit;", test: (p: string) => /\d/.test(p) },
  { id: "special", label: "contain at least one special character;", test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

export type PasswordRuleId = (typeof passwordRules)[number]["id"];

/** The rules a password still misses (empty when it is strong). */
export function missingPasswordRules(password: string) {
  return passwordRules.filter((rule) => !rule.test(password));
}

export const passwordMessages = {
  tooShort: "Password must be at least 8 characters.",
  weak: "Password must include at least one uppercase letter, one lowercase letter, one digit, and one special character.",
  tooLong: "Password must be at most 128 characters.",
  strong: "Strong password",
  requirements: "Password requirements:",
} as const;

export const passwordSchema = z
  .string({ error: passwordMessages.tooShort })
  .min(PASSWORD_MIN_LENGTH, passwordMessages.tooShort)
  .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong)
  .refine((p) => missingPasswordRules(p).filter((rule) => rule.id !== "length").length === 0, passwordMessages.weak);
