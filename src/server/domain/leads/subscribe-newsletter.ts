import type { Newsletter } from "@shared/leads/newsletter";
import { newsletterSubscribers } from "../../db/schema";
import type { AppServices } from "../../services";
import { caughtByHoneypot } from "./honeypot";

/** Idempotent: an address already subscribed stays one row, and the answer is the same. */
export async function subscribeNewsletter(
  services: Pick<AppServices, "db" | "log">,
  input: Newsletter,
): Promise<{ ok: true }> {
  if (caughtByHoneypot(services, "newsletter", input.website)) return { ok: true };
  await services.db.insert(newsletterSubscribers).values({ email: input.email }).onConflictDoNothing();
  return { ok: true };
}
