import { z } from "zod";
import { emailDomain, emailField, isCommonFreeMailDomain } from "./email";
import { passwordMessages, passwordSchema } from "./password";

export const companyIndustries = [
  "AI / Machine Learning",
  "Developer Tools",
  "Data Infrastructure",
  "Enterprise Software",
  "Fintech",
  "Healthcare & Life Sciences",
  "Robotics & Hardware",
  "Security",
  "Consulting & Services",
  "Other",
] as const;

export const companySizes = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"] as const;

export const companyRegistrationMessages = {
  companyName: "Company name must be at least 2 characters.",
  website: "Please enter a valid URL.",
  linkedinProfile: "Please enter a valid URL.",
  industry: "Please select an industry.",
  size: "Please select your company size.",
  contactName: "Contact name must be at least 2 characters.",
  contactEmail: "Please enter a valid email address.",
  personalEmail: "Personal email domains (Gmail, Yahoo, etc.) are not accepted. Please use a business email.",
  descriptionMin: "Company description must be at least 10 characters.",
  descriptionMax: "Company description must not exceed 500 characters.",
  termsAccepted: "You must accept the terms and conditions.",
  verificationDisclaimer: "You must accept the verification disclaimer.",
  password: passwordMessages.tooShort,
} as const;

const m = companyRegistrationMessages;
const mustBeTrue = (message: string) => z.boolean({ error: message }).refine((value) => value === true, message);

/** An http(s) URL; "acme.ai" is accepted and stored as "https://acme.ai". */
export function websiteField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(300, message)
    .transform((value) => (value && !/^https?:\/\//i.test(value) ? `https://${value}` : value))
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: message }));
}

export const companyRegistrationSchema = z.object({
  companyName: z.string({ error: m.companyName }).trim().min(2, m.companyName).max(120, m.companyName),
  website: websiteField(m.website),
  linkedinProfile: z
    .union([z.literal(""), websiteField(m.linkedinProfile)])
    .optional()
    .default(""),
  industry: z.string({ error: m.industry }).trim().min(2, m.industry).max(120, m.industry),
  size: z.string({ error: m.size }).trim().min(1, m.size).max(40, m.size),
  contactName: z.string({ error: m.contactName }).trim().min(2, m.contactName).max(120, m.contactName),
  contactEmail: emailField(m.contactEmail).refine(
    (email) => !isCommonFreeMailDomain(emailDomain(email)),
    m.personalEmail,
  ),
  contactPhone: z.string().trim().max(30).optional().default(""),
  description: z.string({ error: m.descriptionMin }).trim().min(10, m.descriptionMin).max(500, m.descriptionMax),
  password: passwordSchema,
  termsAccepted: mustBeTrue(m.termsAccepted),
  verificationDisclaimer: mustBeTrue(m.verificationDisclaimer),
});

export type CompanyRegistrationInput = z.input<typeof companyRegistrationSchema>;
export type CompanyRegistration = z.output<typeof companyRegistrationSchema>;

const requiredFields = [
  "companyName",
  "website",
  "industry",
  "size",
  "contactName",
  "contactEmail",
  "description",
  "password",
  "termsAccepted",
  "verificationDisclaimer",
] as const satisfies readonly (keyof CompanyRegistrationInput)[];

export const REGISTRATION_SUBMIT_THRESHOLD = 90;

/** Share of required fields filled, 0-100 (linkedinProfile and contactPhone do not count). */
export function registrationProgress(values: Partial<CompanyRegistrationInput>): number {
  const filled = requiredFields.filter((field) => {
    const value = values[field];
    return typeof value === "boolean" ? value : typeof value === "string" && value.trim() !== "";
  }).length;
  return Math.round((filled / requiredFields.length) * 100);
}

/** "Ada Lovelace King" -> first "Ada", last "Lovelace King", as the spec splits a contact name. */
export function splitContactName(contactName: string): { firstName: string; lastName: string } {
  const [first = "", ...rest] = contactName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") };
}
