import { AlertTriangle, Clock, EyeOff, Play, RotateCcw, ShieldAlert, UserCheck } from "lucide-react";
import type { ReactNode } from "react";
import { scorecardMessages } from "@shared/scorecards/scorecard-contracts";
import {
  evaluationMessages,
  type CriterionResult,
  type EvaluationView,
  type OverrideView,
  type QuestionEvaluation,
} from "@shared/evaluation/evaluation-contracts";
import { formatClock } from "@web/components/media/chapter-time";
import { usePlayerControl } from "@web/components/media/player-controller";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toaster";
import { formatDate } from "@web/lib/ui/format-date";
import { useRetryEvaluation } from "@web/lib/interviews/interview-evaluation";
import {
  attributionOf,
  flagText,
  insufficientReasonText,
  noOverallText,
  overrideText,
  overallBasisText,
  percent,
  signalsTitle,
  statusText,
} from "./evaluation-text";
import { CriterionScoreBadge, OverallScoreTile } from "./evaluation-score";
import { CorrectionRequestReview } from "./correction-request-review";
import { AnswerTranscript } from "./following-transcript";
import { OverrideDialog } from "./override-dialog";
import { QuoteList } from "./quote-list";

export interface EvaluationPanelProps {
  evaluation: EvaluationView;
  /** Extra actions under each answer (the candidate's correction, for instance). */
  questionActions?: (question: QuestionEvaluation) => ReactNode;
}

/**
 * The AI evaluation of an interview as a reviewer reads it (decision 0050): the status, the
 * overall score and summary, who produced it, and per question the transcript following the
 * player, the criteria with their verified quotes (each seeks the player), the flags, and a
 * person's overrides beside the AI's result. The offline provider and a human-only review show
 * the measured signals instead, never a score.
 */
export function EvaluationPanel({ evaluation, questionActions }: EvaluationPanelProps) {
  const player = usePlayerControl();
  const onSeek = player ? (seconds: number) => player.seek(seconds) : null;
  // A member scoring the application reads the AI's judgement once they have submitted (decision 0085).
  const judged = evaluation.scoresContent && !evaluation.humanReviewOnly && !evaluation.aiScoresHidden;

  if (evaluation.status !== "done") return <EvaluationStatus evaluation={evaluation} />;

  return (
    <div className="grid gap-6">
      <Overview evaluation={evaluation} judged={judged} />
      <ol className="grid gap-6" aria-label="Answers">
        {evaluation.questions.map((question) => (
          <li key={question.index}>
            <QuestionSection
              evaluation={evaluation}
              question={question}
              judged={judged}
              onSeek={onSeek}
              actions={questionActions?.(question)}
            />
          </li>
        ))}
      </ol>
      <Attribution evaluation={evaluation} />
    </div>
  );
}

/** Queued, transcribing, evaluating (polled), or failed with the reason and Retry. */
function EvaluationStatus({ evaluation }: { evaluation: EvaluationView }) {
  const text = statusText[evaluation.status];
  if (evaluation.status === "failed") {
    return (
      <div role="alert" className="grid gap-3 rounded-lg border border-rose-200 bg-danger-tint p-4 text-rose-800">
        <p className="flex items-center gap-2 font-medium">
          <AlertTriangle className="size-4" aria-hidden="true" />
          {text.title}
        </p>
        <p className="text-sm">{evaluation.failureReason ?? "The evaluation stopped with an error."}</p>
        {evaluation.canRetry ? (
          <RetryButton interviewId={evaluation.interviewId} />
        ) : (
          <p className="text-sm">The company or OneTake&apos;s admins can run it again.</p>
        )}
      </div>
    );
  }
  const steps = ["queued", "transcribing", "evaluating"] as const;
  const at = steps.indexOf(evaluation.status as (typeof steps)[number]);
  return (
    <div role="status" className="grid gap-3 rounded-lg border border-border p-4">
      <p className="flex items-center gap-2 font-medium">
        <Clock className="size-4 text-slate-600" aria-hidden="true" />
        {text.title}
      </p>
      {text.detail && <p className="text-sm text-muted-foreground">{text.detail}</p>}
      <ol className="flex flex-wrap gap-2 text-xs" aria-label="Evaluation steps">
        {steps.map((step, index) => (
          <li key={step}>
            <Badge
              variant={index < at ? "success" : index === at ? "default" : "outline"}
              aria-current={index === at ? "step" : undefined}
            >
              {index + 1}. {step === "queued" ? "Queued" : step === "transcribing" ? "Transcribing" : "Assessing"}
            </Badge>
          </li>
        ))}
      </ol>
      {evaluation.canRetry && (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            This evaluation has not moved for a while: the server running it stopped. Run it again.
          </p>
          <div>
            <RetryButton interviewId={evaluation.interviewId} />
          </div>
        </div>
      )}
    </div>
  );
}

