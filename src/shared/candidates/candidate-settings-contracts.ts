import { z } from "zod";
import { candidateApplicationSchema } from "../accounts/candidate-application";
import { websiteField } from "../accounts/company-registration";
import { defineDownloadContract, defineUploadContract, type UploadFileRule } from "../http/binary-contract";
import { defineContract } from "../http/contract";

/** The Profile tab's messages: the registration form's wording (decision 0026), and its URL rule. */
export const candidateProfileMessages = {
  firstName: "First name must be at least 2 characters",
  lastName: "Last name must be at least 2 characters",
  bio: "Bio cannot exceed 500 characters",
  location: "Location cannot exceed 200 characters",
  website: "Please enter a valid URL.",
} as const;

export const CANDIDATE_BIO_MAX = 500;
export const EMAIL_CANNOT_BE_CHANGED = "Email cannot be changed";

const m = candidateProfileMessages;

/** What a candidate may change about themself on the Profile tab; the e-mail is not among them. */
export const candidateProfileSchema = z.object({
  firstName: z.string({ error: m.firstName }).trim().min(2, m.firstName).max(100, m.firstName),
  lastName: z.string({ error: m.lastName }).trim().min(2, m.lastName).max(100, m.lastName),
  bio: z.string({ error: m.bio }).trim().max(CANDIDATE_BIO_MAX, m.bio).optional().default(""),
  location: z.string({ error: m.location }).trim().max(200, m.location).optional().default(""),
  website: z
    .union([z.literal(""), websiteField(m.website)], { error: m.website })
    .optional()
    .default(""),
  // The apply wizard's professional details, with its rules and messages. Left out, a field
  // keeps its value (older clients send only the fields above).
  jobTitle: candidateApplicationSchema.shape.jobTitle.optional(),
  phone: candidateApplicationSchema.shape.phone.optional(),
  linkedin: candidateApplicationSchema.shape.linkedin.unwrap().unwrap().optional(),
  preferredRoles: candidateApplicationSchema.shape.preferredRoles.optional(),
});
export type CandidateProfileInput = z.input<typeof candidateProfileSchema>;
export type CandidateProfileValues = z.output<typeof candidateProfileSchema>;

/** Decision 0026: the candidate's four switches, all on until the candidate turns one off. */
export const candidateNotificationDefaults = {
  emailNotifications: true,
  applicationUpdates: true,
  newJobAlerts: true,
  interviewReminders: true,
} as const;
export type CandidateNotificationKey = keyof typeof candidateNotificationDefaults;

export const candidateNotificationsSchema = z.object({
  emailNotifications: z.boolean().default(candidateNotificationDefaults.emailNotifications),
  applicationUpdates: z.boolean().default(candidateNotificationDefaults.applicationUpdates),
  newJobAlerts: z.boolean().default(candidateNotificationDefaults.newJobAlerts),
  interviewReminders: z.boolean().default(candidateNotificationDefaults.interviewReminders),
});
export type CandidateNotifications = z.output<typeof candidateNotificationsSchema>;

/**
 * The two consents the apply wizard requires (spec: smsConsent, marketingConsent). The candidate
 * may withdraw, and give again, either at any time on the Notifications tab (decision 0044).
 */
export const candidateConsentsSchema = z.object({
  smsConsent: z.boolean({ error: "Say whether you agree to SMS notifications." }),
  marketingConsent: z.boolean({ error: "Say whether you agree to marketing communications." }),
});
export type CandidateConsents = z.output<typeof candidateConsentsSchema>;
export type CandidateConsentKey = keyof CandidateConsents;

/** The square sizes an avatar is served in; anything else is refused by the contract. */
export const AVATAR_SIZES = [64, 256] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

