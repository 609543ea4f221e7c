import { ArrowLeft, FileQuestion, PlayCircle } from "lucide-react";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { type CandidateInterviewDetail } from "@shared/interviews/candidate-interview-contracts";
import { INTERVIEW_NOT_FOUND } from "@shared/interviews/interview-messages";
import { PlayerControllerProvider } from "@web/components/media/player-controller";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { EmptyState } from "@web/components/list/empty-state";
import { PageHeader } from "@web/components/list/page-header";
import { isApiError } from "@web/lib/http/api-error";
import { formatDate } from "@web/lib/ui/format-date";
import { interviewStartPath } from "@web/lib/interviews/interview-links";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useCandidateInterview } from "../api/get-candidate-interview";
import { AiFeedbackPanel } from "../components/ai-feedback-panel";
import { InterviewRecordingPanel } from "../components/interview-recording-panel";
import { DownloadRecordingButton, ViewResumeButton } from "../components/interview-file-actions";
import { NeedHelpCard, NextStepsCard } from "../components/interview-help-cards";
import { RecordInterviewDialog } from "../components/record-interview-dialog";
import { RedoInterviewButton } from "../components/redo-interview-button";
import { ShareInterviewCard } from "../components/share-interview-card";

/** /candidate-interview/:id: one of the candidate's interviews (the Interview detail page). */
export function CandidateInterviewPage() {
  const { id = "" } = useParams();
  const interview = useCandidateInterview(id);
  usePageMeta({ title: interview.data?.title ?? "Interview" });

  if (interview.isPending) return <DetailSkeleton />;
  if (interview.isError) {
    const missing = isApiError(interview.error) && [400, 404].includes(interview.error.status);
    return (
      <>
        <BackLink />
        <EmptyState
          icon={FileQuestion}
          title={missing ? "Interview not found" : "This interview did not load"}
          action={
            missing ? (
              <Button asChild variant="outline">
                <Link to="/candidate-interviews">Back to My Interviews</Link>
              </Button>
            ) : (
              <Button variant="outline" onClick={() => void interview.refetch()} loading={interview.isFetching}>
                Try again
              </Button>
            )
          }
        >
          <p>{missing ? INTERVIEW_NOT_FOUND : interview.error.message}</p>
        </EmptyState>
      </>
    );
  }
  return <InterviewDetail interview={interview.data} />;
}

function InterviewDetail({ interview }: { interview: CandidateInterviewDetail }) {
  const [recordOpen, setRecordOpen] = useState(false);
  // The dashboard's "Read your AI feedback" opens the AI Feedback tab (?tab=feedback).
  const [search] = useSearchParams();
  const playable = interview.completed && interview.recordingStatus === "ready" && interview.hasRecording;
  const subtitle = [
    interview.companyName,
    interview.completedAt
      ? `Recorded ${formatDate(interview.completedAt, "dateTime")}`
      : `Scheduled ${formatDate(interview.interviewDate)}`,
    `${interview.rerecordsLeft} of ${interview.maxRerecords} re-records left`,
  ]
    .filter(Boolean)
    .join(" · ");

  return (
    <>
      <BackLink />
      <PageHeader
        title={interview.title}
        description={subtitle}
        actions={
          <>
            <DownloadRecordingButton interview={interview} />
            <ViewResumeButton interview={interview} />
            {interview.completed ? (
              <RedoInterviewButton interview={interview} onReset={() => setRecordOpen(true)} />
            ) : (
              <Button asChild>
                <Link to={interviewStartPath(interview)}>
                  <PlayCircle aria-hidden="true" />
                  Start Interview
                </Link>
              </Button>
            )}
          </>
        }
      />
      {/* The player takes the page's width (its chapters beside it on a wide screen); the help
          cards follow below rather than taking a third of the width from it. */}
      <div className="grid gap-6 [&>*]:min-w-0">
        {/* One player controller for both tabs: the AI feedback's quotes seek the recording above it. */}
        <PlayerControllerProvider>
          <Tabs defaultValue={search.get("tab") === "feedback" ? "feedback" : "recording"}>
            <TabsList aria-label="Interview">
              <TabsTrigger value="recording">Recording</TabsTrigger>
              <TabsTrigger value="feedback">AI Feedback</TabsTrigger>
            </TabsList>
            <TabsContent value="recording" className="grid gap-4">
              <InterviewRecordingPanel interview={interview} onRecord={() => setRecordOpen(true)} />
              {/* A playable recording lists the questions as its chapters already. */}
              {!playable && <QuestionList interview={interview} />}
            </TabsContent>
            <TabsContent value="feedback">
              <AiFeedbackPanel interview={interview} />
            </TabsContent>
          </Tabs>
        </PlayerControllerProvider>
        <div className="grid content-start gap-4 md:grid-cols-2 xl:grid-cols-3 [&>*]:min-w-0">
          <NextStepsCard interview={interview} />
          <ShareInterviewCard interviewId={interview.id} />
          <NeedHelpCard />
        </div>
      </div>
      <RecordInterviewDialog interview={interview} open={recordOpen} onOpenChange={setRecordOpen} />
    </>
  );
}

/** The questions as they were asked (the player's chapters jump within the recording). */
function QuestionList({ interview }: { interview: CandidateInterviewDetail }) {
  return (
    <section aria-labelledby="questions-title" className="grid gap-2">
      <h2 id="questions-title" className="text-base font-semibold">
        Questions
      </h2>
      <ol className="grid list-decimal gap-1.5 pl-5 text-sm text-slate-700">
        {interview.questions.map((question) => (
          <li key={question.text}>{question.text}</li>
        ))}
      </ol>
    </section>
  );
}

function BackLink() {
  return (
    <Link
      to="/candidate-interviews"
      className="inline-flex w-fit items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      My Interviews
    </Link>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label="Loading interview" className="grid gap-4">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-40" />
      <Skeleton className="aspect-video w-full max-w-3xl" />
    </div>
  );
}
