import type {
  CandidateConsentKey,
  CandidateConsents,
  CandidateNotificationKey,
  CandidateNotifications,
} from "@shared/candidates/candidate-settings-contracts";
import {
  NotificationPreferencesCard,
  type NotificationOption,
} from "@web/components/forms/notification-preferences-card";
import { useCandidateSettings } from "../../api/get-candidate-settings";
import { useUpdateCandidateConsents } from "../../api/own-data/update-candidate-consents";
import { useUpdateCandidateNotifications } from "../../api/own-data/update-candidate-notifications";
import { SettingsLoadError, SettingsSkeleton } from "@web/components/forms/settings-load-states";

const options: NotificationOption<CandidateNotificationKey>[] = [
  {
    key: "emailNotifications",
    label: "Email notifications",
    description: "Any e-mail from OneTake besides account e-mails (sign-in links, password resets).",
  },
  {
    key: "applicationUpdates",
    label: "Application updates",
    description: "When a company moves your application on or makes a decision.",
  },
  { key: "newJobAlerts", label: "New job alerts", description: "New postings that match your skills." },
  { key: "interviewReminders", label: "Interview reminders", description: "Reminders of interviews still to record." },
];

/** The wizard's two consents, in its own words; either may be withdrawn here at any time (decision 0044). */
const consentOptions: NotificationOption<CandidateConsentKey>[] = [
  {
    key: "smsConsent",
    label: "SMS notifications",
    description: "I agree to receive SMS notifications about my application and interviews.",
  },
  {
    key: "marketingConsent",
    label: "Marketing communications",
    description: "I agree to receive marketing communications from OneTake, including companies' invitations to apply.",
  },
];

/**
 * The Notifications tab: the four e-mail switches, all on until the candidate turns one off, and
 * the consents given when applying.
 */
export function NotificationSettingsTab() {
  const settings = useCandidateSettings();
  if (settings.data)
    return (
      <div className="grid gap-6">
        <NotificationsCard notifications={settings.data.notifications} />
        <ConsentsCard consents={settings.data.consents} />
      </div>
    );
  if (settings.isError)
    return <SettingsLoadError message={settings.error.message} onRetry={() => void settings.refetch()} />;
  return <SettingsSkeleton rows={4} />;
}

function NotificationsCard({ notifications }: { notifications: CandidateNotifications }) {
  const save = useUpdateCandidateNotifications();
  return (
    <NotificationPreferencesCard
      description="Choose which e-mails OneTake sends you."
      options={options}
      saved={notifications}
      hintFor={(option, values) =>
        option.key !== "emailNotifications" && !values.emailNotifications
          ? `${option.description} Off while Email notifications is off.`
          : option.description
      }
      onSave={async (values) => (await save.mutateAsync(values)).notifications}
    />
  );
}

function ConsentsCard({ consents }: { consents: CandidateConsents }) {
  const save = useUpdateCandidateConsents();
  return (
    <NotificationPreferencesCard
      title="Consent"
      formLabel="Consent"
      saveLabel="Save consent"
      description="What you agreed to when you applied. Withdraw either at any time; it applies at once."
      options={consentOptions}
      saved={consents}
      onSave={async (values) => (await save.mutateAsync(values)).consents}
    />
  );
}
