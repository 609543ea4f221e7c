/**
 * The badge a candidate sees for an application's status, in the spec's words: one map, so the dashboard's
 * latest applications and the full /candidate-applications list never disagree. A value the map
 * does not know is shown as it is stored.
 */
export const applicationStatusLabels: Readonly<Record<string, string>> = {
  pending: "Pending",
  interview_scheduled: "Interview Scheduled",
  completed: "Completed",
  reviewed: "Completed",
  rejected: "Not Selected",
  hired: "Hired",
};

/** How a badge looks: the same tone for statuses that read the same. */
export type ApplicationStatusTone = "neutral" | "info" | "success" | "danger";

const tones: Readonly<Record<string, ApplicationStatusTone>> = {
  pending: "neutral",
  interview_scheduled: "info",
  completed: "info",
  reviewed: "info",
  rejected: "danger",
  hired: "success",
};

export function applicationStatusLabel(status: string): string {
  return Object.hasOwn(applicationStatusLabels, status) ? (applicationStatusLabels[status] ?? status) : status;
}

export function applicationStatusTone(status: string): ApplicationStatusTone {
  return Object.hasOwn(tones, status) ? (tones[status] ?? "neutral") : "neutral";
}
