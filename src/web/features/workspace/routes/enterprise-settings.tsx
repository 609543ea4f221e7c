import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import {
  COMPANY_DESCRIPTION_MAX,
  companyIndustries,
  companySettingsSchema,
  getCompanySettingsContract,
  updateCompanyNotificationsContract,
  updateCompanySettingsContract,
  type CompanyNotifications,
  type CompanySettings,
  type CompanySettingsInput,
  type CompanySettingsView,
} from "@shared/companies/contracts";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Checkbox } from "@web/components/ui/checkbox";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { Skeleton } from "@web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toaster";
import { callApi } from "@web/lib/api-client";
import { usePageMeta } from "@web/lib/page-meta";
import { meQueryKey } from "@web/lib/session";
import { setServerFieldErrors } from "@web/features/accounts/lib/server-field-errors";
import { PageHeader } from "../components/page-header";

const settingsQueryKey = ["company-settings"] as const;

const profileFields: (keyof CompanySettingsInput)[] = [
  "companyName",
  "website",
  "industry",
  "description",
  "contactEmail",
  "contactPhone",
  "location",
];

const notificationOptions: { key: keyof CompanyNotifications; label: string; description: string }[] = [
  {
    key: "newApplicants",
    label: "New applicants",
    description: "An e-mail when a candidate applies to one of your jobs.",
  },
  { key: "messages", label: "Messages", description: "An e-mail when a candidate or the OneTake team writes to you." },
  { key: "jobUpdates", label: "Job updates", description: "Reminders and changes about your job postings." },
  { key: "marketingEmails", label: "Marketing e-mails", description: "Product news, tips and offers from OneTake." },
];

/** /enterprise-settings: the company's profile and notification preferences. */
export function EnterpriseSettingsPage() {
  usePageMeta({ title: "Company Settings" });
  const settings = useQuery({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) => callApi(getCompanySettingsContract, {}, { signal }),
  });

  return (
    <>
      <PageHeader title="Company Settings" description="Manage your company profile and notification preferences." />
      <Tabs defaultValue="profile" className="grid gap-6">
        <TabsList>
          <TabsTrigger value="profile">Company Profile</TabsTrigger>
          <TabsTrigger value="notifications">Notifications</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          {settings.data ? (
            <ProfileForm profile={settings.data.profile} />
          ) : settings.isError ? (
            <LoadError message={settings.error.message} onRetry={() => void settings.refetch()} />
          ) : (
            <SettingsSkeleton rows={7} />
          )}
        </TabsContent>
        <TabsContent value="notifications">
          {settings.data ? (
            <NotificationsForm notifications={settings.data.notifications} />
          ) : settings.isError ? (
            <LoadError message={settings.error.message} onRetry={() => void settings.refetch()} />
          ) : (
            <SettingsSkeleton rows={4} />
          )}
        </TabsContent>
      </Tabs>
    </>
  );
}

function ProfileForm({ profile }: { profile: CompanySettingsView["profile"] }) {
  const queryClient = useQueryClient();
  const form = useForm<CompanySettingsInput, unknown, CompanySettings>({
    resolver: zodResolver(companySettingsSchema),
    defaultValues: profile,
  });
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: "description" }) ?? "";
  const industries: string[] = [...companyIndustries];
  if (profile.industry && !industries.includes(profile.industry)) industries.unshift(profile.industry);

  const save = useMutation({
    mutationFn: (values: CompanySettings) => callApi(updateCompanySettingsContract, { body: values }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueryKey, saved);
      form.reset(saved.profile);
      if (saved.profile.companyName !== profile.companyName)
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      toast.success("Profile updated successfully");
    },
    onError: (error) => {
      const fields = setServerFieldErrors<CompanySettingsInput>(error, profileFields, form.setError);
      if (fields[0]) form.setFocus(fields[0]);
      toast.error("Failed to update profile", { description: error.message });
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Company Profile</h2>
        </CardTitle>
        <CardDescription>How your company appears to candidates and to the OneTake team.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-label="Company profile"
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
          className="grid gap-5 sm:grid-cols-2"
        >
          <FormField label="Company name" error={errors.companyName?.message}>
            <Input autoComplete="organization" {...form.register("companyName")} />
          </FormField>
          <FormField label="Website" optional error={errors.website?.message} hint="e.g. acme.ai">
            <Input type="url" inputMode="url" autoComplete="url" {...form.register("website")} />
          </FormField>
          <Controller
            control={form.control}
            name="industry"
            render={({ field, fieldState }) => (
              <FormField label="Industry" error={fieldState.error?.message}>
                <Select name={field.name} value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue placeholder="Select an industry" />
                  </SelectTrigger>
                  <SelectContent>
                    {industries.map((industry) => (
                      <SelectItem key={industry} value={industry}>
                        {industry}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
            )}
          />
          <FormField label="Location" error={errors.location?.message} hint="e.g. San Francisco, CA">
            <Input autoComplete="address-level2" {...form.register("location")} />
          </FormField>
          <FormField
            label="Company description"
            optional
            error={errors.description?.message}
            counter={{ current: description.length, max: COMPANY_DESCRIPTION_MAX }}
            className="sm:col-span-2"
          >
            <Textarea rows={5} {...form.register("description")} />
          </FormField>
          <FormField label="Contact email" error={errors.contactEmail?.message}>
            <Input type="email" autoComplete="email" {...form.register("contactEmail")} />
          </FormField>
          <FormField label="Contact phone" optional error={errors.contactPhone?.message}>
            <Input type="tel" autoComplete="tel" {...form.register("contactPhone")} />
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

function NotificationsForm({ notifications }: { notifications: CompanyNotifications }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<CompanyNotifications>(notifications);

  const save = useMutation({
    mutationFn: (body: CompanyNotifications) => callApi(updateCompanyNotificationsContract, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueryKey, saved);
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
        <CardDescription>Choose which e-mails OneTake sends your company.</CardDescription>
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
            {notificationOptions.map((option) => (
              <li key={option.key}>
                <FormField layout="inline" label={option.label} hint={option.description}>
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
            <Button type="submit" loading={save.isPending} loadingText="Saving...">
              Save preferences
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function SettingsSkeleton({ rows }: { rows: number }) {
  return (
    <Card aria-busy="true" aria-label="Loading settings">
      <CardContent className="grid gap-5 p-6">
        <Skeleton className="h-6 w-48" />
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="grid gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card>
      <CardContent className="grid gap-4 p-6">
        <p role="alert" className="text-danger">
          {message}
        </p>
        <div>
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
