import { z } from "zod";
import { defineDownloadContract } from "../http/binary-contract";
import { defineContract } from "../http/contract";
import { pageQuerySchema, paginatedSchema } from "../http/pagination";

export const candidatePoolItemSchema = z.object({
  id: z.string(),
  profileId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  location: z.string().nullable(),
  experienceYears: z.number().int(),
  skills: z.array(z.string()),
  joinedAt: z.iso.datetime(),
});
export type CandidatePoolItem = z.infer<typeof candidatePoolItemSchema>;

export const listCandidatePoolContract = defineContract({
  method: "GET",
  path: "/api/candidates",
  summary: "The candidate pool (verified companies and admins only), newest first",
  tags: ["candidates"],
  query: pageQuerySchema.extend({ search: z.string().trim().max(200).optional() }),
  response: paginatedSchema(candidatePoolItemSchema),
});

export const publicProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  experienceYears: z.number().int(),
  linkedinUrl: z.string().nullable(),
  skills: z.array(z.object({ name: z.string(), yearsExperience: z.number().int() })),
  workExperience: z.array(
    z.object({
      id: z.string(),
      position: z.string(),
      companyName: z.string(),
      startDate: z.string(),
      endDate: z.string().nullable(),
      description: z.string().nullable(),
    }),
  ),
  resumeUrl: z.string().nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const PROFILE_NOT_AVAILABLE = "This profile is either private or does not exist.";

export const getPublicProfileContract = defineContract({
  method: "GET",
  path: "/api/public/candidates/:id",
  summary: "A candidate's public profile (only when the candidate made it public)",
  tags: ["candidates"],
  params: z.object({ id: z.string().min(1).max(100) }),
  response: publicProfileSchema,
});

export const NO_PUBLIC_RESUME = "No resume is available for this profile.";

/** The resume link on the public profile path; the server decides who may follow it. */
export const publicResumePath = (profileId: string) => `/api/public/candidates/${encodeURIComponent(profileId)}/resume`;

export const publicResumeContract = defineDownloadContract({
  path: "/api/public/candidates/:id/resume",
  summary: "A candidate's resume: for anyone while the public profile is on, always for the candidate",
  tags: ["candidates"],
  params: z.object({ id: z.string().min(1).max(100) }),
});
