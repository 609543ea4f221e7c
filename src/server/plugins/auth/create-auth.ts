import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { account, rateLimit, session, user, verification } from "../../db/schema";
import { checkUserFields } from "./user-field-rules";

/** The header the Fastify bridge sets from req.ip, overwriting anything a client sent. */
export const CLIENT_IP_HEADER = "x-onetake-client-ip";

export interface AuthMailer {
  verifyEmail(to: { email: string; name: string }, url: string): Promise<void>;
  resetPassword(to: { email: string; name: string }, url: string): Promise<void>;
}

export interface CreateAuthOptions {
  config: Config;
  db: Db;
  secret: string;
  mailer: AuthMailer;
}

export function createAuth({ config, db, secret, mailer }: CreateAuthOptions) {
  return betterAuth({
    appName: "OneTake",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit },
    }),
    user: {
      additionalFields: {
        userType: { type: "string", required: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: { before: async (data) => checkUserFields(data) },
        update: { before: async (data) => checkUserFields(data) },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Sign-up goes through our own endpoints, which create the profile in the same transaction.
      disableSignUp: true,
      // Unverified users may sign in; every guarded route then shows or answers "verify first".
      requireEmailVerification: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: target, url }) => mailer.resetPassword(target, url),
    },
    emailVerification: {
      sendOnSignUp: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user: target, url }) => mailer.verifyEmail(target, url),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 14,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 3 },
        "/reset-password": { window: 60, max: 5 },
        "/send-verification-email": { window: 60, max: 3 },
      },
    },
    advanced: {
      useSecureCookies: config.cookieSecure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.cookieSecure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
