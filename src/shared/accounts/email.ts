import { z } from "zod";
import commonFreeMailDomains from "email-providers/common.json" with { type: "json" };

/** Normalised e-mail: trimmed and lower-cased, so one address is one account. */
export function emailField(message: string) {
  return z.string({ error: message }).trim().toLowerCase().pipe(z.email(message).max(254, message));
}

const commonFreeMail = new Set<string>(commonFreeMailDomains);

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).toLowerCase();
}

/**
 * The common free-mail providers (a few hundred, light enough for the browser). The server
 * also checks the package's full list of several thousand.
 */
export function isCommonFreeMailDomain(domain: string): boolean {
  return commonFreeMail.has(domain.toLowerCase());
}
