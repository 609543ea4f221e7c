import { z } from "zod";
import { dashboardVisitResponseSchema } from "../accounts/dashboard-greeting";
import { defineContract } from "../http/contract";
import { matchFields } from "../matching/match-contracts";
import { postingStatuses } from "../postings/company-posting-contracts";

/** How many of each list the dashboard shows; the full lists have pages of their own. */
export const DASHBOARD_TOP_CANDIDATES = 5;
export const DASHBOARD_RECENT_APPLICANTS = 20;
export const DASHBOARD_POSTINGS = 5;

/** One applicant to one of the company's postings, newest application first. */
export const dashboardApplicantSchema = z.object({
  applicationId: z.string(),
  /** The candidate's profile id: what /candidate-profile/:id takes. */
  candidateProfileId: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  postingId: z.string(),
  postingTitle: z.string(),
  /** Stored value; applicationStatusLabel() names it. */
  status: z.string(),
  appliedAt: z.iso.datetime(),
});
export type DashboardApplicant = z.infer<typeof dashboardApplicantSchema>;

/**
 * One of the company's applicants at their best match (decision 0052): each candidate once, with
 * the application whose posting they match best. Ties, and the unscored after all the scored,
 * go by the newest application.
 */
export const dashboardTopCandidateSchema = dashboardApplicantSchema.extend(matchFields);
export type DashboardTopCandidate = z.infer<typeof dashboardTopCandidateSchema>;

/** A posting as the dashboard's cards show it (the description cut at 200 characters). */
export const dashboardPostingSchema = z.object({
  id: z.string(),
  title: z.string(),
  location: z.string(),
  locationType: z.string(),
  department: z.string().nullable(),
  status: z.enum(postingStatuses),
  descriptionPreview: z.string(),
  salaryRange: z.string().nullable(),
  skills: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type DashboardPosting = z.infer<typeof dashboardPostingSchema>;

/** The onboarding card's three steps, in order. */
export const companySetupSteps = ["profile", "posting", "template"] as const;
export type CompanySetupStep = (typeof companySetupSteps)[number];

/** The profile fields the first step asks for (the settings form's, description, location and logo included). */
export const companyProfileParts = [
  "companyName",
  "website",
  "industry",
  "description",
  "location",
  "contactEmail",
  "logo",
] as const;
export type CompanyProfilePart = (typeof companyProfileParts)[number];

export const companyDashboardSchema = z.object({
  figures: z.object({
    /** Distinct candidates who applied to any of the company's postings. */
    totalCandidates: z.number().int().min(0),
    /** Active postings, public or internal. */
    openPositions: z.number().int().min(0),
    /** The company's applicants with a completed interview for it. */
    interviewed: z.number().int().min(0),
  }),
  /** Best match first, each candidate once; then the unscored by recency of application. */
  topCandidates: z.array(dashboardTopCandidateSchema).max(DASHBOARD_TOP_CANDIDATES),
  recentApplicants: z.array(dashboardApplicantSchema).max(DASHBOARD_RECENT_APPLICANTS),
  /** The newest public postings, any status. */
  postings: z.array(dashboardPostingSchema).max(DASHBOARD_POSTINGS),
  internalPostings: z.array(dashboardPostingSchema).max(DASHBOARD_POSTINGS),
  /** Whether the company has any posting at all (the Internal Jobs tab is shown only then). */
  hasPostings: z.boolean(),
  setup: z.object({
    steps: z.array(z.object({ step: z.enum(companySetupSteps), done: z.boolean() })),
    /** The profile parts still empty, in the form's order. */
    missingProfileParts: z.array(z.enum(companyProfileParts)),
    complete: z.boolean(),
  }),
  /** The company's logo (a URL that changes with the picture), or null. */
  logoUrl: z.string().nullable(),
});
export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;

export const getCompanyDashboardContract = defineContract({
  method: "GET",
  path: "/api/companies/me/dashboard",
  summary: "The signed-in company's dashboard: real figures, newest applicants and postings, setup steps",
  tags: ["companies"],
  response: companyDashboardSchema,
});

export const recordCompanyDashboardVisitContract = defineContract({
  method: "POST",
  path: "/api/companies/me/dashboard-visits",
  summary:
    "The signed-in company opened its dashboard: records the first visit (once) and says whether to greet it as new or returning",
  tags: ["companies"],
  body: z.object({}).strict().optional(),
  response: dashboardVisitResponseSchema,
});
