/**
 * The roles of a company workspace's members (decision 0079). At least one Owner always exists;
 * the server checks what each role may do on every company endpoint (decision 0082).
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

/**
 * What a member may do, by role (decision 0082); every company endpoint names one of these.
 * Hiring managers and interviewers work only on postings and applications assigned to them, so
 * until those assignments exist they have the workspace alone.
 */
export const companyPermissions = {
  /** The dashboard, the team list and the company's name: every member. */
  workspace: ["owner", "admin", "recruiter", "hiring_manager", "interviewer"],
  /** Members, their roles and invitations. */
  members: ["owner", "admin"],
  /** Company settings, logo, notifications, blind review, retention, billing. */
  settings: ["owner", "admin"],
  /** Postings and interview templates. */
  postings: ["owner", "admin", "recruiter"],
  /** The candidate pool, candidate profiles, invitations to apply, notes and pipeline. */
  pool: ["owner", "admin", "recruiter"],
  /** Applicants, their applications, resumes, recordings, AI feedback and the fairness report. */
  applicants: ["owner", "admin", "recruiter"],
  /** Hired / not hired, undoing it, and overriding the AI's scores. */
  decisions: ["owner", "admin", "recruiter"],
} as const satisfies Record<string, readonly CompanyMemberRole[]>;
export type CompanyPermission = keyof typeof companyPermissions;

export function roleMay(role: CompanyMemberRole, permission: CompanyPermission): boolean {
  return (companyPermissions[permission] as readonly CompanyMemberRole[]).includes(role);
}
