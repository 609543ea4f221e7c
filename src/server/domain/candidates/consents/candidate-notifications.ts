import {
  type CandidateConsents,
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

/** The consents as they stand now: given unless withdrawn (or never given, as for a claimed resume). */
export function candidateConsentsOf(profile: {
  smsConsentAt: Date | null;
  marketingConsentAt: Date | null;
}): CandidateConsents {
  return { smsConsent: profile.smsConsentAt !== null, marketingConsent: profile.marketingConsentAt !== null };
}
