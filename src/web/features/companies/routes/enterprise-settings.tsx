import { zodResolver } from "@hookform/resolvers/zod";
import { Info } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  COMPANY_DESCRIPTION_MAX,
  companySettingsSchema,
  type CompanyNotifications,
  type CompanySettings,
  type CompanySettingsInput,
  type CompanySettingsView,
} from "@shared/companies/contracts";
import {
  CompanyDescriptionField,
  CompanyIndustryField,
  CompanyNameField,
  CompanyWebsiteField,
} from "@web/components/forms/company-fields";
import {
  NotificationPreferencesCard,
  type NotificationOption,
} from "@web/components/forms/notification-preferences-card";
import { SettingsLoadError, SettingsSkeleton } from "@web/components/forms/settings-load-states";
import { PageHeader } from "@web/components/list/page-header";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { TeamMembersCard } from "../components/team-members-card";
import { toast } from "@web/components/ui/toaster";
import { applyServerFieldErrors } from "@web/lib/forms/form-errors";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useMe } from "@web/lib/session/session";
import { companyMemberRoleNames, roleMay } from "@shared/companies/member-roles";
import { useCompanySettings } from "../api/get-company-settings";
import { useMemberNotifications, useUpdateMemberNotifications } from "../api/member-notifications";
import { useUpdateCompanySettings } from "../api/update-company-settings";
import { BlindReviewCard } from "../components/blind-review-card";
import { ScorecardSettingsCard } from "@web/components/scorecards/scorecard-settings-card";
import { InviteMemberCard } from "../components/invite-member-card";
import { DataRetentionCard } from "../components/data-retention-card";
import { LogoPicker } from "../components/logo-picker";
import { VerificationBanner } from "../components/verification-banner";

/** Changing any of these sends a verified company back to admin review (decided server-side). */
const identityFields = ["companyName", "website", "contactEmail"] as const;

export const IDENTITY_CHANGE_NOTICE =
  "Changing your company name, website or contact e-mail sends your company back to review. You will not see candidates until an admin approves the change.";

const profileFields: (keyof CompanySettingsInput)[] = [
  "companyName",
  "website",
  "industry",
  "description",
  "contactEmail",
  "contactPhone",
  "location",
];

const notificationOptions: NotificationOption<keyof CompanyNotifications>[] = [
  {
    key: "newApplicants",
    label: "New applicants",
    description:
      "An e-mail when a candidate applies to a job you are assigned to. Jobs with no one assigned e-mail everyone who manages jobs.",
  },
  { key: "messages", label: "Messages", description: "An e-mail when a candidate or the OneTake team writes to you." },
  { key: "jobUpdates", label: "Job updates", description: "Reminders and changes about your job postings." },
  { key: "marketingEmails", label: "Marketing e-mails", description: "Product news, tips and offers from OneTake." },
];

/**
 * /enterprise-settings: the company's profile, notification preferences and team. A member whose
 * role may not change the company's settings (decision 0082) sees the team alone.
 */
export function EnterpriseSettingsPage() {
  usePageMeta({ title: "Company Settings" });
  const me = useMe();
  const company = me.data?.company;
  if (company && !roleMay(company.role, "settings")) {
    return (
      <>
        <PageHeader
          title="Company Settings"
          description={`Your team. As ${companyMemberRoleNames[company.role]}, the company's profile and settings are managed by an Owner or Admin.`}
        />
        <TeamMembersCard />
        <MemberNotifications className="mt-6" />
      </>
    );
  }
  return <CompanySettingsTabs />;
}

function CompanySettingsTabs() {
  const settings = useCompanySettings();
  const me = useMe();
  const company = me.data?.company;

  return (
    <>
      <PageHeader
        title="Company Settings"
        description="Manage your company profile, notification preferences and team."
      />
      {company && me.data && <VerificationBanner company={company} email={me.data.user.email} />}
      <Tabs defaultValue="profile" className="grid gap-6">
        <TabsList>
          <TabsTrigger value="profile">Company Profile</TabsTrigger>
          <TabsTrigger value="notifications">Notifications</TabsTrigger>
          <TabsTrigger value="team">Team</TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="grid gap-6">
          {settings.data ? (
            <ProfileForm
              profile={settings.data.profile}
              logoUrl={settings.data.logoUrl}
              verified={company?.verificationStatus === "verified"}
            />
          ) : settings.isError ? (
            <SettingsLoadError message={settings.error.message} onRetry={() => void settings.refetch()} />
          ) : (
            <SettingsSkeleton rows={7} />
          )}
          <BlindReviewCard className="mt-6" />
          <ScorecardSettingsCard />
          <DataRetentionCard verified={company?.verificationStatus === "verified"} />
        </TabsContent>
        <TabsContent value="notifications">
          <MemberNotifications />
        </TabsContent>
        <TabsContent value="team" className="grid gap-6">
          <TeamMembersCard />
          {company && roleMay(company.role, "members") && <InviteMemberCard isOwner={company.role === "owner"} />}
        </TabsContent>
      </Tabs>
    </>
  );
}

