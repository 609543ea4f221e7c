import { PlayCircle, Video } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { CandidateInterviewSummary } from "@shared/interviews/candidate-interview-contracts";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardFooter } from "@web/components/ui/card";
import { formatDate } from "@web/lib/ui/format-date";
import { interviewDetailPath, interviewStartPath } from "@web/lib/interviews/interview-links";
import { useFirstInterview } from "@web/lib/interviews/candidate-interviews";
import { DashboardCardHeader } from "@web/components/dashboard/dashboard-card-header";

/**
 * 'Your Next Interview' (the dashboard's card): the first upcoming interview with Start, the loading text
 * while it is read, or a no-upcoming-interviews message; View Recording for the latest past one.
 */
export function NextInterviewCard() {
  const upcoming = useFirstInterview("upcoming");
  const past = useFirstInterview("past");
  const next = upcoming.data;
  const latest = past.data;
  const titleId = useId();

  return (
    <Card className="flex flex-col" role="region" aria-labelledby={titleId} aria-busy={upcoming.isPending}>
      <DashboardCardHeader icon={Video} title="Your Next Interview" titleId={titleId}>
        Your OneTake video interview: record it once, and companies watch it on your profile.
      </DashboardCardHeader>
      <CardContent className="flex-1 text-sm text-slate-700" aria-live="polite">
        {upcoming.isPending ? (
          <p>Loading your next interview...</p>
        ) : upcoming.isError ? (
          <p>Your interviews did not load. {upcoming.error.message}</p>
        ) : next ? (
          <div className="grid gap-1">
            <p className="font-medium text-foreground">{next.title}</p>
            {next.companyName && <p>{next.companyName}</p>}
            <p className="text-muted-foreground">
              Scheduled <time dateTime={next.interviewDate}>{formatDate(next.interviewDate)}</time>
            </p>
          </div>
        ) : (
          <NoUpcoming hasPast={Boolean(latest)} />
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {upcoming.isError && (
          <Button variant="outline" onClick={() => void upcoming.refetch()} loading={upcoming.isFetching}>
            Try again
          </Button>
        )}
        {next && (
          <Button asChild>
            <Link to={interviewStartPath(next)}>
              <PlayCircle aria-hidden="true" />
              Start
            </Link>
          </Button>
        )}
        {upcoming.isSuccess && !next && !latest && past.isSuccess && (
          <Button asChild>
            <Link to="/interview">
              <PlayCircle aria-hidden="true" />
              Record your interview
            </Link>
          </Button>
        )}
        {latest && <ViewRecording interview={latest} />}
      </CardFooter>
    </Card>
  );
}

function NoUpcoming({ hasPast }: { hasPast: boolean }) {
  return (
    <div className="grid gap-1">
      <p className="font-medium text-foreground">You have no upcoming interviews.</p>
      <p>
        {hasPast
          ? "Your interview is recorded. You can watch it, and redo it from its page if you want another take."
          : "Record your OneTake interview to let companies hear from you: 7 questions, about 20 minutes."}
      </p>
    </div>
  );
}

function ViewRecording({ interview }: { interview: CandidateInterviewSummary }) {
  return (
    <Button variant="outline" asChild>
      <Link to={interviewDetailPath(interview.id)} aria-label={`View Recording: ${interview.title}`}>
        View Recording
      </Link>
    </Button>
  );
}
