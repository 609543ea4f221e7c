/** Query keys of the fairness domain. */
export const fairnessKeys = {
  all: ["fairness"] as const,
  companyReport: (query: object) => [...fairnessKeys.all, "company-report", query] as const,
  platformReport: (query: object) => [...fairnessKeys.all, "platform-report", query] as const,
};
