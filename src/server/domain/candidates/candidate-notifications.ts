import {
  candidateNotificationDefaults,
  type CandidateNotificationKey,
  type CandidateSettingsView,
} from "@shared/candidates/candidate-settings-contracts";

/** Stored switches over the spec's defaults (all on); a missing or non-boolean value is the default. */
export function candidateNotificationsOf(
  stored: Record<string, boolean> | null,
): CandidateSettingsView["notifications"] {
  const values = stored ?? {};
  const pick = (key: CandidateNotificationKey) =>
    typeof values[key] === "boolean" ? values[key] : candidateNotificationDefaults[key];
  return {
    emailNotifications: pick("emailNotifications"),
    applicationUpdates: pick("applicationUpdates"),
    newJobAlerts: pick("newJobAlerts"),
    interviewReminders: pick("interviewReminders"),
  };
}
