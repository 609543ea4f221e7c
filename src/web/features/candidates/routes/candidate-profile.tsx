import { Download, FileText, Sparkles, UserX, Video } from "lucide-react";
import { useParams } from "react-router";
import { candidateDataMessages } from "@shared/candidates/candidate-data-contracts";
import { CANDIDATE_NOT_FOUND, type CompanyCandidateProfile } from "@shared/candidates/candidate-profile-contracts";
import { ErrorCode } from "@shared/http/error-codes";
import { BackLink } from "@web/components/back-link";
import { AboutCard, ExperienceCard, SkillsCard } from "@web/components/candidate/background-cards";
import { BlindRevealCard } from "@web/components/candidate/blind-reveal-card";
import { CandidateHeading } from "@web/components/candidate/candidate-heading";
import { LinkedInButton } from "@web/components/candidate/linkedin-button";
import { InterviewEvaluation, useInterviewCaptions } from "@web/components/evaluation/interview-evaluation";
import { EmptyState } from "@web/components/list/empty-state";
import { PlayerControllerProvider } from "@web/components/media/player-controller";
import { RecordingLoadError } from "@web/components/media/recording-load-error";
import { RecordingView } from "@web/components/media/recording-view";
import { StartAtLinkedSecond } from "@web/components/media/start-at-linked-second";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toaster";
import { isApiError } from "@web/lib/http/api-error";
import { formatDate } from "@web/lib/ui/format-date";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useInterviewWatch } from "@web/lib/interviews/interview-watch";
import { useCompanyCandidateProfile } from "../api/pool/get-company-candidate-profile";
import { AwaitingVerification } from "../components/awaiting-verification";
import { CandidateAvatar } from "../components/candidate-avatar";
import { InviteToApplyCard } from "../components/invite-to-apply-card";
import { PipelineStatusCard } from "../components/pipeline-status-card";
import { TeamNotesCard } from "../components/team-notes-card";

function fullName(profile: Pick<CompanyCandidateProfile, "firstName" | "lastName">): string {
  return `${profile.firstName} ${profile.lastName}`.trim();
}

