import { Sparkles, Video } from "lucide-react";
import type { CompanyApplication } from "@shared/applications/company-application-contracts";
import { EmptyState } from "@web/components/list/empty-state";
import { RecordingLoadError } from "@web/components/media/recording-load-error";
import { RecordingView } from "@web/components/media/recording-view";
import { TeamNotesPanel } from "@web/components/notes/team-notes-panel";
import { Skeleton } from "@web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { toast } from "@web/components/ui/toaster";
import { teamNoteMessages } from "@shared/candidates/team-notes-contracts";
import { useInterviewWatch } from "@web/lib/interview-watch";
import { useAddTeamNote, useTeamNotes } from "@web/lib/team-notes";

/** Recording, AI Feedback and Notes (decision 0034), for the company reviewing an application. */
export function ApplicationReviewTabs({ application }: { application: CompanyApplication }) {
  return (
    <Tabs defaultValue="recording" className="grid gap-4">
      <TabsList>
        <TabsTrigger value="recording">Recording</TabsTrigger>
        <TabsTrigger value="feedback">AI Feedback</TabsTrigger>
        <TabsTrigger value="notes">Notes</TabsTrigger>
      </TabsList>
      <TabsContent value="recording">
        <RecordingTab application={application} />
      </TabsContent>
      <TabsContent value="feedback">
        <FeedbackTab interview={application.interview} />
      </TabsContent>
      <TabsContent value="notes">
        <NotesTab application={application} />
      </TabsContent>
    </Tabs>
  );
}

function RecordingTab({ application }: { application: CompanyApplication }) {
  const interviewId = application.interview?.progress === "not_started" ? null : (application.interview?.id ?? null);
  const watch = useInterviewWatch(interviewId);
  const name = `${application.candidate.firstName} ${application.candidate.lastName}`.trim();
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
  return <RecordingView recording={watch.data} label={`Interview recording of ${name}`} />;
}

function FeedbackTab({ interview }: { interview: CompanyApplication["interview"] }) {
  const feedback = interview?.aiFeedback;
  if (!feedback) {
    return (
      <EmptyState icon={Sparkles} title="No AI feedback yet">
        <p>
          The AI evaluation of interviews is not available yet. When an interview has been evaluated, its feedback and
          score appear here.
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
