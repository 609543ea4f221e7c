import { FileUp, Search, Video } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "@web/components/list/page-header";
import { Button } from "@web/components/ui/button";
import { Card, CardFooter } from "@web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useMe } from "@web/lib/session/session";
import { JOB_BOARD_PATH, LatestApplicationsCard } from "../components/dashboard/latest-applications-card";
import { useProfileCompleteness } from "../api/get-profile-completeness";
import { useDashboardGreeting } from "../api/record-dashboard-visit";
import { ProfileCompletenessCard } from "../components/dashboard/profile-completeness-card";
import { AiFeedbackCard } from "../components/dashboard/ai-feedback-card";
import { ProfileLinkCard } from "../components/dashboard/profile-link-card";
import { WhoCanSeeYouCard } from "../components/dashboard/who-can-see-you-card";
import { NextInterviewCard } from "../components/next-interview-card";
import { DashboardCardHeader } from "@web/components/dashboard/dashboard-card-header";

// min-w-0 on every card: a grid item is at least as wide as its content otherwise, and the
// profile link (a long, unbreakable path) pushed a 375 px screen to 486 px.
const cardGrid = "grid gap-4 md:grid-cols-2 [&>*]:min-w-0";

/** /candidate-dashboard: tabs Overview, Applications and Interviews. */
export function CandidateDashboardPage() {
  usePageMeta({ title: "Candidate Dashboard" });
  const me = useMe();
  const greeting = useDashboardGreeting();
  const user = me.data?.user;
  if (!user) return null;
  // The server says whether this is the first sitting (decision 0073); until it has, and if it
  // cannot, the plain greeting is true either way.
  const title =
    greeting.data?.greeting === "returning" ? `Welcome back, ${user.firstName}` : `Welcome, ${user.firstName}`;

  return (
    <>
      <PageHeader
        title={greeting.isPending ? "Candidate Dashboard" : title}
        description="Your interview, your applications and what to do next."
        actions={
          <Button variant="outline" asChild>
            <Link to={JOB_BOARD_PATH}>
              <Search aria-hidden="true" />
              Browse Jobs
            </Link>
          </Button>
        }
      />
      <Tabs defaultValue="overview" className="grid gap-6">
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="applications">Applications</TabsTrigger>
          <TabsTrigger value="interviews">Interviews</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className={cardGrid}>
          <NextInterviewCard />
          <AiFeedbackCard />
          <ProfileCompletenessCard />
          <LatestApplicationsCard />
          <UploadResumeCard />
          <WhoCanSeeYouCard />
          <ProfileLinkCard userId={user.id} />
        </TabsContent>
        <TabsContent value="applications" className={cardGrid}>
          <LatestApplicationsCard />
        </TabsContent>
        <TabsContent value="interviews" className={cardGrid}>
          <NextInterviewCard />
          <AiFeedbackCard />
          <Card className="flex flex-col">
            <DashboardCardHeader icon={Video} title="All your interviews">
              Every interview you were invited to or recorded, with the recordings.
            </DashboardCardHeader>
            <div className="flex-1" />
            <CardFooter>
              <Button variant="outline" asChild>
                <Link to="/candidate-interviews">View My Interviews</Link>
              </Button>
            </CardFooter>
          </Card>
        </TabsContent>
      </Tabs>
    </>
  );
}

/**
 * Upload resume goes to the candidate's own Resume settings, never the anonymous form. Shown
 * only while the profile has no resume (the completeness read says so).
 */
function UploadResumeCard() {
  const completeness = useProfileCompleteness();
  const hasResume = completeness.data?.parts.find((part) => part.part === "resume")?.done;
  if (hasResume !== false) return null;
  return (
    <Card className="flex flex-col">
      <DashboardCardHeader icon={FileUp} title="Upload your resume">
        Add a PDF or Word document so companies can read your experience alongside your interview.
      </DashboardCardHeader>
      <div className="flex-1" />
      <CardFooter>
        <Button variant="outline" asChild>
          <Link to="/candidate-settings?tab=resume">Upload resume</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
