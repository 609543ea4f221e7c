import type { QuestionEvaluation } from "@shared/evaluation/evaluation-contracts";
import { Badge } from "@web/components/ui/badge";
import { formatDate } from "@web/lib/ui/format-date";
import { correctionWaitingText } from "./correct-transcript-dialog";

const requestStatusText = {
  open: correctionWaitingText,
  accepted: "A reviewer listened to your answer and accepted this correction.",
  declined: "A reviewer listened to your answer and declined this correction: the transcript as heard stays.",
} as const;

/** The candidate's latest correction that needed a reviewer, and where it stands (decision 0069). */
export function CorrectionRequestStatus({
  request,
}: {
  request: NonNullable<QuestionEvaluation["correctionRequest"]>;
}) {
  const badge = { open: "Waiting for review", accepted: "Accepted", declined: "Declined" }[request.status];
  return (
    <div className="grid gap-1 rounded-md border border-border bg-muted/40 p-3">
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <Badge variant={request.status === "declined" ? "warning" : "info"}>{badge}</Badge>
        <time dateTime={request.decidedAt ?? request.createdAt}>
          {formatDate(request.decidedAt ?? request.createdAt, "dateTime")}
        </time>
      </p>
      <p className="text-sm text-muted-foreground">{requestStatusText[request.status]}</p>
      {request.status !== "accepted" && (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">Your correction</summary>
          <p className="mt-1 whitespace-pre-line wrap-anywhere">{request.text}</p>
        </details>
      )}
    </div>
  );
}
