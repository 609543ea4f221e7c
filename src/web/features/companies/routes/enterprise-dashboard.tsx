import { AlertTriangle, Briefcase, Lock, Plus, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import type { CompanyDashboard } from "@shared/companies/dashboard-contracts";
import { EmptyState } from "@web/components/list/empty-state";
import { PageHeader } from "@web/components/list/page-header";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useMe } from "@web/lib/session/session";
import { useCompanyDashboard } from "../api/get-company-dashboard";
import { useCompanyDashboardGreeting } from "../api/record-dashboard-visit";
import { ApplicantList } from "../components/dashboard/applicant-list";
import { DashboardFigures } from "../components/dashboard/dashboard-figures";
import { JobPostingsCard, NoPostings } from "../components/dashboard/job-postings-card";
import { PostingList } from "../components/dashboard/posting-list";
import { CompleteSetupCard, OnboardingCard } from "../components/dashboard/setup-cards";
import { NoApplicants, TopCandidatesCard } from "../components/dashboard/top-candidates-card";
import { VerificationBanner } from "../components/verification-banner";
import { MyAssignmentsCard } from "../components/dashboard/my-assignments-card";
import { memberScopeOf, roleMay, type CompanyMemberRole } from "@shared/companies/member-roles";

// min-w-0 on every card: a grid item is at least as wide as its content otherwise.
const cardGrid = "grid gap-4 lg:grid-cols-2 [&>*]:min-w-0";

/** /enterprise-dashboard: the company's real figures, applicants, postings and setup steps. */
export function EnterpriseDashboardPage() {
  usePageMeta({ title: "Enterprise Dashboard" });
  const me = useMe();
  const company = me.data?.company ?? null;
  const dashboard = useCompanyDashboard({ enabled: company !== null });
  const greeting = useCompanyDashboardGreeting({ enabled: company !== null });
  if (!me.data) return null;
  const { user } = me.data;
  const name = company?.companyName || user.firstName || "Your Company";
  // The server says whether this is the company's first sitting (decision 0073); until it has,
  // and if it cannot, the plain greeting is true either way.
  const welcome = greeting.data?.greeting === "returning" ? `Welcome back, ${name}` : `Welcome, ${name}`;
  const logoUrl = dashboard.data?.logoUrl;

  return (
    <>
      <PageHeader
        title={
          <span className="flex min-w-0 items-center gap-3">
            {logoUrl && (
              <img
                src={logoUrl}
                alt=""
                className="size-12 shrink-0 rounded-lg border border-border bg-background object-contain p-1"
                data-testid="dashboard-logo"
              />
            )}
            <span className="min-w-0 break-words">
              {greeting.isPending && company ? "Enterprise Dashboard" : welcome}
            </span>
          </span>
        }
        description="Your hiring at a glance: applicants, jobs and what to do next."
        actions={
          // Publishing postings needs an admin-verified company, and a role that runs postings (decision 0084).
          company?.verificationStatus === "verified" &&
          roleMay(company.role, "postings") && (
            <Button asChild>
              <Link to="/create-job">
                <Plus aria-hidden="true" />
                Post a Job
              </Link>
            </Button>
          )
        }
      />

      {company && <VerificationBanner company={company} email={user.email} />}

      {!company && user.isAdmin && <AdminCard />}

      {company &&
        (dashboard.data ? (
          <DashboardTabs data={dashboard.data} role={company.role} />
        ) : dashboard.isError ? (
          <div role="alert" className="grid gap-3 rounded-lg border border-rose-200 bg-danger-tint p-4 text-rose-700">
            <p className="flex items-center gap-2 font-medium">
              <AlertTriangle className="size-4" aria-hidden="true" />
              Your dashboard did not load. {dashboard.error.message}
            </p>
            <div>
              <Button variant="outline" onClick={() => void dashboard.refetch()}>
                Try again
              </Button>
            </div>
          </div>
        ) : (
          <div role="status" aria-label="Loading your dashboard" className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-3">
              <Skeleton className="h-28" />
              <Skeleton className="h-28" />
              <Skeleton className="h-28" />
            </div>
            <Skeleton className="h-64" />
          </div>
        ))}
    </>
  );
}

/**
 * A hiring manager's or an interviewer's dashboard (decision 0084): what is assigned to them, its
 * figures and its newest applicants; no postings to create or pool to browse.
 */