function RetryButton({ interviewId }: { interviewId: string }) {
  const retry = useRetryEvaluation(interviewId, {
    onSuccess: () => toast.success("Evaluation queued again"),
    onError: (error) => toast.error("Could not retry the evaluation", { description: error.message }),
  });
  return (
    <Button
      variant="outline"
      className="justify-self-start"
      onClick={() => retry.mutate()}
      loading={retry.isPending}
      loadingText="Processing..."
    >
      <RotateCcw aria-hidden="true" />
      Retry
    </Button>
  );
}

function Overview({ evaluation, judged }: { evaluation: EvaluationView; judged: boolean }) {
  if (evaluation.aiScoresHidden) {
    return (
      <section aria-labelledby="evaluation-overview" className="grid gap-2 rounded-lg border border-border p-4">
        <h3 id="evaluation-overview" className="flex items-center gap-2 font-semibold">
          <EyeOff className="size-4 text-slate-600" aria-hidden="true" />
          The AI&apos;s scores are hidden until you submit
        </h3>
        <p className="text-sm text-muted-foreground">
          {scorecardMessages.aiScoresHidden} Your company keeps them from each member scoring this application until
          they have scored it on their own. The transcript and what was measured from the recording are below.
        </p>
      </section>
    );
  }
  if (!judged) {
    return (
      <section aria-labelledby="evaluation-overview" className="grid gap-2 rounded-lg border border-border p-4">
        <h3 id="evaluation-overview" className="flex items-center gap-2 font-semibold">
          <UserCheck className="size-4 text-slate-600" aria-hidden="true" />
          {signalsTitle}
        </h3>
        <p className="text-sm text-muted-foreground">
          {evaluation.humanReviewOnly
            ? `${evaluationMessages.humanOnly} What follows was measured from the recording; a person judges the answers.`
            : "These figures were measured from the recording (speaking time, answered or skipped, time used). Nothing was scored: the offline provider never judges what was said."}
        </p>
        {evaluation.summary && <p className="leading-relaxed whitespace-pre-line">{evaluation.summary}</p>}
      </section>
    );
  }
  return (
    <section aria-labelledby="evaluation-overview" className="grid gap-4 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="evaluation-overview" className="font-semibold">
          Overall
        </h3>
        {evaluation.canOverride && (
          <OverrideDialog
            interviewId={evaluation.interviewId}
            target={{ kind: "overall" }}
            current={evaluation.overallOverride?.score ?? evaluation.overallScore}
          />
        )}
      </div>
      <SideBySide
        ai={
          evaluation.overallScore === null ? (
            <p className="text-sm text-muted-foreground">{noOverallText(evaluation.overallBasis)}</p>
          ) : (
            <div className="grid gap-1">
              <OverallScoreTile score={evaluation.overallScore} caption="AI score" />
              <p className="text-sm text-muted-foreground">{overallBasisText(evaluation.overallBasis)}</p>
            </div>
          )
        }
        override={evaluation.overallOverride}
        renderOverrideScore={(score) => <OverallScoreTile score={score} caption="Reviewer's score" />}
      />
      {evaluation.summary && <p className="leading-relaxed whitespace-pre-line">{evaluation.summary}</p>}
    </section>
  );
}

