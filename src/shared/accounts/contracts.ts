import { companyMemberRoles } from "@shared/companies/member-roles";
import { z } from "zod";
import { defineContract } from "../http/contract";
import { candidateApplicationSchema } from "./candidate-application";
import { companyRegistrationSchema } from "./company-registration";
import { emailField } from "./email";
import { loginSchema } from "./login";
import { passwordSchema } from "./password";

export const userTypeSchema = z.enum(["candidate", "enterprise"]);
/** A company's verification status: an admin verifies or rejects a pending company. */
export const companyStatuses = ["pending", "verified", "rejected"] as const;
export const companyStatusSchema = z.enum(companyStatuses);

/**
 * The same for a new address and for one that already has an account (whose owner is e-mailed
 * instead), so sign-up never tells anyone which addresses have accounts.
 */
export const registrationResultSchema = z.object({ email: z.string() });

export const registerCandidateContract = defineContract({
  method: "POST",
  path: "/api/accounts/candidates",
  summary:
    "Create a candidate account with profile, candidate record and network application; an address that already has an account gets the same answer and its owner an e-mail",
  tags: ["accounts"],
  body: candidateApplicationSchema,
  response: registrationResultSchema,
  successStatus: 201,
});

export const registerCompanyContract = defineContract({
  method: "POST",
  path: "/api/accounts/companies",
  summary:
    "Create a company account (pending verification); an address that already has an account gets the same answer and its owner an e-mail",
  tags: ["accounts"],
  body: companyRegistrationSchema,
  response: registrationResultSchema,
  successStatus: 201,
});

export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    userType: userTypeSchema.nullable(),
    isAdmin: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    /** The small square picture, present only once the user uploaded one. */
    avatarUrl: z.string().optional(),
  }),
  company: z
    .object({
      id: z.string(),
      companyName: z.string(),
      verificationStatus: companyStatusSchema,
      verificationNote: z.string().nullable(),
      /** The caller's role in the company (decision 0082): what the web app offers them. */
      role: z.enum(companyMemberRoles),
    })
    .nullable(),
});
export type Me = z.infer<typeof meSchema>;

export const meContract = defineContract({
  method: "GET",
  path: "/api/me",
  summary: "The signed-in user, their type and their company's verification state",
  tags: ["accounts"],
  response: meSchema,
});

// better-auth endpoints the browser calls directly; the server validates them with these first.

export const signInContract = defineContract({
  method: "POST",
  path: "/api/auth/sign-in/email",
  summary: "Sign in with e-mail and password",
  tags: ["auth"],
  body: loginSchema.extend({ rememberMe: z.boolean().optional() }),
  response: z.object({ user: z.object({ id: z.string(), email: z.string() }).loose() }).loose(),
});

export const signOutContract = defineContract({
  method: "POST",
  path: "/api/auth/sign-out",
  summary: "End this session",
  tags: ["auth"],
  body: z.object({}),
  response: z.object({ success: z.boolean() }).loose(),
});

/** Only a same-site path: the link in the e-mail may never send anyone elsewhere. */
const localPath = z
  .string()
  .regex(/^\/(?!\/)[\w\-/?=&.%]*$/, "Must be a path on this site")
  .max(300);

export const resendVerificationContract = defineContract({
  method: "POST",
  path: "/api/auth/send-verification-email",
  summary: "Send the e-mail verification link again",
  tags: ["auth"],
  body: z.object({ email: emailField("Please enter a valid email address"), callbackURL: localPath.optional() }),
  response: z.object({ status: z.boolean() }).loose(),
});

export const requestPasswordResetContract = defineContract({
  method: "POST",
  path: "/api/auth/request-password-reset",
  summary: "E-mail a password reset link (same answer whether or not the address has an account)",
  tags: ["auth"],
  body: z.object({ email: emailField("Please enter a valid email address"), redirectTo: localPath.optional() }),
  response: z.object({ status: z.boolean(), message: z.string().optional() }).loose(),
});

export const resetPasswordContract = defineContract({
  method: "POST",
  path: "/api/auth/reset-password",
  summary: "Set a new password with the token from the reset e-mail; ends every other session",
  tags: ["auth"],
  body: z.object({ newPassword: passwordSchema, token: z.string().min(1).max(500) }),
  response: z.object({ status: z.boolean() }).loose(),
});

export const devAdminSignInContract = defineContract({
  method: "POST",
  path: "/api/dev/admin-sign-in",
  summary: "Development only: sign in as the built-in enterprise admin",
  tags: ["auth"],
  body: z.object({}),
  response: z.object({ ok: z.literal(true) }),
});
