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
 * Hiring managers and interviewers hold theirs only on what is assigned to them (decision 0084):
 * `requireCompany` lets them through, and the endpoint's loader then finds nothing outside their
 * assignments (the same 404 as an unknown id). See `memberScopeOf`.
 */
export const companyPermissions = {
  /** The dashboard, the team list and the company's name: every member (the dashboard is scoped). */
  workspace: ["owner", "admin", "recruiter", "hiring_manager", "interviewer"],
  /** Members, their roles and invitations. */
  members: ["owner", "admin"],
  /** Company settings, logo, notifications, blind review, retention, billing. */
  settings: ["owner", "admin"],
  /** Creating and changing postings, who is assigned to them, and interview templates. */
  postings: ["owner", "admin", "recruiter"],
  /** Reading the company's postings: a hiring manager reads those assigned to them. */
  readPostings: ["owner", "admin", "recruiter", "hiring_manager"],
  /** The candidate pool, candidate profiles, invitations to apply, notes and pipeline. */
  pool: ["owner", "admin", "recruiter"],
  /**
   * Applicants, their applications, resumes, recordings, AI feedback and notes on them: a hiring
   * manager on the postings assigned to them, an interviewer on the applications assigned to them.
   */
  applicants: ["owner", "admin", "recruiter", "hiring_manager", "interviewer"],
  /** Hired / not hired, undoing it, and overriding the AI's scores: a hiring manager on their postings. */
  decisions: ["owner", "admin", "recruiter", "hiring_manager"],
  /** Assigning members to an application, to review and score it: a hiring manager on their postings. */
  assign: ["owner", "admin", "recruiter", "hiring_manager"],
  /** What spans the whole company's applicants: the fairness report, candidates' review and correction requests. */
  reports: ["owner", "admin", "recruiter"],
} as const satisfies Record<string, readonly CompanyMemberRole[]>;
export type CompanyPermission = keyof typeof companyPermissions;

export function roleMay(role: CompanyMemberRole, permission: CompanyPermission): boolean {
  return (companyPermissions[permission] as readonly CompanyMemberRole[]).includes(role);
}

/**
 * What a member's permissions reach (decision 0084): the whole company, the postings assigned to
 * them (a hiring manager), or the applications assigned to them (an interviewer).
 */
export type MemberScope = "company" | "assigned_postings" | "assigned_applications";

export function memberScopeOf(role: CompanyMemberRole): MemberScope {
  if (role === "hiring_manager") return "assigned_postings";
  if (role === "interviewer") return "assigned_applications";
  return "company";
}
