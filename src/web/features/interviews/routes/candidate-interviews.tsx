import { PlayCircle, Video } from "lucide-react";
import { Link } from "react-router";
import {
  interviewListStatuses,
  type CandidateInterviewSummary,
  type InterviewListStatus,
} from "@shared/interviews/candidate-interview-contracts";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { EmptyState } from "@web/components/list/empty-state";
import { ItemList } from "@web/components/list/item-list";
import { RowsSkeleton } from "@web/components/list/list-skeleton";
import { ListTabs } from "@web/components/list/list-tabs";
import { PageHeader } from "@web/components/list/page-header";
import { QueryListState } from "@web/components/list/query-list-state";
import { useListParams } from "@web/components/list/use-list-params";
import { formatDate } from "@web/lib/ui/format-date";
import { interviewDetailPath, interviewStartPath } from "@web/lib/interviews/interview-links";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useCandidateInterviews } from "@web/lib/interviews/candidate-interviews";
import { RecordingStatusBadge } from "../components/recording-status-badge";
import { interviewListStatusFrom } from "../lib/interview-list-status";

const tabLabels: Record<InterviewListStatus, string> = { upcoming: "Upcoming", past: "Past" };

/** /candidate-interviews: the candidate's interviews, Upcoming and Past (the My Interviews page). */
export function CandidateInterviewsPage() {
  usePageMeta({ title: "My Interviews" });
  const { page, setPage, setFilter, searchParams } = useListParams();
  const status = interviewListStatusFrom(searchParams);
  const interviews = useCandidateInterviews({ status, page });
  // A placeholder from the other tab is never shown as this one.
  const ready = interviews.data?.status === status ? interviews.data : undefined;

  return (
    <>
      <PageHeader
        title="My Interviews"
        description="Start the interviews waiting for you, and watch the ones you have recorded."
      />
      <ListTabs
        tabs={interviewListStatuses}
        value={status}
        onChange={(value) => setFilter("status", value, "upcoming")}
        label="Interviews"
        tabLabel={(tab) => tabLabels[tab]}
      >
        {(tab) => (
          <QueryListState
            query={interviews}
            page={ready}
            icon={Video}
            errorTitle="Your interviews did not load"
            skeleton={<RowsSkeleton label="Loading interviews" end={<Skeleton className="h-10 w-32" />} />}
            empty={<EmptyTab status={tab} />}
            pagination={{ label: `${tabLabels[tab]} interview pages`, page, onPageChange: setPage }}
          >
            {(list) => <ItemList items={list.items}>{(interview) => <InterviewRow interview={interview} />}</ItemList>}
          </QueryListState>
        )}
      </ListTabs>
    </>
  );
}

function InterviewRow({ interview }: { interview: CandidateInterviewSummary }) {
  const titleId = `interview-${interview.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-background p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="grid min-w-0 gap-1.5">
        <h2 id={titleId} className="font-medium text-foreground">
          {interview.title}
        </h2>
        {interview.companyName && <p className="text-sm text-muted-foreground">{interview.companyName}</p>}
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {interview.completedAt ? (
            <span>
              Recorded <time dateTime={interview.completedAt}>{formatDate(interview.completedAt, "dateTime")}</time>
            </span>
          ) : (
            <span>
              Scheduled <time dateTime={interview.interviewDate}>{formatDate(interview.interviewDate)}</time>
            </span>
          )}
          {interview.completed && <RecordingStatusBadge status={interview.recordingStatus} />}
          {interview.score !== null && <span className="tabular-nums">Score {interview.score}</span>}
        </div>
      </div>
      {interview.completed ? (
        <Button variant="outline" asChild>
          <Link to={interviewDetailPath(interview.id)} aria-describedby={titleId}>
            View Recording
          </Link>
        </Button>
      ) : (
        <Button asChild>
          <Link to={interviewStartPath(interview)} aria-describedby={titleId}>
            <PlayCircle aria-hidden="true" />
            Start Interview
          </Link>
        </Button>
      )}
    </article>
  );
}

function EmptyTab({ status }: { status: InterviewListStatus }) {
  if (status === "past") {
    return (
      <EmptyState icon={Video} title="No past interviews">
        <p>Interviews you have recorded appear here, with their recording and feedback.</p>
      </EmptyState>
    );
  }
  return <NoUpcoming />;
}

/** Offers the OneTake interview only once the Past tab's first page shows it is not recorded yet. */
function NoUpcoming() {
  const past = useCandidateInterviews({ status: "past", page: 1 });
  const recorded = past.data?.items.some((interview) => interview.isNetworkInterview);
  if (recorded || past.isPending) {
    return (
      <EmptyState icon={Video} title="No upcoming interviews">
        <p>
          Nothing is waiting for you.
          {recorded && " Your OneTake interview is recorded: watch it, or redo it from its page, under Past."}
        </p>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={Video}
      title="No upcoming interviews"
      action={
        <Button asChild>
          <Link to="/interview">Record your OneTake interview</Link>
        </Button>
      }
    >
      <p>Nothing is waiting for you. Your OneTake interview is not recorded yet: it takes about 20 minutes.</p>
    </EmptyState>
  );
}
