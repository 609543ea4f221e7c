export type UserTypeName = "candidate" | "enterprise";

/** The caller has no company (any more): the answer of every company endpoint then. */
export const COMPANY_NOT_FOUND = "Company not found.";

/** How a refusal by the member's role begins (decision 0082), so a client can tell it from others. */
export const ROLE_REFUSAL_START = "Your role in this company";

export const accessMessages = {
  signInRequired: "Please sign in to continue.",
  emailNotVerified: "Please verify your email address to continue.",
  adminOnly: "This area is only accessible to OneTake admins.",
  companyNotVerified:
    "Your company is awaiting verification. Verification typically takes 24 hours; we'll email you when it's done.",
  accessDenied: "Access denied",
  adminIsNotACompany: "Admin accounts have no company of their own. Manage companies from the admin console.",
  roleMayNot: (roleName: string) => `${ROLE_REFUSAL_START} (${roleName}) does not allow this.`,
  noCompany:
    "You are no longer a member of a company on OneTake. Ask an Owner or Admin of your company to invite you again.",
  onlyFor: (userType: UserTypeName) => `This page is only accessible to ${userType} users`,
} as const;

export function dashboardPathFor(userType: UserTypeName | null | undefined, isAdmin = false): string {
  if (userType === "candidate") return "/candidate-dashboard";
  if (userType === "enterprise" || isAdmin) return "/enterprise-dashboard";
  return "/";
}
