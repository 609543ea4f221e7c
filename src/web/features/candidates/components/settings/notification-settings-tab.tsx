import { useState } from "react";
import type { CandidateNotificationKey, CandidateNotifications } from "@shared/candidates/candidate-settings-contracts";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Checkbox } from "@web/components/ui/checkbox";
import { FormField } from "@web/components/ui/form-field";
import { toast } from "@web/components/ui/toaster";
import { useCandidateSettings } from "../../api/get-candidate-settings";
import { useUpdateCandidateNotifications } from "../../api/update-candidate-notifications";
import { SettingsLoadError, SettingsSkeleton } from "@web/components/forms/settings-load-states";

const options: { key: CandidateNotificationKey; label: string; description: string }[] = [
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
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Notifications</h2>
        </CardTitle>
        <CardDescription>Choose which e-mails OneTake sends you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          aria-label="Notification preferences"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(values);
          }}
          className="grid gap-6"
        >
          <ul className="grid gap-5">
            {options.map((option) => {
              const mutedByMaster = option.key !== "emailNotifications" && !values.emailNotifications;
              return (
                <li key={option.key}>
                  <FormField
                    layout="inline"
                    label={option.label}
                    hint={
                      mutedByMaster ? `${option.description} Off while Email notifications is off.` : option.description
                    }
                  >
                    <Checkbox
                      name={option.key}
                      checked={values[option.key]}
                      onCheckedChange={(checked) =>
                        setValues((current) => ({ ...current, [option.key]: checked === true }))
                      }
                    />
                  </FormField>
                </li>
              );
            })}
          </ul>
          <div>
            <Button type="submit" loading={save.isPending} loadingText="Saving...">
              Save preferences
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
