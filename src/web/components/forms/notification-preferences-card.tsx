import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Checkbox } from "@web/components/ui/checkbox";
import { FormField } from "@web/components/ui/form-field";
import { toast } from "@web/components/ui/toaster";

export interface NotificationOption<Key extends string> {
  key: Key;
  label: string;
  description: string;
}

/**
 * A settings page's Notifications card: one switch per kind of e-mail and a save button, with the
 * spec's toasts. The card holds the switches; the caller saves them through its own contract and
 * resolves with what the server stored.
 */
export function NotificationPreferencesCard<Key extends string>({
  title = "Notifications",
  formLabel = "Notification preferences",
  saveLabel = "Save preferences",
  description,
  options,
  saved,
  hintFor = (option) => option.description,
  onSave,
}: {
  /** The card's heading (h2). */
  title?: string;
  /** The form's accessible name. */
  formLabel?: string;
  /** The submit button's text. */
  saveLabel?: string;
  description: string;
  options: readonly NotificationOption<Key>[];
  /** The preferences as stored; the switches start from them. */
  saved: Record<Key, boolean>;
  /** The line under a switch (given the switches as they are now); its description unless the caller says more. */
  hintFor?: (option: NotificationOption<Key>, values: Record<Key, boolean>) => string;
  /** Saves the switches; resolves with the stored preferences, rejects on failure. */
  onSave: (values: Record<Key, boolean>) => Promise<Record<Key, boolean>>;
}) {
  const [values, setValues] = useState(saved);
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      setValues(await onSave(values));
      toast.success("Preferences saved");
    } catch (error) {
      toast.error("Failed to save preferences", { description: error instanceof Error ? error.message : undefined });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          aria-label={formLabel}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          className="grid gap-6"
        >
          <ul className="grid gap-5">
            {options.map((option) => (
              <li key={option.key}>
                <FormField layout="inline" label={option.label} hint={hintFor(option, values)}>
                  <Checkbox
                    name={option.key}
                    checked={values[option.key]}
                    onCheckedChange={(checked) =>
                      setValues((current) => ({ ...current, [option.key]: checked === true }))
                    }
                  />
                </FormField>
              </li>
            ))}
          </ul>
          <div>
            <Button type="submit" loading={saving} loadingText="Saving...">
              {saveLabel}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
