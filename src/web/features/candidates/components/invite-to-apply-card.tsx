import { BriefcaseBusiness, Send } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { CompanyCandidateProfile } from "@shared/candidates/candidate-profile-contracts";
import { invitationMessages, type InvitationPosting } from "@shared/candidates/invitation-contracts";
import { EmptyState } from "@web/components/list/empty-state";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toaster";
import { formatDate } from "@web/lib/ui/format-date";
import { useInviteCandidate } from "../api/pool/invite-candidate";
import { useCandidateInvitations } from "../api/pool/list-candidate-invitations";

/** Why a posting cannot be chosen, or null when it can. */
function unavailableReason(posting: InvitationPosting): string | null {
  if (posting.appliedAt) return `Already applied on ${formatDate(posting.appliedAt, "date")}`;
  if (posting.invitedAt) return `Already invited on ${formatDate(posting.invitedAt, "date")}`;
  return null;
}

/**
 * 'Invite to apply' (decision 0037): the company picks one of its postings on the job board and the
 * candidate is e-mailed a link to it. An admin, who has no company (pipelineStatus null), sees nothing.
 */
export function InviteToApplyCard({ profile }: { profile: CompanyCandidateProfile }) {
  const hasCompany = profile.pipelineStatus !== null;
  const invitations = useCandidateInvitations(profile.id, { enabled: hasCompany });
  const [open, setOpen] = useState(false);
  if (!hasCompany) return null;
  const invited = (invitations.data?.postings ?? []).filter((posting) => posting.invitedAt !== null);

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Invite to apply</h2>
        </CardTitle>
        <CardDescription>
          E-mail {profile.firstName} a link to one of your open jobs. They apply with the interview they recorded.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {invited.length > 0 && (
          <div className="grid gap-1 text-sm">
            <p id={`invited-to-${profile.id}`} className="font-medium">
              Invited to
            </p>
            <ul aria-labelledby={`invited-to-${profile.id}`} className="grid gap-1 text-slate-700">
              {invited.map((posting) => (
                <li key={posting.postingId}>
                  {posting.title}{" "}
                  <span className="text-muted-foreground">({formatDate(posting.invitedAt!, "date")})</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button className="justify-self-start">
              <Send aria-hidden="true" />
              Invite to apply
            </Button>
          </DialogTrigger>
          <DialogContent>
            <InviteDialogBody profile={profile} onSent={() => setOpen(false)} />
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}

function InviteDialogBody({ profile, onSent }: { profile: CompanyCandidateProfile; onSent: () => void }) {
  const invitations = useCandidateInvitations(profile.id);
  const [choice, setChoice] = useState<string | null>(null);
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const postings = invitations.data?.postings ?? [];
  const invite = useInviteCandidate(profile.id, {
    onSuccess: (sent) => {
      const title = postings.find((posting) => posting.postingId === sent.postingId)?.title ?? "your job";
      toast.success(invitationMessages.sent, { description: `${name} is invited to apply to ${title}.` });
      onSent();
    },
    onError: (error) => toast.error(invitationMessages.failed, { description: error.message }),
  });
  const chosen = postings.find((posting) => posting.postingId === choice && unavailableReason(posting) === null);

  return (
    <>
      <DialogHeader>
        <DialogTitle>Invite {name} to apply</DialogTitle>
        <DialogDescription>Choose one of your open jobs. We e-mail them a link to it.</DialogDescription>
      </DialogHeader>
      {invitations.isPending ? (
        <div role="status" aria-label="Loading your jobs" className="grid gap-2">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : invitations.isError ? (
        <div className="grid justify-items-start gap-2">
          <p>Your jobs did not load. {invitations.error.message}</p>
          <Button variant="outline" onClick={() => void invitations.refetch()}>
            Try again
          </Button>
        </div>
      ) : postings.length === 0 ? (
        <EmptyState
          icon={BriefcaseBusiness}
          title="No open jobs"
          action={
            <Button asChild>
              <Link to="/create-job">Post a job</Link>
            </Button>
          }
        >
          <p>Candidates are invited to a job on the job board. Post one, or activate a paused one, first.</p>
        </EmptyState>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="sr-only">Your open jobs</legend>
          {postings.map((posting) => {
            const reason = unavailableReason(posting);
            const id = `invite-posting-${posting.postingId}`;
            return (
              <label
                key={posting.postingId}
                htmlFor={id}
                className="flex items-start gap-3 rounded-lg border border-border p-3 has-checked:border-primary has-checked:bg-indigo-50 has-disabled:bg-muted"
              >
                <input
                  id={id}
                  type="radio"
                  name="invite-posting"
                  value={posting.postingId}
                  checked={choice === posting.postingId}
                  disabled={reason !== null}
                  aria-describedby={`${id}-detail`}
                  onChange={() => setChoice(posting.postingId)}
                  className="mt-1 size-4 accent-primary"
                />
                <span className="grid gap-0.5">
                  <span className="font-medium">{posting.title}</span>
                  <span id={`${id}-detail`} className="text-sm text-slate-600">
                    {reason ?? `${posting.location} · posted ${formatDate(posting.createdAt, "date")}`}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={invite.isPending}>
            Cancel
          </Button>
        </DialogClose>
        {postings.length > 0 && (
          <Button
            disabled={!chosen}
            loading={invite.isPending}
            loadingText="Sending..."
            onClick={() => chosen && invite.mutate(chosen.postingId)}
          >
            Send invitation
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
