import type { CandidateInterviewSummary } from "@shared/interviews/candidate-interview-contracts";
import { Badge, type BadgeVariant } from "@web/components/ui/badge";

const labels: Record<CandidateInterviewSummary["recordingStatus"], { text: string; variant: BadgeVariant }> = {
  recording: { text: "Not recorded yet", variant: "secondary" },
  processing: { text: "Processing", variant: "info" },
  ready: { text: "Recorded", variant: "success" },
  failed: { text: "Processing failed", variant: "danger" },
  deleted: { text: "Deleted under retention", variant: "secondary" },
};

/** Where the interview's recording stands, in words the candidate can act on. */
export function RecordingStatusBadge({ status }: { status: CandidateInterviewSummary["recordingStatus"] }) {
  const label = labels[status];
  return <Badge variant={label.variant}>{label.text}</Badge>;
}
