/**
 * The roles of a company workspace's members (decision 0079). At least one Owner always exists;
 * what each role may do is enforced per endpoint in a later step.
 */
export const companyMemberRoles = ["owner", "admin", "recruiter", "hiring_manager", "interviewer"] as const;
export type CompanyMemberRole = (typeof companyMemberRoles)[number];

/** The name a person reads for each role. */
export const companyMemberRoleNames: Record<CompanyMemberRole, string> = {
  owner: "Owner",
  admin: "Admin",
  recruiter: "Recruiter",
  hiring_manager: "Hiring manager",
  interviewer: "Interviewer",
};
