import { emptyToNull } from "@shared/leads/fields";
import type { Waitlist } from "@shared/leads/waitlist";
import { businessWaitlist } from "../../db/schema";
import type { AppServices } from "../../services";
import { caughtByHoneypot } from "./honeypot";

/**
 * The enterprise waitlist. A row is stored only when the visitor ticked joinWaitlist (the spec:
 * otherwise just a thank-you). Every submission is its own row: nobody has proved they own the
 * e-mail they typed, so a repeat never changes what an earlier visitor sent (decision 0009).
 */
export async function joinWaitlist(
  services: Pick<AppServices, "db" | "log">,
  input: Waitlist,
): Promise<{ joined: boolean }> {
  if (caughtByHoneypot(services, "waitlist", input.website)) return { joined: input.joinWaitlist };
  if (!input.joinWaitlist) return { joined: false };

  await services.db.insert(businessWaitlist).values({
    businessName: input.businessName,
    contactName: input.contactName,
    email: input.email,
    hiringNeeds: emptyToNull(input.hiringNeeds),
  });
  return { joined: true };
}
