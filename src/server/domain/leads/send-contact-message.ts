import type { Contact } from "@shared/leads/contact";
import { emptyToNull } from "@shared/leads/fields";
import { contactMessages } from "../../db/schema";
import type { AppServices } from "../../services";
import { caughtByHoneypot } from "./honeypot";

/** A message from the contact page. Every message is kept, including several from one address. */
export async function sendContactMessage(
  services: Pick<AppServices, "db" | "log">,
  input: Contact,
): Promise<{ ok: true }> {
  if (caughtByHoneypot(services, "contact", input.website)) return { ok: true };
  await services.db.insert(contactMessages).values({
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    subject: emptyToNull(input.subject),
    message: input.message,
  });
  return { ok: true };
}