/** The AI's result and a person's override, both shown (decision 0050). */
function SideBySide({
  ai,
  override,
  renderOverrideScore,
}: {
  ai: ReactNode;
  override: OverrideView | null;
  renderOverrideScore: (score: number) => ReactNode;
}) {
  if (!override) return <div>{ai}</div>;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid content-start gap-2 rounded-md border border-border p-3">
        <p className="text-xs font-medium text-muted-foreground">AI result</p>
        {ai}
      </div>
      <div
        data-testid="override"
        className="grid content-start gap-2 rounded-md border border-indigo-200 bg-primary-tint/50 p-3"
      >
        <p className="text-xs font-medium text-primary-tint-foreground">
          Overridden by {override.byName}, <time dateTime={override.createdAt}>{formatDate(override.createdAt)}</time>
        </p>
        {renderOverrideScore(override.score)}
        <p className="text-sm whitespace-pre-line text-slate-800">
          <span className="font-medium">Reason: </span>
          {override.reason}
        </p>
        {override.carried && (
          <p className={override.needsConfirmation ? "text-sm text-warning" : "text-xs text-muted-foreground"}>
            {override.needsConfirmation ? overrideText.needsConfirmation : overrideText.carried}
          </p>
        )}
      </div>
    </div>
  );
}

function Signals({ signals }: { signals: QuestionEvaluation["signals"] }) {
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      <div className="flex gap-1.5">
        <dt className="text-muted-foreground">Speaking time</dt>
        <dd className="tabular-nums">{formatClock(signals.speechSeconds)}</dd>
      </div>
      <div className="flex gap-1.5">
        <dt className="text-muted-foreground">Answer</dt>
        <dd>{signals.answered ? "Answered" : "Skipped"}</dd>
      </div>
      <div className="flex gap-1.5">
        <dt className="text-muted-foreground">Time limit used</dt>
        <dd className="tabular-nums">{percent(signals.timeLimitShare)}</dd>
      </div>
    </dl>
  );
}

