import { accessMessages } from "@shared/accounts/access";
import { ErrorCode } from "@shared/http/error-codes";
import type { Actor, UserType } from "../../plugins/auth/actor";
import { AppError, forbidden, unauthorized } from "../../errors";

// The spec's guard order, enforced on the server: signed in, e-mail verified (admins exempt),
// then the right user type (admins act as enterprise admins). Per-company checks (own company,
// verified) are companies/require-company.ts.

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

function hasUserType(actor: Actor, userType: UserType): boolean {
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
