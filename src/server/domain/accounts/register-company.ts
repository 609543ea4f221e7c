import allFreeMailDomains from "email-providers/all.json" with { type: "json" };
import { emailDomain } from "@shared/accounts/email";
import {
  companyRegistrationMessages,
  splitContactName,
  type CompanyRegistration,
} from "@shared/accounts/company-registration";
import type { DbOrTx } from "../../db/client";
import { companyMembers, enterprises } from "../../db/schema";
import type { AppServices } from "../../services";
import { badRequest } from "../../errors";
import { createCredentialUser, EmailTakenError, hashNewPassword } from "./create-credential-user";
import { noticeSignUpAttempt } from "./notice-sign-up-attempt";
import { queueRegistrationEmails } from "./queue-registration-emails";

const freeMailDomains = new Set<string>(allFreeMailDomains);

/** The full free-mail list (thousands of domains); the shared schema checks only the common ones. */
export function isFreeMailDomain(domain: string): boolean {
  return freeMailDomains.has(domain.toLowerCase());
}

/**
 * The rows of a company account: user (enterprise), credential, profile, the company (pending)
 * and the login's membership of it as the workspace's first Owner (decision 0079).
 */
export async function createCompanyAccount(
  tx: DbOrTx,
  input: CompanyRegistration,
  passwordHash: string,
  options: { emailVerified?: boolean } = {},
): Promise<{ userId: string; enterpriseId: string }> {
  const { firstName, lastName } = splitContactName(input.contactName);
  const userId = await createCredentialUser(
    tx,
    {
      email: input.contactEmail,
      password: input.password,
      firstName,
      lastName,
      userType: "enterprise",
      emailVerified: options.emailVerified ?? false,
      phone: input.contactPhone || null,
      website: input.website,
    },
    passwordHash,
    "contactEmail",
  );
  const [enterprise] = await tx
    .insert(enterprises)
    .values({
      profileId: userId,
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
    })
    .returning({ id: enterprises.id });
  if (!enterprise) throw new Error("enterprise insert returned no row");
  await tx.insert(companyMembers).values({ enterpriseId: enterprise.id, profileId: userId, role: "owner" });
  return { userId, enterpriseId: enterprise.id };
}

/**
 * /register-company: the account (company pending verification) and its e-mails, atomically.
 * An address that already has an account gets the same answer, and its owner an e-mail
 * (decision 0004).
 */
export async function registerCompany(
  services: Pick<AppServices, "db" | "auth" | "tasks" | "log" | "config">,
  input: CompanyRegistration,
): Promise<{ email: string }> {
  if (isFreeMailDomain(emailDomain(input.contactEmail))) {
    const message = companyRegistrationMessages.personalEmail;
    throw badRequest(message, { contactEmail: message });
  }
  const passwordHash = await hashNewPassword(input.password);
  const { firstName } = splitContactName(input.contactName);
  try {
    await services.db.transaction(async (tx) => {
      const ids = await createCompanyAccount(tx, input, passwordHash);
      await queueRegistrationEmails(services, tx, {
        userId: ids.userId,
        email: input.contactEmail,
        firstName,
        userType: "enterprise",
      });
    });
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error;
    await noticeSignUpAttempt(services, input.contactEmail);
  }
  return { email: input.contactEmail };
}
