import { sql } from "drizzle-orm";
import type { EarlyAccess } from "@shared/leads/early-access";
import { emptyToNull } from "@shared/leads/fields";
import { earlyAccessBusinessLeads } from "../../db/schema";
import type { AppServices } from "../../services";
import { caughtByHoneypot } from "./honeypot";
import { sameEmail } from "./same-email";

/** An early-access lead: one row per e-mail; a repeat updates it (earlier roles kept when none are given). */
export async function requestEarlyAccess(
  services: Pick<AppServices, "db" | "log">,
  input: EarlyAccess,
): Promise<{ ok: true }> {
  if (caughtByHoneypot(services, "early-access", input.website)) return { ok: true };

  const roles = emptyToNull(input.roles);
  const inserted = await services.db
    .insert(earlyAccessBusinessLeads)
    .values({ businessName: input.businessName, contactName: input.contactName, email: input.email, roles })
    .onConflictDoNothing()
    .returning({ id: earlyAccessBusinessLeads.id });
  if (inserted.length === 0) {
    await services.db
      .update(earlyAccessBusinessLeads)
      .set({
        businessName: input.businessName,
        contactName: input.contactName,
        roles: sql`coalesce(${roles}::text, ${earlyAccessBusinessLeads.roles})`,
      })
      .where(sameEmail(earlyAccessBusinessLeads.email, input.email));
  }
  return { ok: true };
}
