import allFreeMailDomains from "email-providers/all.json" with { type: "json" };
import { emailDomain } from "@shared/accounts/email";
import {
  companyRegistrationMessages,
  splitContactName,
  type CompanyRegistration,
} from "@shared/accounts/company-registration";
import { enterprises } from "../../db/schema";
import type { AppServices } from "../../services";
import { badRequest } from "../errors";
import { createCredentialUser, hashNewPassword } from "./create-credential-user";
import { sendRegistrationEmails } from "./send-registration-emails";

const freeMailDomains = new Set<string>(allFreeMailDomains);

/** The full free-mail list (thousands of domains); the shared schema checks only the common ones. */
export function isFreeMailDomain(domain: string): boolean {
  return freeMailDomains.has(domain.toLowerCase());
}

/** /register-company: user (enterprise), profile and the company record pending verification, atomically. */
export async function registerCompany(
  services: Pick<AppServices, "db" | "auth" | "tasks" | "log">,
  input: CompanyRegistration,
): Promise<{ userId: string; email: string }> {
  if (isFreeMailDomain(emailDomain(input.contactEmail))) {
    const message = companyRegistrationMessages.personalEmail;
    throw badRequest(message, { contactEmail: message });
  }
  const { firstName, lastName } = splitContactName(input.contactName);
  const passwordHash = await hashNewPassword(input.password);
  const userId = await services.db.transaction(async (tx) => {
    const id = await createCredentialUser(
      tx,
      {
        email: input.contactEmail,
        password: input.password,
        firstName,
        lastName,
        userType: "enterprise",
        phone: input.contactPhone || null,
        website: input.website,
      },
      passwordHash,
      "contactEmail",
    );
    await tx.insert(enterprises).values({
      profileId: id,
      companyName: input.companyName,
      website: input.website,
      linkedinProfile: input.linkedinProfile || null,
      industry: input.industry,
      size: input.size,
      contactName: input.contactName,
      contactEmail: input.contactEmail,
      contactPhone: input.contactPhone || null,
      description: input.description,
      verificationStatus: "pending",
    });
    return id;
  });

  await sendRegistrationEmails(services, { email: input.contactEmail, firstName, userType: "enterprise" });
  return { userId, email: input.contactEmail };
}
