import { ArrowLeft } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "@web/components/list/page-header";
import { Button } from "@web/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { NotificationSettingsTab } from "../components/settings/notification-settings-tab";
import { ProfileSettingsTab } from "../components/settings/profile-settings-tab";
import { ResumeSettingsTab } from "../components/settings/resume-settings-tab";
import { SelfIdentificationCard } from "../components/settings/self-identification-card";
import { VisibilitySettingsCard } from "../components/settings/visibility-settings-card";
import { YourDataCard } from "../components/settings/your-data-card";

const settingsTabs = ["profile", "resume", "notifications"] as const;
type SettingsTab = (typeof settingsTabs)[number];
const isSettingsTab = (value: string | null): value is SettingsTab =>
  value !== null && (settingsTabs as readonly string[]).includes(value);

/**
 * /candidate-settings: the candidate's profile, resume and notifications (decisions 0026 and 0027), with
 * visibility and their data. `?tab=resume` (the dashboard's Upload resume) opens that tab, and
 * the open tab is kept in the address so a reload or a shared link lands on it.
 */
export function CandidateSettingsPage() {
  usePageMeta({ title: "Profile Settings" });
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: SettingsTab = isSettingsTab(requested) ? requested : "profile";
  return (
    <>
      <PageHeader
        title="Candidate Profile Settings"
        description="Your profile, resume and notifications."
        actions={
          <Button variant="outline" asChild>
            <Link to="/candidate-dashboard">
              <ArrowLeft aria-hidden="true" />
              Back to dashboard
            </Link>
          </Button>
        }
      />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearchParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set("tab", value);
              return next;
            },
            { replace: true },
          )
        }
        className="grid gap-6"
      >
        <TabsList>
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="resume">Resume</TabsTrigger>
          <TabsTrigger value="notifications">Notifications</TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="grid gap-6">
          <ProfileSettingsTab />
          <VisibilitySettingsCard />
          <SelfIdentificationCard />
          <YourDataCard />
        </TabsContent>
        <TabsContent value="resume" className="grid gap-6">
          <ResumeSettingsTab />
        </TabsContent>
        <TabsContent value="notifications" className="grid gap-6">
          <NotificationSettingsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
