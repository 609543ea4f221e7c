import type { Consultation } from "@shared/leads/consultation";
import { emptyToNull } from "@shared/leads/fields";
import { consultationRequests } from "../../db/schema";
import type { AppServices } from "../../services";
import { caughtByHoneypot } from "./honeypot";

/** A consultation booking request. Each request is its own row: someone may book again later. */
export async function requestConsultation(
  services: Pick<AppServices, "db" | "log">,
  input: Consultation,
): Promise<{ ok: true }> {
  if (caughtByHoneypot(services, "consultation", input.website)) return { ok: true };
  await services.db.insert(consultationRequests).values({
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    company: input.company,
    jobTitle: input.jobTitle,
    phone: input.phone,
    message: emptyToNull(input.message),
    marketingOptIn: input.marketingOptIn,
    updatesOptIn: input.updatesOptIn,
  });
  return { ok: true };
}
