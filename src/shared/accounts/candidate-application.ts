import { z } from "zod";
import { careerMessages, SKILL_NAME_MAX, SKILLS_MAX } from "../candidates/career-contracts";
import { emailField } from "./email";
import { passwordSchema } from "./password";

/** The spec's experience levels and the years each one stands for. */
export const experienceLevels = [
  { value: "entry", label: "Entry Level (0-2 years)", years: 1 },
  { value: "mid", label: "Mid Level (3-5 years)", years: 4 },
  { value: "senior", label: "Senior Level (6-10 years)", years: 8 },
  { value: "executive", label: "Executive Level (10+ years)", years: 12 },
] as const;

export const experienceLevelValues = experienceLevels.map((level) => level.value) as [
  (typeof experienceLevels)[number]["value"],
  ...(typeof experienceLevels)[number]["value"][],
];

export function experienceYears(level: string): number {
  return experienceLevels.find((option) => option.value === level)?.years ?? 0;
}

export const SUMMARY_MIN = 50;
export const SUMMARY_MAX = 500;

export const candidateApplicationMessages = {
  firstName: "First name must be at least 2 characters",
  lastName: "Last name must be at least 2 characters",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  jobTitle: "Please enter your current or desired job title",
  experience: "Please select your experience level",
  location: "Please enter your location",
  linkedin: "Please enter a valid LinkedIn URL",
  skills: "Please list your key skills",
  summaryMin: "Bio must be at least 50 characters",
  summaryMax: "Bio cannot exceed 500 characters",
  preferredRoles: "Please list your preferred roles",
  termsAccepted: "You must accept the terms and conditions",
  smsConsent: "You must consent to SMS notifications",
  marketingConsent: "You must consent to marketing communications",
} as const;

const m = candidateApplicationMessages;
const mustBeTrue = (message: string) => z.boolean({ error: message }).refine((value) => value === true, message);

export const candidateApplicationSchema = z.object({
  firstName: z.string({ error: m.firstName }).trim().min(2, m.firstName).max(100, m.firstName),
  lastName: z.string({ error: m.lastName }).trim().min(2, m.lastName).max(100, m.lastName),
  email: emailField(m.email),
  phone: z.string({ error: m.phone }).trim().min(10, m.phone).max(30, m.phone),
  password: passwordSchema,
  jobTitle: z.string({ error: m.jobTitle }).trim().min(2, m.jobTitle).max(120, m.jobTitle),
  experience: z.enum(
    experienceLevels.map((level) => level.value),
    { error: m.experience },
  ),
  location: z.string({ error: m.location }).trim().min(2, m.location).max(120, m.location),
  linkedin: z.string({ error: m.linkedin }).trim().max(300, m.linkedin).optional().default(""),
  // Each skill becomes a row of the settings' skills list, so the wizard keeps that list's limits.
  skills: z
    .string({ error: m.skills })
    .trim()
    .min(2, m.skills)
    .max(1000, m.skills)
    .refine((value) => splitSkills(value).length > 0, m.skills)
    .refine((value) => splitSkills(value).length <= SKILLS_MAX, careerMessages.skillsTooMany)
    .refine(
      (value) => splitSkills(value).every((skill) => skill.length <= SKILL_NAME_MAX),
      careerMessages.skillTooLong,
    ),
  summary: z.string({ error: m.summaryMin }).trim().min(SUMMARY_MIN, m.summaryMin).max(SUMMARY_MAX, m.summaryMax),
  preferredRoles: z.string({ error: m.preferredRoles }).trim().min(2, m.preferredRoles).max(500, m.preferredRoles),
  termsAccepted: mustBeTrue(m.termsAccepted),
  smsConsent: mustBeTrue(m.smsConsent),
  marketingConsent: mustBeTrue(m.marketingConsent),
});

export type CandidateApplicationInput = z.input<typeof candidateApplicationSchema>;
export type CandidateApplication = z.output<typeof candidateApplicationSchema>;

/** The fields each apply wizard step validates before Continue (decision 0049); step 3 is the rest. */
export const candidateApplicationSteps = [
  { title: "Personal Information", fields: ["firstName", "lastName", "email", "phone"] },
  { title: "Professional Details", fields: ["jobTitle", "experience", "location", "skills"] },
  {
    title: "Preferences & Review",
    fields: ["linkedin", "summary", "preferredRoles", "password", "termsAccepted", "smsConsent", "marketingConsent"],
  },
] as const satisfies readonly { title: string; fields: readonly (keyof CandidateApplicationInput)[] }[];

/** "LLMs, PyTorch ,  , RAG" -> ["LLMs", "PyTorch", "RAG"] (unique, order kept). */
export function splitSkills(skills: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of skills.split(",")) {
    const skill = raw.trim();
    if (skill && !seen.has(skill.toLowerCase())) {
      seen.add(skill.toLowerCase());
      out.push(skill);
    }
  }
  return out;
}

/** LinkedIn links are stored with https:// even when typed without it. */
export function normaliseUrl(url: string): string {
  const trimmed = url.trim();
  if (!trimmed) return "";
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
