import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import {
  CANDIDATE_BIO_MAX,
  EMAIL_CANNOT_BE_CHANGED,
  candidateProfileSchema,
  type CandidateProfileInput,
  type CandidateProfileValues,
  type CandidateSettingsView,
} from "@shared/candidates/candidate-settings-contracts";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toaster";
import { applyServerFieldErrors } from "@web/lib/forms/form-errors";
import { useCandidateSettings } from "../../api/get-candidate-settings";
import { useUpdateCandidateProfile } from "../../api/update-candidate-profile";
import { AvatarPicker } from "./avatar-picker";
import { SettingsLoadError, SettingsSkeleton } from "@web/components/forms/settings-load-states";

type Profile = CandidateSettingsView["profile"];

const profileFields: (keyof CandidateProfileInput)[] = [
  "firstName",
  "lastName",
  "bio",
  "location",
  "website",
  "jobTitle",
  "phone",
  "linkedin",
  "preferredRoles",
];

/** The wizard's required details: one the account never had starts undefined, so an untouched empty field is not refused. */
const unlessEmpty = (value: string) => (value === "" ? undefined : value);

/**
 * The Profile tab: picture, name, bio, location, website and the professional details the apply
 * wizard collected (job title, phone, LinkedIn, preferred roles); the e-mail is shown, not editable.
 */
export function ProfileSettingsTab() {
  const settings = useCandidateSettings();
  if (settings.data) return <ProfileCard profile={settings.data.profile} />;
  if (settings.isError)
    return <SettingsLoadError message={settings.error.message} onRetry={() => void settings.refetch()} />;
  return <SettingsSkeleton rows={6} />;
}

function formValues(profile: Profile): CandidateProfileInput {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    bio: profile.bio,
    location: profile.location,
    website: profile.website,
    jobTitle: unlessEmpty(profile.jobTitle),
    phone: unlessEmpty(profile.phone),
    linkedin: profile.linkedin,
    preferredRoles: unlessEmpty(profile.preferredRoles),
  };
}

function ProfileCard({ profile }: { profile: Profile }) {
  const form = useForm<CandidateProfileInput, unknown, CandidateProfileValues>({
    resolver: zodResolver(candidateProfileSchema),
    defaultValues: formValues(profile),
  });
  const { errors } = form.formState;
  const bio = useWatch({ control: form.control, name: "bio" }) ?? "";

  const save = useUpdateCandidateProfile({
    onSuccess: (saved) => {
      form.reset(formValues(saved.profile));
      toast.success("Profile updated successfully");
    },
    onError: (error) => {
      applyServerFieldErrors(error, form, profileFields);
      toast.error("Failed to update profile", { description: error.message });
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Profile</h2>
        </CardTitle>
        <CardDescription>How companies and visitors of your public profile see you.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <AvatarPicker avatarUrl={profile.avatar?.large ?? null} name={`${profile.firstName} ${profile.lastName}`} />
        <form
          noValidate
          aria-label="Profile"
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
          className="grid gap-5 sm:grid-cols-2"
        >
          <FormField label="First name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register("firstName")} />
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register("lastName")} />
          </FormField>
          <FormField label="Email" hint={EMAIL_CANNOT_BE_CHANGED} className="sm:col-span-2">
            <Input type="email" name="email" value={profile.email} disabled readOnly />
          </FormField>
          <FormField label="Job title" error={errors.jobTitle?.message} hint="Your current or desired job title">
            <Input autoComplete="organization-title" {...form.register("jobTitle")} />
          </FormField>
          <FormField label="Phone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...form.register("phone")} />
          </FormField>
          <FormField label="LinkedIn" optional error={errors.linkedin?.message} hint="e.g. linkedin.com/in/your-name">
            <Input type="url" inputMode="url" {...form.register("linkedin")} />
          </FormField>
          <FormField label="Location" optional error={errors.location?.message} hint="e.g. London, UK">
            <Input autoComplete="address-level2" {...form.register("location")} />
          </FormField>
          <FormField label="Website" optional error={errors.website?.message} hint="e.g. https://your-site.dev">
            <Input type="url" inputMode="url" autoComplete="url" {...form.register("website")} />
          </FormField>
          <FormField
            label="Bio"
            optional
            error={errors.bio?.message}
            counter={{ current: bio.length, max: CANDIDATE_BIO_MAX }}
            className="sm:col-span-2"
          >
            <Textarea rows={5} {...form.register("bio")} />
          </FormField>
          <FormField
            label="Preferred roles"
            error={errors.preferredRoles?.message}
            hint="e.g. ML Engineer, Research Engineer"
            className="sm:col-span-2"
          >
            <Input {...form.register("preferredRoles")} />
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" loading={save.isPending} loadingText="Saving...">
              Save changes
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
