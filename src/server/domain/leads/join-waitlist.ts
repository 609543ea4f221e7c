import { sql } from "drizzle-orm";
import { emptyToNull } from "@shared/leads/fields";
import type { Waitlist } from "@shared/leads/waitlist";
import { businessWaitlist } from "../../db/schema";
import type { AppServices } from "../../services";
import { caughtByHoneypot } from "./honeypot";
import { sameEmail } from "./same-email";

/**
 * The enterprise waitlist. A row is stored only when the visitor ticked joinWaitlist (the spec:
 * otherwise just a thank-you); a repeat e-mail updates that row instead of adding one, keeping
 * earlier hiring needs when the new submission leaves them empty.
 */
export async function joinWaitlist(
  services: Pick<AppServices, "db" | "log">,
  input: Waitlist,
): Promise<{ joined: boolean }> {
  if (caughtByHoneypot(services, "waitlist", input.website)) return { joined: input.joinWaitlist };
  if (!input.joinWaitlist) return { joined: false };

  const hiringNeeds = emptyToNull(input.hiringNeeds);
  const inserted = await services.db
    .insert(businessWaitlist)
    .values({ businessName: input.businessName, contactName: input.contactName, email: input.email, hiringNeeds })
    .onConflictDoNothing()
    .returning({ id: businessWaitlist.id });
  if (inserted.length === 0) {
    await services.db
      .update(businessWaitlist)
      .set({
        businessName: input.businessName,
        contactName: input.contactName,
        hiringNeeds: sql`coalesce(${hiringNeeds}::text, ${businessWaitlist.hiringNeeds})`,
      })
      .where(sameEmail(businessWaitlist.email, input.email));
  }
  return { joined: true };
}
