import { eq } from "drizzle-orm";
import { user } from "../../db/schema";
import { readOrCreateSecret } from "../../plugins/auth/secrets";
import type { AppServices } from "../../services";
import { forbidden } from "../../errors";
import { createCredentialUser, hashNewPassword } from "./create-credential-user";

export const DEV_ADMIN_EMAIL = "dev-admin@onetake.local";
export const DEV_ADMIN_DISABLED_MESSAGE = "Developer admin access is turned off in this environment.";

/**
 * The spec's built-in enterprise admin, for development only: its password is random,
 * generated on first start and kept under the data directory, never in code or the client.
 */
export async function ensureDevAdmin(
  services: Pick<AppServices, "db" | "config">,
): Promise<{ email: string; password: string }> {
  if (!services.config.devAdminEnabled) throw forbidden(DEV_ADMIN_DISABLED_MESSAGE);
  const password = await readOrCreateSecret(services.config.dataDir, "dev-admin-password", 24);
  const [existing] = await services.db.select({ id: user.id }).from(user).where(eq(user.email, DEV_ADMIN_EMAIL));
  if (!existing) {
    const passwordHash = await hashNewPassword(password);
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
  }
  return { email: DEV_ADMIN_EMAIL, password };
}
