import { useWatch } from "react-hook-form";
import { SUMMARY_MAX } from "@shared/accounts/candidate-application";
import { CheckboxField } from "@web/components/ui/checkbox-field";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { ConsentLink } from "../../components/consent-label";
import { NewPasswordField } from "../../components/new-password-field";
import type { ApplyForm } from "./apply-form-model";

/** Step 3: LinkedIn, bio, preferred roles, the password and the consents. */
export function PreferencesStep({ form }: { form: ApplyForm }) {
  const { errors } = form.formState;
  const summary = useWatch({ control: form.control, name: "summary" }) ?? "";

  return (
    <div className="grid gap-5">
      <FormField
        label="LinkedIn profile"
        optional
        error={errors.linkedin?.message}
        hint="e.g. linkedin.com/in/your-name"
      >
        <Input type="url" inputMode="url" autoComplete="url" {...form.register("linkedin")} />
      </FormField>
      <FormField
        label="Bio"
        error={errors.summary?.message}
        hint="A short professional summary: what you do and the work you want next. At least 50 characters."
        counter={{ current: summary.length, max: SUMMARY_MAX }}
      >
        <Textarea rows={5} {...form.register("summary")} />
      </FormField>
      <FormField
        label="Preferred roles"
        error={errors.preferredRoles?.message}
        hint="e.g. ML Engineer, Applied Scientist, Solutions Engineer."
      >
        <Input {...form.register("preferredRoles")} />
      </FormField>
      <NewPasswordField form={form} name="password" />

      <fieldset className="grid gap-4 border-t border-border pt-5">
        <legend className="sr-only">Consents</legend>
        <CheckboxField
          control={form.control}
          name="termsAccepted"
          label={
            <>
              I accept the <ConsentLink to="/terms-of-service">Terms of Service</ConsentLink> and the{" "}
              <ConsentLink to="/privacy-policy">Privacy Policy</ConsentLink>, and confirm I am at least 18.
            </>
          }
        />
        <CheckboxField
          control={form.control}
          name="smsConsent"
          label="I agree to receive SMS notifications about my application and interviews."
        />
        <CheckboxField
          control={form.control}
          name="marketingConsent"
          label="I agree to receive marketing communications from OneTake."
        />
      </fieldset>
    </div>
  );
}