export const candidateSettingsViewSchema = z.object({
  profile: z.object({
    firstName: z.string(),
    lastName: z.string(),
    /** Shown, never changed here ('Email cannot be changed'). */
    email: z.string(),
    bio: z.string(),
    location: z.string(),
    website: z.string(),
    jobTitle: z.string(),
    phone: z.string(),
    linkedin: z.string(),
    preferredRoles: z.string(),
    /** One URL per size; each changes with the picture, so a browser may cache it. */
    avatar: z.object({ small: z.string(), large: z.string() }).nullable(),
  }),
  notifications: z.object({
    emailNotifications: z.boolean(),
    applicationUpdates: z.boolean(),
    newJobAlerts: z.boolean(),
    interviewReminders: z.boolean(),
  }),
  consents: candidateConsentsSchema,
});
export type CandidateSettingsView = z.infer<typeof candidateSettingsViewSchema>;

export const getCandidateSettingsContract = defineContract({
  method: "GET",
  path: "/api/candidates/me/settings",
  summary: "The signed-in candidate's profile and notification preferences",
  tags: ["candidates"],
  response: candidateSettingsViewSchema,
});

export const updateCandidateProfileContract = defineContract({
  method: "PUT",
  path: "/api/candidates/me/profile",
  summary: "Update the signed-in candidate's name, bio, location, website and professional details",
  tags: ["candidates"],
  body: candidateProfileSchema,
  response: candidateSettingsViewSchema,
});

export const updateCandidateNotificationsContract = defineContract({
  method: "PUT",
  path: "/api/candidates/me/notifications",
  summary: "Update which e-mails the signed-in candidate receives",
  tags: ["candidates"],
  body: candidateNotificationsSchema,
  response: candidateSettingsViewSchema,
});

export const updateCandidateConsentsContract = defineContract({
  method: "PUT",
  path: "/api/candidates/me/consents",
  summary: "Give or withdraw the signed-in candidate's SMS and marketing consent",
  tags: ["candidates"],
  body: candidateConsentsSchema,
  response: candidateSettingsViewSchema,
});

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const avatarMessages = {
  required: "Please choose a picture to upload.",
  type: "Please upload a PNG, JPEG or WebP image.",
  size: "Please upload a picture smaller than 2MB.",
  unreadable: "This picture could not be read. Please upload a PNG, JPEG or WebP image.",
  notFound: "No profile picture.",
} as const;

export const avatarFileRule: UploadFileRule = {
  field: "avatar",
  accept: [
    { ext: "png", mime: "image/png" },
    { ext: "jpg", mime: "image/jpeg" },
    { ext: "webp", mime: "image/webp" },
  ],
  maxBytes: AVATAR_MAX_BYTES,
  messages: { required: avatarMessages.required, type: avatarMessages.type, size: avatarMessages.size },
};

export const uploadCandidateAvatarContract = defineUploadContract({
  method: "PUT",
  path: "/api/candidates/me/avatar",
  summary: "Upload or replace the signed-in candidate's profile picture (PNG, JPEG or WebP, at most 2 MB)",
  tags: ["candidates"],
  fields: z.object({}),
  file: avatarFileRule,
  response: candidateSettingsViewSchema,
});

export const candidateAvatarContract = defineDownloadContract({
  path: "/api/candidates/:profileId/avatar",
  summary:
    "A candidate's profile picture, square: for the candidate, anyone while the profile is public, a verified company that may see them, an admin",
  tags: ["candidates"],
  params: z.object({ profileId: z.string().min(1).max(100) }),
  query: z.object({
    size: z.enum(AVATAR_SIZES.map(String) as ["64", "256"]).default("256"),
    /** The picture's id: a new picture is a new URL, so the old one may stay cached. */
    v: z.string().max(100).optional(),
  }),
});

/** The URLs of a candidate's avatar in both sizes (what every view of a candidate links to). */
export function avatarUrls(profileId: string, fileId: string): { small: string; large: string } {
  const base = `/api/candidates/${encodeURIComponent(profileId)}/avatar`;
  const version = encodeURIComponent(fileId);
  return { small: `${base}?size=64&v=${version}`, large: `${base}?size=256&v=${version}` };
}
