import type { CandidateNotificationKey, CandidateNotifications } from "@shared/candidates/candidate-settings-contracts";
import {
  NotificationPreferencesCard,
  type NotificationOption,
} from "@web/components/forms/notification-preferences-card";
import { useCandidateSettings } from "../../api/get-candidate-settings";
import { useUpdateCandidateNotifications } from "../../api/update-candidate-notifications";
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

/** The Notifications tab: the four e-mail switches, all on until the candidate turns one off. */
export function NotificationSettingsTab() {
  const settings = useCandidateSettings();
  if (settings.data) return <NotificationsCard notifications={settings.data.notifications} />;
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
