import { UserCheck } from "lucide-react";
import { useState } from "react";
import { assignmentMessages } from "@shared/companies/assignment-contracts";
import { companyMemberRoleNames } from "@shared/companies/member-roles";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
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
import { toast } from "@web/components/ui/toaster";
import { usePostingAssignments, useSetPostingAssignments } from "@web/lib/companies/assignments";
import { useCompanyMembers } from "@web/lib/companies/company-members";

/** The roles a posting is assigned to (decision 0084): Owners and Admins see every posting already. */
const POSTING_ROLES = new Set(["hiring_manager", "recruiter"]);

/**
 * "Assigned" on a posting's applicants page (decision 0084), for Owners, Admins and Recruiters:
 * who runs the posting, and a dialog to pick its Hiring managers and Recruiters. A hiring manager
 * sees only the postings assigned to them; the newly assigned get an e-mail.
 */
export function PostingAssignments({ postingId }: { postingId: string }) {
  const assigned = usePostingAssignments(postingId);
  const members = useCompanyMembers();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const save = useSetPostingAssignments(postingId, {
    onSuccess: () => {
      setOpen(false);
      toast.success(assignmentMessages.saved);
    },
    onError: (error) => toast.error(assignmentMessages.saveFailed, { description: error.message }),
  });
  const eligible = (members.data?.members ?? []).filter((member) => POSTING_ROLES.has(member.role));
  const names = assigned.data?.members.map((member) => member.name) ?? [];

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm" data-testid="posting-assignments">
      <span className="font-medium">Assigned:</span>
      <span className="min-w-0 break-words text-muted-foreground">
        {assigned.isPending
          ? "Loading…"
          : assigned.isError
            ? "Could not load"
            : names.length > 0
              ? names.join(", ")
              : "No one yet"}
      </span>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (save.isPending) return;
          if (next) setPicked(new Set(assigned.data?.members.map((member) => member.memberId)));
          setOpen(next);
        }}
      >
        <DialogTrigger asChild>
          <Button variant="outline" size="sm" disabled={!assigned.data}>
            <UserCheck aria-hidden="true" />
            Assign people
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Assign people to this posting</DialogTitle>
            <DialogDescription>
              Hiring managers see only the postings assigned to them: their applicants, interviews and AI feedback, and
              they decide on them. Each person you add gets an e-mail.
            </DialogDescription>
          </DialogHeader>
          {members.isPending ? (
            <p role="status">Loading your team…</p>
          ) : eligible.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Your team has no Hiring managers or Recruiters yet. Invite them on the Team tab of your company settings.
            </p>
          ) : (
            <fieldset className="grid gap-3">
              <legend className="sr-only">Hiring managers and Recruiters</legend>
              {eligible.map((member) => {
                const id = `assign-${member.id}`;
                return (
                  <div key={member.id} className="flex items-center gap-3">
                    <Checkbox
                      id={id}
                      checked={picked.has(member.id)}
                      onCheckedChange={(checked) =>
                        setPicked((previous) => {
                          const next = new Set(previous);
                          if (checked === true) next.add(member.id);
                          else next.delete(member.id);
                          return next;
                        })
                      }
                    />
                    <label htmlFor={id} className="min-w-0 break-words text-sm">
                      {member.name}{" "}
                      <span className="text-muted-foreground">· {companyMemberRoleNames[member.role]}</span>
                    </label>
                  </div>
                );
              })}
            </fieldset>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={save.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button onClick={() => save.mutate([...picked])} loading={save.isPending} disabled={eligible.length === 0}>
              Save assignments
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
