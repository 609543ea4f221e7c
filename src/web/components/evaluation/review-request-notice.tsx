import { MessageSquareText } from "lucide-react";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { formatDate } from "@web/lib/ui/format-date";
import { useInterviewEvaluation } from "@web/lib/interviews/interview-evaluation";
import { useMe } from "@web/lib/session/session";
import { roleMay } from "@shared/companies/member-roles";
import { AnswerReviewRequestDialog } from "./answer-review-request-dialog";

/**
 * The candidate's request for a human review of this interview's AI evaluation, where the
 * reviewer reviews it (decision 0050): the message, and Answer while it is open. Reads the
 * evaluation the AI Feedback tab reads (one cache entry); nothing shows without a request.
 */
export function ReviewRequestNotice({ interviewId, candidateName }: { interviewId: string; candidateName: string }) {
  const evaluation = useInterviewEvaluation(interviewId);
  const request = evaluation.data?.reviewRequest;
  // Review requests are answered by those who see them all (decision 0084): not a hiring manager or an interviewer.
  const role = useMe().data?.company?.role;
  const mayAnswer = role === undefined || roleMay(role, "reports");
  if (!request) return null;
  return (
    <Card className={request.status === "open" ? "border-amber-300" : undefined}>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex flex-wrap items-center gap-2">
            <MessageSquareText className="size-5 text-slate-600" aria-hidden="true" />
            Human review requested
            {request.status === "open" ? (
              <Badge variant="warning">Open</Badge>
            ) : (
              <Badge variant="success">Answered</Badge>
            )}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="text-muted-foreground">
          {candidateName} asked on <time dateTime={request.createdAt}>{formatDate(request.createdAt, "dateTime")}</time>
          :
        </p>
        <blockquote className="border-l-2 border-slate-300 pl-3 whitespace-pre-line wrap-anywhere">
          {request.message}
        </blockquote>
        {request.response !== null && (
          <div className="grid gap-1 rounded-md border border-emerald-200 bg-success-tint p-3">
            <h3 className="font-medium text-success">Your answer</h3>
            <p className="whitespace-pre-line text-slate-800 wrap-anywhere">{request.response}</p>
          </div>
        )}
        {request.status === "open" && mayAnswer && (
          <div>
            <AnswerReviewRequestDialog request={{ ...request, candidateName }} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
