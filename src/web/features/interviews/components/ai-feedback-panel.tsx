import { Hourglass, Sparkles, UserRound } from "lucide-react";
import type { CandidateInterviewDetail } from "@shared/interviews/candidate-interview-contracts";
import { evaluationMessages, type EvaluationView } from "@shared/evaluation/evaluation-contracts";
import { InterviewEvaluation, useInterviewCaptions } from "@web/components/evaluation/interview-evaluation";
import { RecordingPlayer } from "@web/components/media/recording-player";
import { EmptyState } from "@web/components/list/empty-state";
import { interviewMediaPaths } from "@shared/interviews/media-paths";
import { useInterviewEvaluation } from "@web/lib/interviews/interview-evaluation";
import { chaptersOf } from "../lib/chapters";
import { CorrectTranscriptDialog } from "./feedback/correct-transcript-dialog";
import { CorrectionRequestStatus } from "./feedback/correction-request-status";
import { HumanReviewSection } from "./feedback/human-review-request";
import { YourTranscripts } from "./feedback/your-transcripts";

/**
 * The AI Feedback tab (decision 0050): the same evidence and scores the company sees (the shared
 * evaluation panel), when the candidate may see them: the network interview always, a posting's
 * interview when the company shares it, which the server decides. Above it the summary written
 * for the candidate and their human review; under each answer their Correct transcript.
 */
export function AiFeedbackPanel({ interview }: { interview: CandidateInterviewDetail }) {
  if (!interview.completed) {
    return (
      <EmptyState icon={Sparkles} title="Not evaluated yet">
        <p>Feedback appears here after you record this interview and it has been evaluated.</p>
      </EmptyState>
    );
  }
  return <CompletedInterviewFeedback interview={interview} />;
}

function CompletedInterviewFeedback({ interview }: { interview: CandidateInterviewDetail }) {
  // The same cache entry the panel reads: what the candidate may do is in the view.
  const evaluation = useInterviewEvaluation(interview.id);
  const canCorrect = evaluation.data?.canCorrect ?? false;
  const reviewer = interview.companyName ?? "OneTake";
  return (
    <InterviewEvaluation
      interviewId={interview.id}
      none={<NoFeedback interview={interview} />}
      before={(view) => (
        <>
          {view.status === "done" && <FeedbackPlayer interview={interview} />}
          <CandidateEvaluationIntro evaluation={view} reviewer={reviewer} />
        </>
      )}
      questionActions={(question) => (
        <>
          {question.correctionRequest && <CorrectionRequestStatus request={question.correctionRequest} />}
          {canCorrect && question.transcript && question.correctionRequest?.status !== "open" && (
            <div>
              <CorrectTranscriptDialog
                key={question.transcript.correction?.createdAt ?? "original"}
                interviewId={interview.id}
                question={question}
              />
            </div>
          )}
        </>
      )}
    />
  );
}

/** The recording above the feedback, so a quote's time plays the moment it cites. */
function FeedbackPlayer({ interview }: { interview: CandidateInterviewDetail }) {
  const captions = useInterviewCaptions(interview.id);
  if (interview.recordingStatus !== "ready" || !interview.hasRecording) return null;
  return (
    <div className="z-10 bg-background lg:sticky lg:top-0 lg:pt-2 lg:pb-2">
      <RecordingPlayer
        src={interviewMediaPaths.recording(interview.id)}
        poster={interviewMediaPaths.poster(interview.id)}
        chapters={chaptersOf(interview)}
        label={`Recording of your ${interview.title}`}
        hideChapters
        videoClassName="lg:max-h-[40vh]"
        // Captions are the reviewers' default; the candidate switches them on when they want them.
        {...(captions ? { captions: { ...captions, defaultOn: false } } : {})}
      />
    </div>
  );
}

/** Nothing the candidate may see (the server answers 404 alike for not shared and none yet): said plainly. */
export function NoFeedback({ interview }: { interview: CandidateInterviewDetail }) {
  if (interview.isNetworkInterview || interview.companyName === null) {
    return (
      <EmptyState icon={Sparkles} title="Not evaluated yet">
        <p>{evaluationMessages.notFound} Feedback and a score appear here once it has been evaluated.</p>
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={UserRound} title="No AI feedback to show">
      <p>
        {interview.companyName} reviews this interview and has not shared AI feedback on it with you, or there is none
        yet. A person at {interview.companyName} decides on your application, not the AI.
      </p>
    </EmptyState>
  );
}

/**
 * What only the candidate sees, above the shared panel: that a re-evaluation with their
 * correction is running (with their transcripts, which the panel shows only once it is done),
 * the summary written for them, and their human review.
 */
function CandidateEvaluationIntro({ evaluation, reviewer }: { evaluation: EvaluationView; reviewer: string }) {
  const running = evaluation.status !== "done" && evaluation.status !== "failed";
  const corrected = evaluation.questions.some((question) => question.transcript?.correction);
  return (
    <div className="grid gap-4">
      {running && corrected && (
        <p className="flex items-start gap-2 rounded-md border border-blue-200 bg-info-tint p-3 text-sm text-info">
          <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>Re-evaluation in progress with your correction. The new result appears here when it is ready.</span>
        </p>
      )}
      {evaluation.candidateSummary && (
        <section
          aria-labelledby="candidate-summary-title"
          className="grid gap-1 rounded-lg border border-indigo-200 bg-primary-tint p-4"
        >
          <h2 id="candidate-summary-title" className="text-base font-semibold">
            Feedback for you
          </h2>
          <p className="leading-relaxed whitespace-pre-line">{evaluation.candidateSummary}</p>
        </section>
      )}
      <HumanReviewSection evaluation={evaluation} reviewer={reviewer} />
      {evaluation.status !== "done" && <YourTranscripts evaluation={evaluation} />}
    </div>
  );
}
