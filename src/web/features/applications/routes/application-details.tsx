import { ArrowLeft, FileQuestion, PlayCircle, Video } from "lucide-react";
import { Link, useParams } from "react-router";
import { APPLICATION_NOT_FOUND, type CandidateApplicationDetail } from "@shared/applications/contracts";
import { applicationStatusLabel } from "@shared/candidates/application-status";
import { EmptyState } from "@web/components/list/empty-state";
import { PageHeader } from "@web/components/list/page-header";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { isApiError } from "@web/lib/http/api-client";
import { formatDate } from "@web/lib/ui/format-date";
import { interviewDetailPath, interviewStartPath } from "@web/lib/interviews/interview-links";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useCandidateApplication } from "../api/get-candidate-application";
import { ApplicationStatusBadge } from "../components/application-status-badge";

/** /application-details/:id: one application, its posting, status history, interview and the company's decision. */
export function ApplicationDetailsPage() {
  const { id = "" } = useParams();
  const application = useCandidateApplication(id);
  usePageMeta({ title: application.data?.posting.title ?? "Application" });

  if (application.isPending) {
    return (
      <div role="status" aria-label="Loading the application" className="grid gap-3">
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (application.isError) {
    const missing = isApiError(application.error) && [400, 404].includes(application.error.status);
    return (
      <>
        <BackLink />
        <EmptyState
          icon={FileQuestion}
          title={missing ? APPLICATION_NOT_FOUND : "This application did not load"}
          action={
            missing ? (
              <Button asChild variant="outline">
                <Link to="/candidate-applications">Back to My Applications</Link>
              </Button>
            ) : (
              <Button variant="outline" onClick={() => void application.refetch()} loading={application.isFetching}>
                Try again
              </Button>
            )
          }
        >
          <p>{missing ? "It does not exist, or it is not yours." : application.error.message}</p>
        </EmptyState>
      </>
    );
  }
  return <ApplicationDetail application={application.data} />;
}

function ApplicationDetail({ application }: { application: CandidateApplicationDetail }) {
  const { posting } = application;
  return (
    <>
      <BackLink />
      <PageHeader
        title={posting.title}
        description={`${posting.companyName} · ${posting.location} · ${posting.locationType} · ${posting.employmentType}`}
        actions={<ApplicationStatusBadge status={application.status} />}
      />
      <div className="grid gap-6 lg:grid-cols-3 [&>*]:min-w-0">
        <div className="grid content-start gap-6 lg:col-span-2">
          <DecisionCard application={application} />
          <section aria-labelledby="posting-title" className="grid gap-2">
            <h2 id="posting-title" className="text-base font-semibold">
              The job
            </h2>
            <p className="text-sm break-words whitespace-pre-line text-slate-700">{posting.description}</p>
          </section>
        </div>
        <div className="grid content-start gap-4">
          <InterviewCard application={application} />
          <HistoryCard application={application} />
        </div>
      </div>
    </>
  );
}

/** The company's decision, with only the reason the candidate may see. */
function DecisionCard({ application }: { application: CandidateApplicationDetail }) {
  const { decision } = application;
  if (!decision) return null;
  const hired = decision.outcome === "hired";
  return (
    <Card className={hired ? "border-emerald-200" : "border-rose-200"}>
      <CardHeader>
        <CardTitle asChild>
          <h2>{hired ? "You were hired" : "Not selected"}</h2>
        </CardTitle>
        <CardDescription>
          {hired
            ? `${application.posting.companyName} chose you for this role. They will be in touch about next steps.`
            : `${application.posting.companyName} decided not to go ahead with your application.`}
        </CardDescription>
      </CardHeader>
      {decision.reason && (
        <CardContent>
          <p className="text-sm">
            <span className="text-muted-foreground">Reason: </span>
            {decision.reason}
          </p>
        </CardContent>
      )}
    </Card>
  );
}

function InterviewCard({ application }: { application: CandidateApplicationDetail }) {
  const { interview } = application;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Interview</h2>
        </CardTitle>
        <CardDescription>
          {!interview
            ? "You applied with your resume. Record your OneTake interview to stand out."
            : interview.isNetworkInterview
              ? "This application uses your OneTake network interview."
              : "This company asks its own questions."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {interview?.completed ? (
          <Button variant="outline" asChild>
            <Link to={interviewDetailPath(interview.id)}>
              <Video aria-hidden="true" />
              View Recording
            </Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to={interview ? interviewStartPath(interview) : "/interview"}>
              <PlayCircle aria-hidden="true" />
              {interview ? "Start Interview" : "Record your interview"}
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function HistoryCard({ application }: { application: CandidateApplicationDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Status history</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2 text-sm">
          {application.history.map((event, index) => (
            <li key={`${event.at}-${index}`} className="flex flex-wrap justify-between gap-x-3">
              <span className="font-medium">{applicationStatusLabel(event.status)}</span>
              <time dateTime={event.at} className="text-muted-foreground">
                {formatDate(event.at, "dateTime")}
              </time>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function BackLink() {
  return (
    <Link
      to="/candidate-applications"
      className="inline-flex w-fit items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      My Applications
    </Link>
  );
}
