import type { EarlyAccess } from "@shared/leads/early-access";
import { emptyToNull } from "@shared/leads/fields";
import { earlyAccessBusinessLeads } from "../../db/schema";
import type { AppServices } from "../../services";
import { caughtByHoneypot } from "./honeypot";

/**
 * An early-access lead. Every submission is its own row: a repeat e-mail never changes what an
 * earlier visitor sent, since nobody has proved they own the address (decision 0009).
 */
export async function requestEarlyAccess(
  services: Pick<AppServices, "db" | "log">,
  input: EarlyAccess,
): Promise<{ ok: true }> {
  if (caughtByHoneypot(services, "early-access", input.website)) return { ok: true };

  await services.db.insert(earlyAccessBusinessLeads).values({
    businessName: input.businessName,
    contactName: input.contactName,
    email: input.email,
    roles: emptyToNull(input.roles),
  });
  return { ok: true };
}
