import { Check, Play, X } from "lucide-react";
import type { QuestionEvaluation } from "@shared/evaluation/evaluation-contracts";
import { formatClock } from "@web/components/media/chapter-time";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toaster";
import { useDecideCorrectionRequest } from "@web/lib/interviews/correction-requests";
import { CorrectionComparison } from "./correction-comparison";
import { formatDate } from "@web/lib/ui/format-date";

type CorrectionRequest = NonNullable<QuestionEvaluation["correctionRequest"]>;

/**
 * A candidate's correction that waits for this reviewer (decision 0069): the transcript as heard
 * beside what the candidate says they said, the answer to listen to, and Accept or Decline. Once
 * decided it says which, and when.
 */
export function CorrectionRequestReview({
  request,
  question,
  onSeek,
}: {
  request: CorrectionRequest;
  question: QuestionEvaluation;
  onSeek: ((seconds: number) => void) | null;
}) {
  const decide = useDecideCorrectionRequest({
    onSuccess: (summary) =>
      toast.success(summary.status === "accepted" ? "Correction accepted" : "Correction declined", {
        description:
          summary.status === "accepted"
            ? "The corrected transcript applies, and the interview is being assessed again."
            : "The transcript as heard stays, and the candidate sees that you declined.",
      }),
    onError: (error) => toast.error("The correction could not be decided", { description: error.message }),
  });
  const headingId = `correction-request-${question.index}`;
  if (request.status !== "open") {
    return (
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <Badge variant={request.status === "accepted" ? "info" : "secondary"}>
          Correction {request.status === "accepted" ? "accepted" : "declined"}
        </Badge>
        {request.decidedAt && <time dateTime={request.decidedAt}>{formatDate(request.decidedAt, "dateTime")}</time>}
      </p>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-md border border-amber-200 bg-warning-tint/40 p-3"
    >
      <div className="grid gap-1">
        <h4 id={headingId} className="text-sm font-semibold">
          The candidate asks to correct this transcript
        </h4>
        <p className="text-sm text-muted-foreground">
          It changes more than misheard words. Listen to the answer, then accept it if it is what they said. Until then
          the AI and matching use the transcript as heard.
        </p>
      </div>
      <CorrectionComparison originalText={request.originalText} text={request.text} />
      <div className="flex flex-wrap gap-2">
        {onSeek && question.startSeconds !== null && (
          <Button variant="outline" size="sm" onClick={() => onSeek(question.startSeconds ?? 0)}>
            <Play aria-hidden="true" />
            Listen from {formatClock(question.startSeconds)}
          </Button>
        )}
        <Button
          size="sm"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ id: request.id, decision: "accept" })}
        >
          <Check aria-hidden="true" />
          Accept correction
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ id: request.id, decision: "decline" })}
        >
          <X aria-hidden="true" />
          Decline correction
        </Button>
      </div>
    </section>
  );
}
