import { useState } from "react";
import type { CandidateNotificationKey, CandidateNotifications } from "@shared/candidates/candidate-settings-contracts";
import {
  NotificationPreferencesCard,
  type NotificationOption,
} from "@web/components/forms/notification-preferences-card";
import { toast } from "@web/components/ui/toaster";
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
  const [values, setValues] = useState<CandidateNotifications>(notifications);
  const save = useUpdateCandidateNotifications({
    onSuccess: (saved) => {
      setValues(saved.notifications);
      toast.success("Preferences saved");
    },
    onError: (error) => toast.error("Failed to save preferences", { description: error.message }),
  });

  return (
    <NotificationPreferencesCard
      description="Choose which e-mails OneTake sends you."
      options={options}
      values={values}
      onChange={(key, checked) => setValues((current) => ({ ...current, [key]: checked }))}
      hintFor={(option) =>
        option.key !== "emailNotifications" && !values.emailNotifications
          ? `${option.description} Off while Email notifications is off.`
          : option.description
      }
      saving={save.isPending}
      onSave={() => save.mutate(values)}
    />
  );
}
