import type { PostingApplicant } from "@shared/applications/company-application-contracts";
import { Badge } from "@web/components/ui/badge";
import { progressLabels } from "../lib/applicant-filters";

/** Where the applicant's interview stands, with any extra time granted as an accommodation. */
export function InterviewProgressBadge({ interview }: { interview: PostingApplicant["interview"] }) {
  const variant =
    interview.progress === "completed" ? "success" : interview.progress === "in_progress" ? "info" : "secondary";
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Badge variant={variant}>{progressLabels[interview.progress]}</Badge>
      {interview.extraTimeSeconds > 0 && (
        <span className="text-xs text-muted-foreground">
          +{Math.round(interview.extraTimeSeconds / 60)} min extra time
        </span>
      )}
    </span>
  );
}
