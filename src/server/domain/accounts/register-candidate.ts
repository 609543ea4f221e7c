import {
  experienceYears,
  normaliseUrl,
  splitSkills,
  type CandidateApplication,
} from "@shared/accounts/candidate-application";
import type { DbOrTx } from "../../db/client";
import { applications, candidates } from "../../db/schema";
import type { AppServices } from "../../services";
import { writeCandidateSkills } from "../candidates/career/write-candidate-skills";
import { createCredentialUser, EmailTakenError, hashNewPassword } from "./create-credential-user";
import { noticeSignUpAttempt } from "./notice-sign-up-attempt";
import { queueRegistrationEmails } from "./queue-registration-emails";

/**
 * The rows of a candidate account: user, credential, profile, candidate record and the network
 * application (pending). Runs inside the caller's transaction.
 */
export async function createCandidateAccount(
  tx: DbOrTx,
  input: CandidateApplication,
  passwordHash: string,
  options: { emailVerified?: boolean } = {},
): Promise<{ userId: string; candidateId: string }> {
  const userId = await createCredentialUser(
    tx,
    {
      email: input.email,
      password: input.password,
      firstName: input.firstName,
      lastName: input.lastName,
      userType: "candidate",
      emailVerified: options.emailVerified ?? false,
      phone: input.phone,
      bio: input.summary,
      location: input.location,
      consents: { sms: input.smsConsent, marketing: input.marketingConsent },
    },
    passwordHash,
    "email",
  );
  const [candidate] = await tx
    .insert(candidates)
    .values({
      profileId: userId,
      title: input.jobTitle,
      experienceYears: experienceYears(input.experience),
      linkedinProfile: input.linkedin ? normaliseUrl(input.linkedin) : null,
      preferredRoles: input.preferredRoles,
    })
    .returning({ id: candidates.id });
  if (!candidate) throw new Error("candidate insert returned no row");
  // The wizard asks for names only; the candidate rates the years later in Settings → Resume.
  await writeCandidateSkills(
    tx,
    candidate.id,
    splitSkills(input.skills).map((name) => ({ name, yearsExperience: 0 })),
  );
  await tx.insert(applications).values({ candidateId: candidate.id, jobPostingId: null, status: "pending" });
  return { userId, candidateId: candidate.id };
}

/**
 * The /apply wizard: the whole account and its verification and welcome e-mails in one
 * transaction (nothing is left, and nothing is sent, if any part fails). An address that
 * already has an account gets the same answer, and its owner an e-mail (decision 0004).
 */
export async function registerCandidate(
  services: Pick<AppServices, "db" | "auth" | "tasks" | "log" | "config">,
  input: CandidateApplication,
): Promise<{ email: string }> {
  const passwordHash = await hashNewPassword(input.password);
  try {
    await services.db.transaction(async (tx) => {
      const ids = await createCandidateAccount(tx, input, passwordHash);
      await queueRegistrationEmails(services, tx, {
        userId: ids.userId,
        email: input.email,
        firstName: input.firstName,
        userType: "candidate",
      });
    });
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error;
    await noticeSignUpAttempt(services, input.email);
  }
  return { email: input.email };
}
