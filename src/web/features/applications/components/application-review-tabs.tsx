import { Sparkles, Video } from "lucide-react";
import type { CompanyApplication } from "@shared/applications/company-application-contracts";
import { InterviewEvaluation, useInterviewCaptions } from "@web/components/evaluation/interview-evaluation";
import { EmptyState } from "@web/components/list/empty-state";
import { PlayerControllerProvider } from "@web/components/media/player-controller";
import { StartAtLinkedSecond } from "@web/components/media/start-at-linked-second";
import { RecordingLoadError } from "@web/components/media/recording-load-error";
import { RecordingView } from "@web/components/media/recording-view";
import { TeamNotesPanel } from "@web/components/notes/team-notes-panel";
import { Skeleton } from "@web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { toast } from "@web/components/ui/toaster";
import { teamNoteMessages } from "@shared/candidates/team-notes-contracts";
import { useInterviewWatch } from "@web/lib/interviews/interview-watch";
import { useAddTeamNote, useTeamNotes } from "@web/lib/candidates/team-notes";
import { ScorecardTab } from "@web/components/scorecards/scorecard-tab";

const reviewedInterviewId = (application: CompanyApplication) =>
  application.interview?.progress === "not_started" ? null : (application.interview?.id ?? null);

const fullName = (application: CompanyApplication) =>
  `${application.candidate.firstName} ${application.candidate.lastName}`.trim();

/**
 * Recording, AI Feedback, Scorecard (decision 0085) and Notes (decision 0034), for the company reviewing an application. The
 * tabs share one player controller: the AI feedback shows the recording above itself (kept in
 * view on wide screens), so a quote's timestamp plays the moment where the reviewer is looking,
 * and a switch of tab keeps the time.
 */
export function ApplicationReviewTabs({ application }: { application: CompanyApplication }) {
  return (
    <PlayerControllerProvider>
      <StartAtLinkedSecond />
      <Tabs defaultValue="recording" className="grid gap-4">
        <TabsList>
          <TabsTrigger value="recording">Recording</TabsTrigger>
          <TabsTrigger value="feedback">AI Feedback</TabsTrigger>
          <TabsTrigger value="scorecard">Scorecard</TabsTrigger>
          <TabsTrigger value="notes">Notes</TabsTrigger>
        </TabsList>
        <TabsContent value="recording">
          <RecordingTab application={application} />
        </TabsContent>
        <TabsContent value="feedback">
          <FeedbackTab application={application} />
        </TabsContent>
        <TabsContent value="scorecard">
          <ScorecardTab applicationId={application.id} />
        </TabsContent>
        <TabsContent value="notes">
          <NotesTab application={application} />
        </TabsContent>
      </Tabs>
    </PlayerControllerProvider>
  );
}

function RecordingTab({ application }: { application: CompanyApplication }) {
  const interviewId = reviewedInterviewId(application);
  const watch = useInterviewWatch(interviewId);
  const captions = useInterviewCaptions(interviewId);
  const name = fullName(application);
  if (interviewId === null) {
    return (
      <EmptyState icon={Video} title="No recording yet">
        <p>
          {application.interview
            ? `${name} has not started this interview yet.`
            : `${name} applied with a resume; there is no interview to watch.`}
        </p>
      </EmptyState>
    );
  }
  if (watch.isPending) return <Skeleton className="aspect-video w-full" />;
  if (watch.isError) {
    return <RecordingLoadError title="The recording did not load" onRetry={() => void watch.refetch()} />;
  }
  return (
    <RecordingView
      recording={watch.data}
      label={`Interview recording of ${name}`}
      {...(captions ? { captions } : {})}
    />
  );
}

function FeedbackTab({ application }: { application: CompanyApplication }) {
  const interviewId = reviewedInterviewId(application);
  const name = fullName(application);
  const none = <NoEvaluation application={application} />;
  if (interviewId === null) return none;
  return (
    <InterviewEvaluation
      interviewId={interviewId}
      none={none}
      before={(evaluation) =>
        evaluation.status === "done" ? <FeedbackPlayer interviewId={interviewId} name={name} /> : null
      }
    />
  );
}

/**
 * The recording above the feedback, held in view on wide screens while the reviewer reads on
 * (its height kept to 40% of the window); on a phone it scrolls with the page, and a quote's
 * timestamp brings it back into view.
 */
function FeedbackPlayer({ interviewId, name }: { interviewId: string; name: string }) {
  const watch = useInterviewWatch(interviewId);
  const captions = useInterviewCaptions(interviewId);
  if (!watch.data || watch.data.status !== "ready") return null;
  return (
    <div className="z-10 bg-background lg:sticky lg:top-0 lg:pt-2 lg:pb-2">
      <RecordingView
        recording={watch.data}
        label={`Interview recording of ${name}`}
        hideChapters
        videoClassName="lg:max-h-[40vh]"
        {...(captions ? { captions } : {})}
      />
    </div>
  );
}

/** No evaluation: none yet for an interview not completed, or the older stored feedback. */
function NoEvaluation({ application }: { application: CompanyApplication }) {
  const { interview } = application;
  const feedback = interview?.aiFeedback;
  const name = fullName(application);
  if (!feedback) {
    return (
      <EmptyState icon={Sparkles} title="No AI feedback yet">
        <p>
          {!interview
            ? `${name} applied with a resume; there is no interview to evaluate.`
            : interview.progress === "completed"
              ? "This interview has not been evaluated. Its transcript, feedback and score appear here once it is."
              : `The interview is evaluated as soon as ${name} completes it: its transcript, feedback and score appear here.`}
        </p>
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-3 rounded-lg border border-border bg-background p-4">
      {feedback.score !== null && (
        <p className="text-lg font-semibold">
          Score: <span className="tabular-nums">{feedback.score}</span>
        </p>
      )}
      {feedback.feedback && <p className="leading-relaxed whitespace-pre-line">{feedback.feedback}</p>}
    </div>
  );
}

function NotesTab({ application }: { application: CompanyApplication }) {
  const notes = useTeamNotes(application.candidate.id);
  const add = useAddTeamNote(application.candidate.id, {
    onSuccess: () => toast.success(teamNoteMessages.added),
    onError: (error) => toast.error(teamNoteMessages.addFailed, { description: error.message }),
  });
  return (
    <TeamNotesPanel
      notes={notes.data?.items}
      loadError={notes.isError}
      onRetry={() => void notes.refetch()}
      onAdd={(text) => add.mutateAsync({ text, applicationId: application.id })}
      adding={add.isPending}
      applicationId={application.id}
    />
  );
}