function ProfileForm({
  profile,
  logoUrl,
  verified,
}: {
  profile: CompanySettingsView["profile"];
  logoUrl: string | null;
  verified: boolean;
}) {
  const form = useForm<CompanySettingsInput, unknown, CompanySettings>({
    resolver: zodResolver(companySettingsSchema),
    defaultValues: profile,
  });
  const { errors, dirtyFields } = form.formState;
  const [pending, setPending] = useState<CompanySettings | null>(null);
  const identityChanging = verified && identityFields.some((field) => dirtyFields[field]);

  const save = useUpdateCompanySettings({
    onSuccess: (saved) => {
      form.reset(saved.profile);
      toast.success("Profile updated successfully");
    },
    onError: (error) => {
      applyServerFieldErrors(error, form, profileFields);
      toast.error("Failed to update profile", { description: error.message });
    },
    onSettled: () => setPending(null),
  });

  function submit(values: CompanySettings) {
    // A verified company confirms first: the change costs it access to the pool until reviewed.
    if (identityChanging) setPending(values);
    else save.mutate(values);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Company Profile</h2>
        </CardTitle>
        <CardDescription>How your company appears to candidates and to the OneTake team.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section aria-labelledby="company-logo-title" className="grid gap-3">
          <h3 id="company-logo-title" className="text-sm font-medium">
            Company logo
          </h3>
          <LogoPicker logoUrl={logoUrl} companyName={profile.companyName} />
        </section>
        <form
          noValidate
          aria-label="Company profile"
          onSubmit={form.handleSubmit(submit)}
          className="grid gap-5 sm:grid-cols-2"
        >
          <CompanyNameField form={form} />
          <CompanyWebsiteField form={form} optional />
          <CompanyIndustryField form={form} current={profile.industry} />
          <FormField label="Location" error={errors.location?.message} hint="e.g. San Francisco, CA">
            <Input autoComplete="address-level2" {...form.register("location")} />
          </FormField>
          <CompanyDescriptionField
            form={form}
            optional
            rows={5}
            max={COMPANY_DESCRIPTION_MAX}
            className="sm:col-span-2"
          />
          <FormField label="Contact email" error={errors.contactEmail?.message}>
            <Input type="email" autoComplete="email" {...form.register("contactEmail")} />
          </FormField>
          <FormField label="Contact phone" optional error={errors.contactPhone?.message}>
            <Input type="tel" autoComplete="tel" {...form.register("contactPhone")} />
          </FormField>
          {identityChanging && (
            <p
              role="status"
              className="flex gap-2 rounded-md border border-blue-200 bg-info-tint p-3 text-sm text-info sm:col-span-2"
            >
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {IDENTITY_CHANGE_NOTICE}
            </p>
          )}
          <div className="sm:col-span-2">
            <Button type="submit" loading={save.isPending} loadingText="Saving...">
              Save changes
            </Button>
          </div>
        </form>
        <Dialog open={pending !== null} onOpenChange={(open) => !open && !save.isPending && setPending(null)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Send your company back to review?</DialogTitle>
              <DialogDescription>{IDENTITY_CHANGE_NOTICE}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={save.isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button onClick={() => pending && save.mutate(pending)} loading={save.isPending} loadingText="Saving...">
                Save and send for review
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}

/** The signed-in member's own e-mails: each member of the team chooses theirs (decision 0087). */
function MemberNotifications({ className }: { className?: string }) {
  const notifications = useMemberNotifications();
  const save = useUpdateMemberNotifications();
  return (
    <div className={className}>
      {notifications.data ? (
        <NotificationPreferencesCard
          title="Your notifications"
          description="Choose which e-mails OneTake sends you. Everyone on your team chooses their own."
          options={notificationOptions}
          saved={notifications.data.notifications}
          onSave={async (values) => (await save.mutateAsync(values)).notifications}
        />
      ) : notifications.isError ? (
        <SettingsLoadError message={notifications.error.message} onRetry={() => void notifications.refetch()} />
      ) : (
        <SettingsSkeleton rows={4} />
      )}
    </div>
  );
}
