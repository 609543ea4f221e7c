import type { PostingApplicant } from "@shared/applications/company-application-contracts";
import { Badge } from "@web/components/ui/badge";
import { progressLabels } from "../lib/applicant-filters";

/** Where the applicant's interview stands. */
export function InterviewProgressBadge({ interview }: { interview: PostingApplicant["interview"] }) {
  const variant =
    interview.progress === "completed" ? "success" : interview.progress === "in_progress" ? "info" : "secondary";
  return <Badge variant={variant}>{progressLabels[interview.progress]}</Badge>;
}
