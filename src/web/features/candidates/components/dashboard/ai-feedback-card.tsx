import { Sparkles } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { LatestFeedback, LatestFeedbackState } from "@shared/candidates/dashboard-contracts";
import { evaluationMessages } from "@shared/evaluation/evaluation-contracts";
import { DashboardCardHeader } from "@web/components/dashboard/dashboard-card-header";
import { evaluationStateText } from "@web/components/evaluation/evaluation-text";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardFooter } from "@web/components/ui/card";
import { Progress } from "@web/components/ui/progress";
import { interviewDetailPath } from "@web/lib/interviews/interview-links";
import { useLatestFeedback } from "../../api/get-latest-feedback";

type FinishedInterview = NonNullable<LatestFeedback["interview"]>;

/** States with something to read on the interview's AI Feedback tab. */
const READABLE: readonly LatestFeedbackState[] = ["scored", "no-overall", "signals-only"];

/** What the candidate is told of each state, in plain words (decision 0073). */
function sentenceOf(interview: FinishedInterview): string {
  const company = interview.companyName ?? "The company";
  switch (interview.state) {
    case "not-evaluated":
      return "Your interview is saved. Its AI evaluation has not started yet; this card updates by itself.";
    case "queued":
      return "Your interview is saved and waiting its turn for the AI evaluation. This card updates by itself.";
    case "transcribing":
      return "Your answers are being turned into text. Feedback follows once they have been assessed; this card updates by itself.";
    case "evaluating":
      return "Your answers are being assessed against the rubric, each twice. Feedback appears here when it is done.";
    case "failed":
      return evaluationMessages.failedForCandidate;
    case "human-review":
      return "You chose a human-only review: a person reviews your interview, and it gets no AI score or AI feedback.";
    case "signals-only":
      return "No AI provider is set up on this OneTake server, so your interview gets measured signals only (how long you spoke on each answer), no AI scores or written feedback.";
    case "no-overall":
      return "Your AI feedback is ready. Too few answers could be scored for an overall score; each answer's evidence is there.";
    case "scored":
      return "Your AI feedback is ready: a score for each answer, with the quotes it rests on.";
    case "not-shared":
      return `${company} reviews this interview and does not share AI feedback with candidates. A person there decides on your application.`;
  }
}

/**
 * "Your AI feedback" (decision 0073): after Finish, when the feedback on the latest finished
 * interview will be ready, from the evaluation's real state; a link to it once there is something
 * to read. Hidden until an interview is finished.
 */
export function AiFeedbackCard() {
  const feedback = useLatestFeedback();
  const titleId = useId();
  const interview = feedback.data?.interview;
  if (!interview) return null;
  const title = interview.state === "not-shared" ? "Not shared" : evaluationStateText[interview.state];
  const readable = READABLE.includes(interview.state);
  return (
    <Card className="flex flex-col" role="region" aria-labelledby={titleId}>
      <DashboardCardHeader icon={Sparkles} title="Your AI feedback" titleId={titleId}>
        {interview.title}
        {interview.companyName ? ` · ${interview.companyName}` : ""}
      </DashboardCardHeader>
      <CardContent className="grid flex-1 gap-2 text-sm text-slate-700" aria-live="polite">
        <p className="font-medium text-foreground">{title}</p>
        <p>{sentenceOf(interview)}</p>
        {interview.progress && (
          <div className="grid gap-1">
            <Progress value={interview.progress.done} max={interview.progress.total} label="Answers transcribed" />
            <p className="text-muted-foreground">
              {interview.progress.done} of {interview.progress.total} answers transcribed
            </p>
          </div>
        )}
      </CardContent>
      {readable && (
        <CardFooter>
          <Button asChild>
            <Link to={`${interviewDetailPath(interview.id)}?tab=feedback`}>Read your AI feedback</Link>
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
