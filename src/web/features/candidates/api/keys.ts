import type { PoolParams } from "../lib/pool-filters";

/** Query keys of the candidates domain: invalidate `candidatesKeys.all` after anything that changes candidates. */
export const candidatesKeys = {
  all: ["candidates"] as const,
  pool: (params: PoolParams) => [...candidatesKeys.all, "pool", params] as const,
  publicProfile: (id: string) => [...candidatesKeys.all, "public-profile", id] as const,
  companyProfile: (id: string) => [...candidatesKeys.all, "company-profile", id] as const,
  /** The company's postings to invite this candidate to, with who was invited or applied. */
  invitations: (profileId: string) => [...candidatesKeys.all, "invitations", profileId] as const,
  /** The company's active postings the pool can be ranked for ("Rank for: <posting>", decision 0052). */
  rankForPostings: () => [...candidatesKeys.all, "rank-for-postings"] as const,
  /** The signed-in candidate's public profile switch and visibility to employers. */
  visibility: () => [...candidatesKeys.all, "me", "visibility"] as const,
  latestApplications: () => [...candidatesKeys.all, "me", "latest-applications"] as const,
  completeness: () => [...candidatesKeys.all, "me", "completeness"] as const,
  /** Where the AI feedback on the latest finished interview stands (decision 0073). */
  latestFeedback: () => [...candidatesKeys.all, "me", "latest-feedback"] as const,
  /** How the dashboard greets the candidate: new in the sitting of their first visit (decision 0073). */
  dashboardVisit: () => [...candidatesKeys.all, "me", "dashboard-visit"] as const,
  /** The signed-in candidate's Profile and Notifications tabs. */
  settings: () => [...candidatesKeys.all, "settings"] as const,
};