function QuestionSection({
  evaluation,
  question,
  judged,
  onSeek,
  actions,
}: {
  evaluation: EvaluationView;
  question: QuestionEvaluation;
  judged: boolean;
  onSeek: ((seconds: number) => void) | null;
  actions: ReactNode;
}) {
  const headingId = `evaluation-question-${question.index}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-lg border border-border p-4">
      <div className="grid gap-2">
        <h3 id={headingId} className="font-semibold">
          <span className="text-muted-foreground">Question {question.number}: </span>
          {question.question}
        </h3>
        {question.followUp && (
          <p className="text-sm text-muted-foreground">
            Follow-up asked by the AI interviewer: <span className="text-foreground">{question.followUp}</span> Its
            answer is part of this one.
          </p>
        )}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {onSeek && question.startSeconds !== null && (
            <Button variant="link" size="sm" onClick={() => onSeek(question.startSeconds ?? 0)}>
              <Play aria-hidden="true" />
              Play this answer from {formatClock(question.startSeconds)}
            </Button>
          )}
          <Signals signals={question.signals} />
        </div>
      </div>
      {question.possibleInjection && (
        <Flag icon={<ShieldAlert className="size-4" aria-hidden="true" />} title="Possible injection">
          {flagText.possibleInjection}
        </Flag>
      )}
      <div className="grid gap-2">
        <h4 className="text-sm font-medium">Transcript</h4>
        <AnswerTranscript
          transcript={question.transcript}
          unavailableReason={question.transcriptUnavailableReason}
          speechSeconds={question.signals.speechSeconds}
        />
      </div>
      {evaluation.canDecideCorrections && question.correctionRequest && (
        <CorrectionRequestReview request={question.correctionRequest} question={question} onSeek={onSeek} />
      )}
      {judged && question.summary && <p className="text-sm leading-relaxed">{question.summary}</p>}
      {judged && question.criteria.length > 0 && (
        <ul className="grid gap-3" aria-label={`Criteria for question ${question.number}`}>
          {question.criteria.map((criterion) => (
            <li key={criterion.key}>
              <CriterionSection
                criterion={criterion}
                questionIndex={question.index}
                interviewId={evaluation.interviewId}
                canOverride={evaluation.canOverride}
                onSeek={onSeek}
              />
            </li>
          ))}
        </ul>
      )}
      {actions}
    </section>
  );
}

function Flag({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 rounded-md border border-amber-200 bg-warning-tint p-3 text-sm text-warning">
      <p className="flex items-center gap-2 font-medium">
        {icon}
        {title}
      </p>
      <p>{children}</p>
    </div>
  );
}

function CriterionSection({
  criterion,
  questionIndex,
  interviewId,
  canOverride,
  onSeek,
}: {
  criterion: CriterionResult;
  questionIndex: number;
  interviewId: string;
  canOverride: boolean;
  onSeek: ((seconds: number) => void) | null;
}) {
  const scored = criterion.score !== "insufficient_evidence";
  return (
    <article className="grid gap-3 rounded-md border border-slate-200 bg-slate-50/50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-medium">{criterion.competency}</h4>
        <div className="flex flex-wrap items-center gap-2">
          {criterion.lowAgreement && (
            <Badge variant="warning">
              <AlertTriangle aria-hidden="true" />
              Low agreement
            </Badge>
          )}
          {canOverride && (
            <OverrideDialog
              interviewId={interviewId}
              target={{
                kind: "criterion",
                questionIndex,
                criterionKey: criterion.key,
                competency: criterion.competency,
              }}
              current={criterion.override?.score ?? (scored ? (criterion.score as number) : null)}
            />
          )}
        </div>
      </div>
      <SideBySide
        ai={
          <div className="grid gap-1">
            <CriterionScoreBadge score={criterion.score} />
            {!scored && criterion.insufficientReason && (
              <p className="text-sm text-muted-foreground">{insufficientReasonText[criterion.insufficientReason]}</p>
            )}
          </div>
        }
        override={criterion.override}
        renderOverrideScore={(score) => <CriterionScoreBadge score={score} />}
      />
      {criterion.lowAgreement && <p className="text-sm text-warning">{flagText.lowAgreement(criterion.runScores)}</p>}
      {criterion.rationale && <p className="text-sm leading-relaxed">{criterion.rationale}</p>}
      <QuoteList quotes={criterion.quotes} onSeek={onSeek} />
      {criterion.quotesDropped > 0 && (
        <p className="text-xs text-muted-foreground">{flagText.quotesDropped(criterion.quotesDropped)}</p>
      )}
    </article>
  );
}

function Attribution({ evaluation }: { evaluation: EvaluationView }) {
  return (
    <footer className="grid gap-1 border-t border-border pt-3 text-xs text-muted-foreground">
      <dl className="flex flex-wrap gap-x-4 gap-y-1">
        {attributionOf(evaluation).map((part) => (
          <div key={part.label} className="flex gap-1">
            <dt>{part.label}:</dt>
            <dd className="font-medium text-slate-700">{part.value}</dd>
          </div>
        ))}
        {evaluation.completedAt && (
          <div className="flex gap-1">
            <dt>Evaluated:</dt>
            <dd className="font-medium text-slate-700">
              <time dateTime={evaluation.completedAt}>{formatDate(evaluation.completedAt)}</time>
            </dd>
          </div>
        )}
      </dl>
      <p>
        Never scored: confidence, enthusiasm, fluency, grammar, accent, appearance, emotion or anything visual. A person
        makes every hiring decision.
      </p>
    </footer>
  );
}
