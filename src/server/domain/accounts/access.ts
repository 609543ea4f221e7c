import { eq } from "drizzle-orm";
import { accessMessages } from "@shared/accounts/access";
import { ErrorCode } from "@shared/http/error-codes";
import type { DbOrTx } from "../../db/client";
import { enterprises } from "../../db/schema";
import type { Actor, UserType } from "../../plugins/auth/actor";
import { AppError, forbidden, unauthorized } from "../errors";

// The spec's guard order, enforced on the server: signed in, e-mail verified (admins exempt),
// then the right user type (admins act as enterprise admins).

export function requireSignedIn(actor: Actor | null): Actor {
  if (!actor) throw unauthorized(accessMessages.signInRequired);
  return actor;
}

export function requireVerifiedEmail(actor: Actor | null): Actor {
  const signedIn = requireSignedIn(actor);
  if (!signedIn.emailVerified && !signedIn.isAdmin) {
    throw new AppError(403, ErrorCode.emailNotVerified, accessMessages.emailNotVerified);
  }
  return signedIn;
}

export function hasUserType(actor: Actor, userType: UserType): boolean {
  return actor.userType === userType || (userType === "enterprise" && actor.isAdmin);
}

export function requireUserType(actor: Actor | null, userType: UserType): Actor {
  const verified = requireVerifiedEmail(actor);
  if (!hasUserType(verified, userType)) throw forbidden(accessMessages.onlyFor(userType));
  return verified;
}

export function requireAdmin(actor: Actor | null): Actor {
  const signedIn = requireSignedIn(actor);
  if (!signedIn.isAdmin) throw forbidden(accessMessages.adminOnly);
  return signedIn;
}

export type CompanyStatus = "pending" | "verified" | "rejected";

/** The caller's company, or null for an admin with none. Throws for other users without one. */
export async function companyOf(db: DbOrTx, actor: Actor) {
  const [company] = await db.select().from(enterprises).where(eq(enterprises.profileId, actor.userId)).limit(1);
  return company ?? null;
}

/**
 * Browsing candidates, opening a profile or recording, and publishing a public posting need a
 * company that an admin has verified. Admins pass.
 */
export async function requireVerifiedCompany(db: DbOrTx, actor: Actor | null): Promise<Actor> {
  const enterprise = requireUserType(actor, "enterprise");
  if (enterprise.isAdmin) return enterprise;
  const company = await companyOf(db, enterprise);
  if (!company || company.verificationStatus !== "verified") {
    throw new AppError(403, ErrorCode.companyNotVerified, accessMessages.companyNotVerified);
  }
  return enterprise;
}
