import type { CompanyPosting, PostingStatusAction } from "@shared/postings/company-posting-contracts";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { toast } from "@web/components/ui/toaster";
import { useChangeCompanyPostingStatus } from "../api/change-company-posting-status";
import { PostingStatusBadge } from "./company-posting-card";

const actionLabels: Record<PostingStatusAction, string> = {
  pause: "Pause Job",
  close: "Close Job",
  reopen: "Reopen Job",
};
const doneToasts: Record<PostingStatusAction, { title: string; description: string }> = {
  pause: { title: "Job paused", description: "It is off the job board until you reopen it." },
  close: { title: "Job closed", description: "It left the job board; its applicants stay under View Applicants." },
  reopen: { title: "Job reopened", description: "It is active again." },
};
const statusText: Record<CompanyPosting["status"], string> = {
  active: "Candidates can find and apply to this job.",
  paused: "Paused: candidates cannot see or apply to it until you reopen it.",
  closed: "Closed: it is off the job board; its applicants stay.",
};

/** What each status allows: pause (active), close (active or paused), reopen (paused or closed). */
const actionsFor = (status: CompanyPosting["status"]): PostingStatusAction[] =>
  status === "active" ? ["pause", "close"] : status === "paused" ? ["reopen", "close"] : ["reopen"];

/** The edit page's status card: the current status and the changes it allows. */
export function PostingStatusControls({ posting }: { posting: CompanyPosting }) {
  const change = useChangeCompanyPostingStatus(posting.id, {
    onSuccess: (_posting, action) =>
      toast.success(doneToasts[action].title, { description: doneToasts[action].description }),
    onError: (error) => toast.error("Failed to change the job's status", { description: error.message }),
  });
  const publicNote = posting.visibility === "internal" ? " Internal jobs are never on the job board." : "";

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            Job status <PostingStatusBadge status={posting.status} />
          </h2>
        </CardTitle>
        <CardDescription>
          {statusText[posting.status]}
          {publicNote}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {actionsFor(posting.status).map((action) => (
          <Button
            key={action}
            type="button"
            variant={action === "close" ? "outline" : "default"}
            disabled={change.isPending}
            loading={change.isPending && change.variables === action}
            loadingText="Saving..."
            onClick={() => change.mutate(action)}
          >
            {actionLabels[action]}
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
