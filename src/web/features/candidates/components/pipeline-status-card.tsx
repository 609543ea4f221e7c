import type { CompanyCandidateProfile } from "@shared/candidates/candidate-profile-contracts";
import {
  pipelineStatusLabels,
  pipelineStatusMessages,
  pipelineStatusValues,
  type PipelineStatus,
} from "@shared/candidates/pipeline-status-contracts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { toast } from "@web/components/ui/toaster";
import { useUpdatePipelineStatus } from "../api/pool/update-pipeline-status";

const isPipelineStatus = (value: string): value is PipelineStatus =>
  (pipelineStatusValues as readonly string[]).includes(value);

/**
 * The company's own stage for the candidate, saved as soon as it is picked. An admin, who has no
 * company (pipelineStatus null), has no pipeline: the card is not shown.
 */
export function PipelineStatusCard({ profile }: { profile: CompanyCandidateProfile }) {
  const update = useUpdatePipelineStatus(profile.id, {
    onSuccess: (saved) =>
      toast.success(pipelineStatusMessages.saved, { description: pipelineStatusLabels[saved.status] }),
    onError: (error) => toast.error(pipelineStatusMessages.failed, { description: error.message }),
  });
  if (profile.pipelineStatus === null) return null;
  // While saving, show the choice just made rather than the old one.
  const value = update.isPending && update.variables ? update.variables : profile.pipelineStatus;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Pipeline status</h2>
        </CardTitle>
        <CardDescription>
          Your company&apos;s own stage for this candidate. Other companies never see it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 sm:max-w-xs">
        <Label htmlFor="pipeline-status">Stage</Label>
        <Select
          value={value}
          disabled={update.isPending}
          onValueChange={(next) => {
            if (isPipelineStatus(next) && next !== profile.pipelineStatus) update.mutate(next);
          }}
        >
          <SelectTrigger id="pipeline-status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {pipelineStatusValues.map((status) => (
              <SelectItem key={status} value={status}>
                {pipelineStatusLabels[status]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </CardContent>
    </Card>
  );
}
