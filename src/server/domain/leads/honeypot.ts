import { isHoneypotFilled } from "@shared/leads/honeypot";
import type { AppServices } from "../../services";

/**
 * True when a bot filled the hidden field: the caller answers exactly as for a person and stores
 * nothing. Logged (without the submitted values) so a wave of spam is visible.
 */
export function caughtByHoneypot(services: Pick<AppServices, "log">, form: string, value: unknown): boolean {
  if (!isHoneypotFilled(value)) return false;
  services.log.info({ form }, "lead form honeypot filled; nothing stored");
  return true;
}
