/** Query keys of the companies domain (the signed-in company's own data). */
export const companiesKeys = {
  all: ["companies"] as const,
  settings: () => [...companiesKeys.all, "settings"] as const,
  /** The signed-in member's own choice of e-mails (decision 0087). */
  notifications: () => [...companiesKeys.all, "notifications"] as const,
  blindReview: () => [...companiesKeys.all, "blind-review"] as const,
  dashboard: () => [...companiesKeys.all, "dashboard"] as const,
  /** How the dashboard greets the company: new in the sitting of its first visit (decision 0073). */
  dashboardVisit: () => [...companiesKeys.all, "dashboard-visit"] as const,
  retention: () => [...companiesKeys.all, "retention"] as const,
  members: () => [...companiesKeys.all, "members"] as const,
  memberInvitations: () => [...companiesKeys.all, "member-invitations"] as const,
};
