import type { EvaluationView, QuestionEvaluation } from "@shared/evaluation/evaluation-contracts";
import { transcriptNotes } from "@web/components/evaluation/evaluation-text";
import { TranscriptWithGaps } from "@web/components/evaluation/following-transcript";
import { Badge } from "@web/components/ui/badge";
import { formatDate } from "@web/lib/ui/format-date";
import { CorrectTranscriptDialog } from "./correct-transcript-dialog";
import { CorrectionRequestStatus } from "./correction-request-status";

/**
 * What the transcript says the candidate said, answer by answer, and their way to correct it
 * (decision 0050). A correction is shown as a correction, with the automatic transcript kept
 * below it, as reviewers see it.
 */
export function YourTranscripts({ evaluation }: { evaluation: EvaluationView }) {
  const withTranscript = evaluation.questions.filter((question) => question.transcript !== null);
  if (withTranscript.length === 0) return null;
  return (
    <section aria-labelledby="your-transcripts-title" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="your-transcripts-title" className="text-base font-semibold">
          Your transcripts
        </h2>
        <p className="text-sm text-muted-foreground">
          {evaluation.canCorrect
            ? "If a transcript got your words wrong, correct it. A fix of misheard words applies at once; a larger change waits for a reviewer to listen and accept it."
            : "What the transcript says you said, answer by answer."}
        </p>
      </div>
      <ol className="grid gap-3">
        {withTranscript.map((question) => (
          <li key={question.index}>
            <TranscriptCard
              question={question}
              interviewId={evaluation.interviewId}
              canCorrect={evaluation.canCorrect}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

function TranscriptCard({
  question,
  interviewId,
  canCorrect,
}: {
  question: QuestionEvaluation;
  interviewId: string;
  canCorrect: boolean;
}) {
  const transcript = question.transcript;
  if (!transcript) return null;
  const titleId = `transcript-${question.index}`;
  const { correction } = transcript;
  const request = question.correctionRequest;
  const waiting = request?.status === "open";
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-lg border border-border bg-background p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <h3 id={titleId} className="min-w-0 text-sm font-medium wrap-anywhere">
          <span className="text-muted-foreground">Question {question.number}: </span>
          {question.question}
        </h3>
        {canCorrect && !waiting && (
          <CorrectTranscriptDialog
            key={correction?.createdAt ?? "original"}
            interviewId={interviewId}
            question={question}
          />
        )}
      </div>
      {request && <CorrectionRequestStatus request={request} />}
      {correction ? (
        <>
          <div className="grid gap-1">
            <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <Badge variant="info">Your correction</Badge>
              <time dateTime={correction.createdAt}>{formatDate(correction.createdAt, "dateTime")}</time>
            </p>
            <p className="text-sm whitespace-pre-line wrap-anywhere">{correction.text}</p>
          </div>
          <details className="text-sm">
            <summary className="cursor-pointer text-muted-foreground">The automatic transcript (kept)</summary>
            <p className="mt-1 whitespace-pre-line text-slate-600 wrap-anywhere">{transcript.text}</p>
          </details>
        </>
      ) : (
        <div className="grid gap-1">
          {transcript.withheld ? (
            <>
              <p className="text-sm font-medium">Too uncertain to transcribe offline</p>
              <p className="text-xs text-muted-foreground">
                {transcriptNotes.withheld(question.signals.speechSeconds)}
              </p>
            </>
          ) : transcript.words.some((word) => word.uncertain) ? (
            <>
              <p className="text-xs text-muted-foreground">{transcriptNotes.partial}</p>
              <TranscriptWithGaps words={transcript.words} />
            </>
          ) : (
            <>
              {transcript.rough && (
                <p className="text-xs text-muted-foreground">A rough automatic transcript: expect some wrong words.</p>
              )}
              <p className="text-sm whitespace-pre-line wrap-anywhere">{transcript.text}</p>
            </>
          )}
        </div>
      )}
    </article>
  );
}
