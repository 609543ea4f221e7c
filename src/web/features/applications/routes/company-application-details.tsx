import { Download, FileQuestion, FileText } from "lucide-react";
import { Link, useParams } from "react-router";
import type { CompanyApplication } from "@shared/applications/company-application-contracts";
import { APPLICATION_NOT_FOUND } from "@shared/applications/contracts";
import { BackLink } from "@web/components/back-link";
import { AboutCard, ExperienceCard, SkillsCard } from "@web/components/candidate/background-cards";
import { BlindRevealCard } from "@web/components/candidate/blind-reveal-card";
import { CandidateHeading } from "@web/components/candidate/candidate-heading";
import { LinkedInButton } from "@web/components/candidate/linkedin-button";
import { ReviewRequestNotice } from "@web/components/evaluation/review-request-notice";
import { EmptyState } from "@web/components/list/empty-state";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { isApiError } from "@web/lib/http/api-client";
import { formatDate } from "@web/lib/ui/format-date";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useMe } from "@web/lib/session/session";
import { memberScopeOf } from "@shared/companies/member-roles";
import { useCompanyApplication } from "../api/get-company-application";
import { ApplicationAssignments } from "../components/application-assignments";
import { ApplicationReviewTabs } from "../components/application-review-tabs";
import { ApplicationStatusBadge } from "../components/application-status-badge";
import { HiringStatusCard } from "../components/hiring-status-card";

const fullName = (application: CompanyApplication) =>
  `${application.candidate.firstName} ${application.candidate.lastName}`.trim();

/** /application-details/:id for a company: the applicant, the recording, AI feedback, team notes and the hiring decision. */
export function CompanyApplicationDetailsPage() {
  const { id = "" } = useParams();
  const query = useCompanyApplication(id);
  const application = query.data;
  const role = useMe().data?.company?.role;
  usePageMeta({ title: application ? `${fullName(application)} · ${application.posting.title}` : "Application" });

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading the application" className="grid gap-4">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="aspect-video w-full max-w-3xl" />
      </div>
    );
  }
  if (!application) {
    const missing = isApiError(query.error) && [400, 404].includes(query.error.status);
    return (
      <div className="grid gap-6">
        <EmptyState
          icon={FileQuestion}
          title={missing ? APPLICATION_NOT_FOUND : "This application did not load"}
          action={
            missing ? (
              <Button asChild variant="outline">
                <Link to="/enterprise-dashboard">Back to dashboard</Link>
              </Button>
            ) : (
              <Button variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
                Try again
              </Button>
            )
          }
        >
          <p>{missing ? "It does not exist, or it was made to another company." : query.error?.message}</p>
        </EmptyState>
      </div>
    );
  }

  const { candidate } = application;
  return (
    <div className="grid gap-6">
      {/* An interviewer works on their applications, not a posting's list (decision 0084). */}
      {role && memberScopeOf(role) === "assigned_applications" ? (
        <BackLink to="/enterprise-dashboard">Back to dashboard</BackLink>
      ) : (
        <BackLink to={`/job-applicants/${application.posting.id}`}>Applicants for {application.posting.title}</BackLink>
      )}
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <CandidateHeading
          name={fullName(application)}
          title={candidate.title}
          experienceYears={candidate.experienceYears}
          location={candidate.location}
        >
          <span>
            Applied <time dateTime={application.appliedAt}>{formatDate(application.appliedAt)}</time>
          </span>
          <ApplicationStatusBadge status={application.status} />
        </CandidateHeading>
        <div className="flex flex-wrap gap-2">
          {application.resumeUrl && (
            <>
              <Button variant="outline" asChild>
                <a href={application.resumeUrl} target="_blank" rel="noopener noreferrer">
                  <FileText aria-hidden="true" />
                  View resume
                </a>
              </Button>
              <Button variant="outline" asChild>
                <a href={`${application.resumeUrl}?download=1`} download>
                  <Download aria-hidden="true" />
                  Download resume
                </a>
              </Button>
            </>
          )}
          {candidate.linkedinUrl && <LinkedInButton url={candidate.linkedinUrl} />}
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* One shrinkable track: the recording placeholder's aspect ratio must not widen the column. */}
        <div className="grid grid-cols-1 content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Interview review</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ApplicationReviewTabs application={application} />
            </CardContent>
          </Card>
          <div className="grid gap-6">
            <AboutCard bio={candidate.bio} />
            <SkillsCard skills={candidate.skills} />
            <ExperienceCard jobs={candidate.workExperience} />
          </div>
        </div>
        <div className="grid content-start gap-6">
          {application.interview && application.interview.progress === "completed" && (
            <ReviewRequestNotice interviewId={application.interview.id} candidateName={fullName(application)} />
          )}
          <BlindRevealCard profileId={candidate.id} state={candidate.blindReview} />
          <HiringStatusCard application={application} />
          <ApplicationAssignments applicationId={application.id} />
          {/* Under blind review the resume waits for the reveal (the card above says so). */}
          {!application.resumeUrl && !(candidate.blindReview && !candidate.blindReview.revealed) && (
            <p className="text-sm text-muted-foreground">This candidate has not uploaded a resume.</p>
          )}
        </div>
      </div>
    </div>
  );
}