/** The network interview in the player, with its chapters and resume. */
function InterviewCard({ profile }: { profile: CompanyCandidateProfile }) {
  const interview = useInterviewWatch(profile.networkInterviewId);
  const captions = useInterviewCaptions(profile.networkInterviewId);
  const name = fullName(profile);
  const data = interview.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Interview</h2>
        </CardTitle>
        <CardDescription>
          {data?.completedAt
            ? `Recorded ${formatDate(data.completedAt, "date")}. Choose a question to jump to its answer.`
            : "The network interview every company on OneTake sees."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {profile.networkInterviewId === null ? (
          <EmptyState icon={Video} title="No interview yet">
            <p>{name} has not recorded the interview yet. It appears here as soon as it is recorded.</p>
          </EmptyState>
        ) : interview.isPending ? (
          <Skeleton className="aspect-video w-full" />
        ) : interview.isError ? (
          <RecordingLoadError title="The interview did not load" onRetry={() => void interview.refetch()} />
        ) : (
          <>
            <RecordingView
              recording={interview.data}
              label={`Interview recording of ${name}`}
              {...(captions ? { captions } : {})}
            />
            <div className="flex flex-wrap items-center gap-3">
              {interview.data.resumeUrl ? (
                <Button variant="outline" asChild>
                  <a
                    href={`${interview.data.resumeUrl}?download=1`}
                    download
                    onClick={() => toast.success("Download Started")}
                  >
                    <Download aria-hidden="true" />
                    Download the interview's resume
                  </a>
                </Button>
              ) : (
                <p className="text-sm text-muted-foreground">No resume was attached to this interview.</p>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The AI feedback on the network interview (decision 0050), under the player it points into: a
 * quote's timestamp plays that moment, bringing the player back into view.
 */
function FeedbackCard({ profile }: { profile: CompanyCandidateProfile }) {
  const interviewId = profile.networkInterviewId;
  const none = (
    <EmptyState icon={Sparkles} title="No AI feedback yet">
      <p>
        {interviewId === null
          ? `${fullName(profile)} has not recorded the interview yet.`
          : "The interview is evaluated once it is completed: its transcript, feedback and score appear here."}
      </p>
    </EmptyState>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>AI Feedback</h2>
        </CardTitle>
        <CardDescription>Every score points at the candidate&apos;s own words. A person decides.</CardDescription>
      </CardHeader>
      <CardContent>
        {interviewId === null ? none : <InterviewEvaluation interviewId={interviewId} none={none} />}
      </CardContent>
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading the candidate" className="grid gap-6">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="aspect-video w-full max-w-3xl" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

/** /candidate-profile/:id — a candidate as a verified company sees them, with the interview to watch. */
export function CandidateProfilePage() {
  const { id = "" } = useParams();
  const query = useCompanyCandidateProfile(id);
  const profile = query.data;
  const notVerified = isApiError(query.error) && query.error.code === ErrorCode.companyNotVerified;
  const missing = isApiError(query.error) && query.error.status === 404;
  // The server says when the candidate deleted their account (decision 0030), so a pipeline link explains itself.
  const deleted = missing && query.error?.message === candidateDataMessages.candidateDeleted;
  usePageMeta({ title: profile ? fullName(profile) : missing ? "Candidate not found" : "Candidate" });

  if (notVerified) {
    return (
      <div className="grid gap-6">
        <BackLink to="/candidates">Back to candidates</BackLink>
        <h1 className="text-2xl font-semibold tracking-tight">Candidate</h1>
        <AwaitingVerification />
      </div>
    );
  }
  if (missing) {
    return (
      <div className="grid gap-6">
        <BackLink to="/candidates">Back to candidates</BackLink>
        <h1 className="text-2xl font-semibold tracking-tight">
          {deleted ? "Deleted candidate" : "Candidate not found"}
        </h1>
        <EmptyState icon={UserX} title="This candidate is not available">
          <p>{deleted ? candidateDataMessages.candidateDeleted : CANDIDATE_NOT_FOUND}</p>
        </EmptyState>
      </div>
    );
  }
  if (query.isPending) return <ProfileSkeleton />;
  if (!profile) {
    return (
      <div className="grid gap-6">
        <BackLink to="/candidates">Back to candidates</BackLink>
        <h1 className="text-2xl font-semibold tracking-tight">The candidate did not load</h1>
        <p className="text-muted-foreground">Check your connection and try again.</p>
        <Button className="justify-self-start" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <BackLink to="/candidates">Back to candidates</BackLink>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex items-center gap-4">
          <CandidateAvatar profile={profile} hidden={profile.blindReview !== null && !profile.blindReview.revealed} />
          <CandidateHeading
            name={fullName(profile)}
            title={profile.title}
            experienceYears={profile.experienceYears}
            location={profile.location}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          {profile.resumeUrl && (
            <>
              <Button variant="outline" asChild>
                <a href={profile.resumeUrl} target="_blank" rel="noopener noreferrer">
                  <FileText aria-hidden="true" />
                  View resume
                </a>
              </Button>
              <Button variant="outline" asChild>
                <a href={`${profile.resumeUrl}?download=1`} download onClick={() => toast.success("Download Started")}>
                  <Download aria-hidden="true" />
                  Download resume
                </a>
              </Button>
            </>
          )}
          {profile.linkedinUrl && <LinkedInButton url={profile.linkedinUrl} />}
        </div>
      </header>

      <BlindRevealCard profileId={profile.id} state={profile.blindReview} />

      <PlayerControllerProvider>
        <StartAtLinkedSecond />
        <InterviewCard profile={profile} />
        <FeedbackCard profile={profile} />
      </PlayerControllerProvider>

      <PipelineStatusCard profile={profile} />
      <InviteToApplyCard profile={profile} />

      <div className="grid gap-6 lg:grid-cols-2">
        <SkillsCard skills={profile.skills} />
        <AboutCard bio={profile.bio} />
      </div>

      <ExperienceCard jobs={profile.workExperience} />

      <TeamNotesCard profileId={profile.id} />
    </div>
  );
}
