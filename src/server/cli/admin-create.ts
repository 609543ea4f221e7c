import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { passwordSchema } from "@shared/accounts/password";
import { emailField } from "@shared/accounts/email";
import { ConfigError, loadConfig } from "../config";
import { DataDirLockedError } from "../db/data-dir-lock";
import { openConfiguredDatabase } from "../db/open-database";
import { profiles, user } from "../db/schema";
import { createCredentialUser, hashNewPassword } from "../domain/accounts/create-credential-user";

// npm run admin:create -- --email you@company.com [--first-name Ada --last-name Lovelace]
// The password comes from ADMIN_PASSWORD or stdin, never from the command line (shell history).

/** A mistake in how the command was called: printed as is, never an HTTP error. */
class UsageError extends Error {}

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write("Password (input is not hidden; prefer piping it in): ");
  let data = "";
  for await (const chunk of process.stdin) {
    data += chunk;
    if (process.stdin.isTTY && data.includes("\n")) break;
  }
  return data.split("\n")[0]?.trim() ?? "";
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      "first-name": { type: "string", default: "Admin" },
      "last-name": { type: "string", default: "User" },
    },
  });
  const email = emailField("Please enter a valid email address").safeParse(values.email ?? "");
  if (!email.success) throw new UsageError("Usage: npm run admin:create -- --email you@company.com");
  const password = passwordSchema.safeParse(process.env.ADMIN_PASSWORD ?? (await readStdin()));
  if (!password.success) throw new UsageError(password.error.issues[0]?.message ?? "Invalid password");

  const config = loadConfig();
  const opened = await openConfiguredDatabase(config);
  try {
    const { db } = opened.database;
    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.data));
    if (existing) {
      await db.update(user).set({ role: "admin", emailVerified: true }).where(eq(user.id, existing.id));
      console.log(`${email.data} already had an account; it is now an admin (password unchanged).`);
      return;
    }
    const passwordHash = await hashNewPassword(password.data);
    await db.transaction((tx) =>
      createCredentialUser(
        tx,
        {
          email: email.data,
          password: password.data,
          firstName: values["first-name"] ?? "Admin",
          lastName: values["last-name"] ?? "User",
          userType: "enterprise",
          role: "admin",
          emailVerified: true,
        },
        passwordHash,
        "email",
      ),
    );
    const [profile] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email.data));
    console.log(`Admin ${email.data} created (${profile?.id}). Sign in at /login and open /admin.`);
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof UsageError) {
    console.error(error.message);
  } else {
    console.error("admin:create failed:", error);
  }
  process.exit(1);
});
