import { z } from "zod";
import { companyIndustries, companyRegistrationMessages, websiteField } from "../accounts/company-registration";
import { emailDomain, emailField, isCommonFreeMailDomain } from "../accounts/email";
import { defineContract } from "../http/contract";

export { companyIndustries };

export const companySettingsMessages = {
  companyName: "Company name must be at least 2 characters.",
  website: "Please enter a valid URL.",
  description: "Bio cannot be longer than 500 characters.",
  industry: "Please select an industry.",
  contactEmail: "Please enter a valid email address.",
  contactPhone: "Please enter a valid phone number.",
  location: "Please enter a location.",
} as const;

export const COMPANY_DESCRIPTION_MAX = 500;

const m = companySettingsMessages;

/** The Company Profile tab of /enterprise-settings: what a company may change about itself (decision 0012). */
export const companySettingsSchema = z.object({
  companyName: z.string({ error: m.companyName }).trim().min(2, m.companyName).max(120, m.companyName),
  website: z.union([z.literal(""), websiteField(m.website)], { error: m.website }),
  description: z
    .string({ error: m.description })
    .trim()
    .max(COMPANY_DESCRIPTION_MAX, m.description)
    .optional()
    .default(""),
  industry: z.string({ error: m.industry }).trim().min(1, m.industry).max(120, m.industry),
  // As at registration: a business address (the server also checks the full free-mail list).
  contactEmail: emailField(m.contactEmail).refine(
    (email) => !isCommonFreeMailDomain(emailDomain(email)),
    companyRegistrationMessages.personalEmail,
  ),
  contactPhone: z.string({ error: m.contactPhone }).trim().max(30, m.contactPhone).optional().default(""),
  location: z.string({ error: m.location }).trim().min(1, m.location).max(200, m.location),
});
export type CompanySettingsInput = z.input<typeof companySettingsSchema>;
export type CompanySettings = z.output<typeof companySettingsSchema>;

/** The spec's defaults: new applicants, messages and job updates on; marketing e-mails off. */
export const companyNotificationDefaults = {
  newApplicants: true,
  messages: true,
  jobUpdates: true,
  marketingEmails: false,
} as const;

export const companyNotificationsSchema = z.object({
  newApplicants: z.boolean().default(companyNotificationDefaults.newApplicants),
  messages: z.boolean().default(companyNotificationDefaults.messages),
  jobUpdates: z.boolean().default(companyNotificationDefaults.jobUpdates),
  marketingEmails: z.boolean().default(companyNotificationDefaults.marketingEmails),
});
export type CompanyNotifications = z.output<typeof companyNotificationsSchema>;

/** What the settings page reads: stored values as they are (older rows may lack a location). */
export const companySettingsViewSchema = z.object({
  profile: z.object({
    companyName: z.string(),
    website: z.string(),
    description: z.string(),
    industry: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    location: z.string(),
  }),
  /** The company's logo (a URL that changes with the picture), or null. */
  logoUrl: z.string().nullable(),
});
export type CompanySettingsView = z.infer<typeof companySettingsViewSchema>;

// Kept with the access messages, which the browser's entry bundle may load without zod.
export { COMPANY_NOT_FOUND } from "../accounts/access";

/** The URL of a company's logo; it names the picture (`v`), so a new logo is a new URL. */
export function companyLogoUrl(companyId: string, fileId: string): string {
  return `/api/companies/${encodeURIComponent(companyId)}/logo?v=${encodeURIComponent(fileId)}`;
}

export const getCompanySettingsContract = defineContract({
  method: "GET",
  path: "/api/companies/me/settings",
  summary: "The signed-in company's profile settings",
  tags: ["companies"],
  response: companySettingsViewSchema,
});

export const updateCompanySettingsContract = defineContract({
  method: "PUT",
  path: "/api/companies/me/settings",
  summary: "Update the signed-in company's profile (any verification state)",
  tags: ["companies"],
  body: companySettingsSchema,
  response: companySettingsViewSchema,
});

/** The e-mails one member of a company receives (decision 0087): each member chooses their own. */
export const memberNotificationsViewSchema = z.object({
  notifications: z.object({
    newApplicants: z.boolean(),
    messages: z.boolean(),
    jobUpdates: z.boolean(),
    marketingEmails: z.boolean(),
  }),
});
export type MemberNotificationsView = z.infer<typeof memberNotificationsViewSchema>;

export const getMemberNotificationsContract = defineContract({
  method: "GET",
  path: "/api/companies/me/notifications",
  summary: "The e-mails the signed-in member of a company receives (every role, any verification state)",
  tags: ["companies"],
  response: memberNotificationsViewSchema,
});

export const updateCompanyNotificationsContract = defineContract({
  method: "PUT",
  path: "/api/companies/me/notifications",
  summary: "Choose the e-mails the signed-in member of a company receives (every role, any verification state)",
  tags: ["companies"],
  body: companyNotificationsSchema,
  response: memberNotificationsViewSchema,
});
