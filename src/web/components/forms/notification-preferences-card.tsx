import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Checkbox } from "@web/components/ui/checkbox";
import { FormField } from "@web/components/ui/form-field";

export interface NotificationOption<Key extends string> {
  key: Key;
  label: string;
  description: string;
}

/**
 * A settings page's Notifications card: one switch per kind of e-mail and a save button. The
 * caller holds the values and saves them, so candidates and companies keep their own contracts.
 */
export function NotificationPreferencesCard<Key extends string>({
  description,
  options,
  values,
  onChange,
  hintFor = (option) => option.description,
  saving,
  onSave,
}: {
  description: string;
  options: readonly NotificationOption<Key>[];
  values: Record<Key, boolean>;
  onChange: (key: Key, checked: boolean) => void;
  /** The line under a switch; its description unless the caller says more. */
  hintFor?: (option: NotificationOption<Key>) => string;
  saving: boolean;
  onSave: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Notifications</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          aria-label="Notification preferences"
          onSubmit={(event) => {
            event.preventDefault();
            onSave();
          }}
          className="grid gap-6"
        >
          <ul className="grid gap-5">
            {options.map((option) => (
              <li key={option.key}>
                <FormField layout="inline" label={option.label} hint={hintFor(option)}>
                  <Checkbox
                    name={option.key}
                    checked={values[option.key]}
                    onCheckedChange={(checked) => onChange(option.key, checked === true)}
                  />
                </FormField>
              </li>
            ))}
          </ul>
          <div>
            <Button type="submit" loading={saving} loadingText="Saving...">
              Save preferences
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
