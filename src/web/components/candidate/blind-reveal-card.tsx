import { EyeOff } from "lucide-react";
import { blindReviewMessages as m, type CandidateBlindState } from "@shared/companies/blind-review-contracts";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { toast } from "@web/components/ui/toaster";
import { useRevealCandidate } from "@web/lib/candidates/blind-review";
import { useMe } from "@web/lib/session/session";
import { roleMay } from "@shared/companies/member-roles";

/**
 * Blind review on a candidate's page: while hidden, what the alias stands for and the Reveal
 * button (the server allows it once the team scored or noted the candidate and says so otherwise);
 * once revealed, nothing (the name is back in the heading). A reveal holds for the whole company,
 * so a hiring manager or an interviewer is told who may reveal instead (decision 0084).
 */
export function BlindRevealCard({ profileId, state }: { profileId: string; state: CandidateBlindState | null }) {
  const reveal = useRevealCandidate({
    onSuccess: () => toast.success(m.revealed),
    onError: (error) => toast.error(m.revealFailed, { description: error.message }),
  });
  const role = useMe().data?.company?.role;
  if (!state || state.revealed) return null;
  const mayReveal = role === undefined || roleMay(role, "pool");
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <EyeOff className="size-5" aria-hidden="true" />
            {m.title}
          </h2>
        </CardTitle>
        <CardDescription>{m.revealExplanation}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        {!mayReveal && (
          <p className="text-sm text-muted-foreground">An Owner, Admin or Recruiter of your company can reveal them.</p>
        )}
        {mayReveal && (
          <Button
            variant={state.mayReveal ? "default" : "outline"}
            loading={reveal.isPending}
            loadingText="Revealing..."
            onClick={() => reveal.mutate(profileId)}
          >
            {m.revealButton}
          </Button>
        )}
        {mayReveal && !state.mayReveal && <p className="text-sm text-muted-foreground">{m.scoreOrNoteFirst}</p>}
      </CardContent>
    </Card>
  );
}
