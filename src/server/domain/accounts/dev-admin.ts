import { createHmac } from "node:crypto";
import { verifyPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { account, user } from "../../db/schema";
import { sessionSecret } from "../../plugins/auth/session-secret";
import type { AppServices } from "../../services";
import { forbidden } from "../../errors";
import { createCredentialUser, EmailTakenError, hashNewPassword } from "./create-credential-user";

export const DEV_ADMIN_EMAIL = "dev-admin@onetake.local";
export const DEV_ADMIN_DISABLED_MESSAGE = "Developer admin access is turned off in this environment.";

/**
 * The dev admin's password, derived from the session secret (decision 0074): every server on one
 * database signs with that secret, so each one knows the same password, and none is kept anywhere.
 */
async function devAdminPassword(config: AppServices["config"]): Promise<string> {
  return createHmac("sha256", await sessionSecret(config))
    .update("onetake dev admin password v1")
    .digest("base64url");
}

/**
 * The spec's built-in enterprise admin, for development only: its password is random (derived
 * from the session secret), never in code or the client. An admin made with another password (an
 * older data directory, a rotated secret) is given this one.
 */
export async function ensureDevAdmin(
  services: Pick<AppServices, "db" | "config">,
): Promise<{ email: string; password: string }> {
  if (!services.config.devAdminEnabled) throw forbidden(DEV_ADMIN_DISABLED_MESSAGE);
  const password = await devAdminPassword(services.config);
  const [existing] = await services.db
    .select({ id: user.id, hash: account.password })
    .from(user)
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, "credential")))
    .where(eq(user.email, DEV_ADMIN_EMAIL));
  if (!existing) {
    await createDevAdmin(services, password);
  } else if (!existing.hash || !(await verifyPassword({ hash: existing.hash, password }))) {
    const passwordHash = await hashNewPassword(password);
    await services.db
      .update(account)
      .set({ password: passwordHash, updatedAt: new Date() })
      .where(and(eq(account.userId, existing.id), eq(account.providerId, "credential")));
  }
  return { email: DEV_ADMIN_EMAIL, password };
}

async function createDevAdmin(services: Pick<AppServices, "db">, password: string): Promise<void> {
  const passwordHash = await hashNewPassword(password);
  try {
    await services.db.transaction((tx) =>
      createCredentialUser(
        tx,
        {
          email: DEV_ADMIN_EMAIL,
          password,
          firstName: "Admin",
          lastName: "User",
          userType: "enterprise",
          role: "admin",
          emailVerified: true,
        },
        passwordHash,
        "email",
      ),
    );
  } catch (error) {
    // Another server made it at the same moment, with the same password.
    if (!(error instanceof EmailTakenError)) throw error;
  }
}
