import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { account, profiles, user } from "../../db/schema";
import { ErrorCode } from "@shared/http/error-codes";
import { AppError } from "../../errors";

const DUPLICATE_EMAIL_MESSAGE = "An account with this email already exists. Please sign in instead.";

/**
 * The address already has an account. Operators' tools (admin:create, the dev admin) answer it
 * as a 409; sign-up catches it and answers as for a new address instead (decision 0004).
 */
export class EmailTakenError extends AppError {
  constructor(emailField: string) {
    super(409, ErrorCode.conflict, DUPLICATE_EMAIL_MESSAGE, { [emailField]: DUPLICATE_EMAIL_MESSAGE });
    this.name = "EmailTakenError";
  }
}

export interface NewCredentialUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  userType: "candidate" | "enterprise";
  role?: "user" | "admin";
  emailVerified?: boolean;
  phone?: string | null;
  bio?: string | null;
  location?: string | null;
  website?: string | null;
  /** The apply wizard's two consents (decision 0044); a company is never asked. */
  consents?: { sms: boolean; marketing: boolean };
}

/** Hashes outside the transaction: scrypt is slow and must not hold the connection. */
export function hashNewPassword(password: string): Promise<string> {
  return hashPassword(password);
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === "23505" || cause?.code === "23505";
}

/**
 * Writes the auth user, its password credential (as better-auth stores it) and the profile,
 * inside the caller's transaction so the rest of a registration commits or vanishes with them.
 */
export async function createCredentialUser(
  tx: DbOrTx,
  input: NewCredentialUser,
  passwordHash: string,
  emailField: string,
): Promise<string> {
  const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, input.email)).limit(1);
  if (existing) throw new EmailTakenError(emailField);

  const userId = randomUUID();
  try {
    await tx.insert(user).values({
      id: userId,
      name: `${input.firstName} ${input.lastName}`.trim(),
      email: input.email,
      emailVerified: input.emailVerified ?? false,
      userType: input.userType,
      role: input.role ?? "user",
    });
  } catch (error) {
    // Two submissions racing past the check above: the unique index decides.
    if (isUniqueViolation(error)) throw new EmailTakenError(emailField);
    throw error;
  }
  await tx.insert(account).values({
    id: randomUUID(),
    accountId: userId,
    providerId: "credential",
    userId,
    password: passwordHash,
  });
  await tx.insert(profiles).values({
    id: userId,
    userType: input.userType,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone ?? null,
    bio: input.bio ?? null,
    location: input.location ?? null,
    website: input.website ?? null,
    smsConsentAt: input.consents?.sms ? new Date() : null,
    marketingConsentAt: input.consents?.marketing ? new Date() : null,
  });
  return userId;
}
