import { CheckCircle2, PlayCircle, Send } from "lucide-react";
import { Link } from "react-router";
import { applyMessages } from "@shared/applications/contracts";
import type { BoardPostingDetail } from "@shared/postings/contracts";
import { ErrorCode } from "@shared/http/error-codes";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { toast } from "@web/components/ui/toaster";
import { announceApplication } from "@web/lib/candidates/self-identification";
import { isApiError } from "@web/lib/http/api-client";
import { useApplyToPosting } from "../api/apply-to-posting";

/** The resume tab of the candidate's settings (the settings page reads ?tab=). */
const RESUME_SETTINGS = "/candidate-settings?tab=resume";

/** Apply, and what happens next: the posting's own interview to record, or the application to follow. */
export function ApplyPanel({ posting }: { posting: BoardPostingDetail }) {
  const apply = useApplyToPosting(posting.id, {
    onSuccess: () => {
      toast.success(applyMessages.applied);
      // The one moment the fairness questions may be asked about this application (decision 0073).
      announceApplication();
    },
  });
  const refusedFirst =
    isApiError(apply.error) &&
    apply.error.code === ErrorCode.conflict &&
    apply.error.message === applyMessages.needsInterviewOrResume;
  const applicationId = apply.data?.applicationId ?? posting.applicationId;
  const interviewId = apply.data?.interviewId ?? null;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{applicationId ? "You applied" : "Apply for this job"}</h2>
        </CardTitle>
        <CardDescription>
          {posting.hasCustomInterview
            ? "This company asks a few questions of its own: applying adds a short interview to your Upcoming interviews."
            : "Your recorded OneTake interview (or your resume) goes with your application. Nothing to record again."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {applicationId ? (
          <>
            <p className="flex items-center gap-2 text-sm text-success" role="status">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              Your application was sent to {posting.companyName}.
            </p>
            {interviewId && (
              <Button asChild>
                <Link to={`/interview/${interviewId}`}>
                  <PlayCircle aria-hidden="true" />
                  Start Interview
                </Link>
              </Button>
            )}
            <Button variant="outline" asChild>
              <Link to={`/application-details/${applicationId}`}>View Application</Link>
            </Button>
          </>
        ) : (
          <Button onClick={() => apply.mutate()} loading={apply.isPending} loadingText="Applying...">
            <Send aria-hidden="true" />
            Apply
          </Button>
        )}
        {apply.isError && (
          <div role="alert" className="grid gap-2 rounded-md border border-amber-200 bg-warning-tint p-3 text-sm">
            <p className="font-medium text-warning">{apply.error.message}</p>
            {refusedFirst && (
              <div className="flex flex-wrap gap-2">
                <Button size="sm" asChild>
                  <Link to="/interview">Record your interview</Link>
                </Button>
                <Button size="sm" variant="outline" asChild>
                  <Link to={RESUME_SETTINGS}>Upload your resume</Link>
                </Button>
              </div>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