function AssignedOverview({ data, role }: { data: CompanyDashboard; role: CompanyMemberRole }) {
  return (
    <div className="grid gap-6">
      <DashboardFigures values={data.figures} />
      <MyAssignmentsCard role={role} />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Recent applicants</h2>
          </CardTitle>
          <CardDescription>
            {role === "interviewer"
              ? "The applications assigned to you, newest first."
              : "Who applied to the postings assigned to you lately, newest first."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {data.recentApplicants.length > 0 ? (
            <ApplicantList applicants={data.recentApplicants} label="Recent applicants" />
          ) : (
            <p className="text-sm text-muted-foreground">No applicants here yet.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function DashboardTabs({ data, role }: { data: CompanyDashboard; role: CompanyMemberRole }) {
  if (memberScopeOf(role) !== "company") return <AssignedOverview data={data} role={role} />;
  const profileIncomplete = data.setup.missingProfileParts.length > 0;
  return (
    <Tabs defaultValue="overview" className="grid gap-6">
      <TabsList className="flex-wrap">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="candidates">Candidates</TabsTrigger>
        <TabsTrigger value="postings">Job Postings</TabsTrigger>
        {data.hasPostings && <TabsTrigger value="internal">Internal Jobs</TabsTrigger>}
      </TabsList>

      <TabsContent value="overview" className="grid gap-6">
        <MyAssignmentsCard role={role} />
        <DashboardFigures values={data.figures} />
        {(!data.setup.complete || profileIncomplete) && (
          <div className={cardGrid}>
            {!data.setup.complete && <OnboardingCard setup={data.setup} />}
            {profileIncomplete && <CompleteSetupCard missing={data.setup.missingProfileParts} />}
          </div>
        )}
        <div className={cardGrid}>
          <TopCandidatesCard applicants={data.topCandidates} />
          <JobPostingsCard postings={data.postings} />
        </div>
      </TabsContent>

      <TabsContent value="candidates" className="grid gap-4">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Recent applicants</h2>
            </CardTitle>
            <CardDescription>Everyone who applied to your jobs lately, newest first.</CardDescription>
          </CardHeader>
          <CardContent>
            {data.recentApplicants.length > 0 ? (
              <ApplicantList applicants={data.recentApplicants} label="Recent applicants" />
            ) : (
              <NoApplicants />
            )}
          </CardContent>
          {roleMay(role, "pool") && (
            <CardFooter>
              <Button variant="outline" asChild>
                <Link to="/candidates">Browse all candidates</Link>
              </Button>
            </CardFooter>
          )}
        </Card>
      </TabsContent>

      <TabsContent value="postings" className="grid gap-4">
        {data.postings.length > 0 ? (
          <>
            <PostingList postings={data.postings} label="Your newest job postings" />
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" asChild>
                <Link to="/job-postings">View all postings</Link>
              </Button>
              <Button asChild>
                <Link to="/create-job">
                  <Plus aria-hidden="true" />
                  Create New Job
                </Link>
              </Button>
            </div>
          </>
        ) : (
          <NoPostings />
        )}
      </TabsContent>

      {data.hasPostings && (
        <TabsContent value="internal" className="grid gap-4">
          {data.internalPostings.length > 0 ? (
            <>
              <PostingList postings={data.internalPostings} label="Your newest internal postings" />
              <div>
                <Button variant="outline" asChild>
                  <Link to="/internal-jobs">View all internal jobs</Link>
                </Button>
              </div>
            </>
          ) : (
            <EmptyState
              icon={Lock}
              title="No internal jobs yet"
              action={
                <Button asChild>
                  <Link to="/create-job?visibility=internal">
                    <Briefcase aria-hidden="true" />
                    Create an internal job
                  </Link>
                </Button>
              }
            >
              Internal jobs are kept for your own hiring and never appear on the job board.
            </EmptyState>
          )}
        </TabsContent>
      )}
    </Tabs>
  );
}

function AdminCard() {
  return (
    <Card className="border-indigo-200 bg-primary-tint">
      <CardHeader>
        <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-background text-primary-tint-foreground">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
        <CardTitle asChild>
          <h2>Complete Setup</h2>
        </CardTitle>
        <CardDescription className="text-slate-700">
          You are signed in as the OneTake admin. This account has no company profile of its own: review company
          registrations and the audit log in the admin console.
        </CardDescription>
      </CardHeader>
      <CardFooter className="pt-6">
        <Button asChild>
          <Link to="/admin">Open the admin console</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
