import { UserMinus } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { CompanyMembers } from "@shared/companies/member-contracts";
import { companyMemberRoleNames } from "@shared/companies/member-roles";
import { Button } from "@web/components/ui/button";
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
import { invalidateMe } from "@web/lib/session/session";
import { useChangeMemberRole, useRemoveMember } from "../api/manage-company-members";
import { RoleSelect } from "./role-select";

type Member = CompanyMembers["members"][number];

/**
 * An Owner's or Admin's controls for one member of the team (decision 0082): their role, and
 * removing them behind a confirmation. The server keeps the last Owner and says so.
 */
export function MemberControls({ member, isSelf }: { member: Member; isSelf: boolean }) {
  const [open, setOpen] = useState(false);
  const changeRole = useChangeMemberRole(member.id, {
    onSuccess: (updated) =>
      toast.success("Role changed", {
        description: `${updated.name} is now ${companyMemberRoleNames[updated.role]}. It applies from their next click.`,
      }),
    onError: (error) => toast.error("Could not change the role", { description: error.message }),
  });
  const queryClient = useQueryClient();
  const remove = useRemoveMember(member.id, {
    onSuccess: async () => {
      setOpen(false);
      // Leaving: the workspace follows the session, which now has no company.
      if (isSelf) await invalidateMe(queryClient);
      toast.success("Member removed", { description: `${member.name} no longer has access to your company.` });
    },
    onError: (error) => toast.error("Could not remove the member", { description: error.message }),
  });
  const selectId = `member-role-${member.id}`;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={selectId} className="sr-only">
        Role of {member.name}
      </label>
      <RoleSelect
        id={selectId}
        className="w-44"
        value={member.role}
        disabled={changeRole.isPending}
        onChange={(next) => {
          if (next !== member.role) changeRole.mutate(next);
        }}
      />
      <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
        <DialogTrigger asChild>
          <Button variant="outline" size="sm" aria-label={isSelf ? "Leave the company" : `Remove ${member.name}`}>
            <UserMinus aria-hidden="true" />
            {isSelf ? "Leave" : "Remove"}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{isSelf ? "Leave your company?" : `Remove ${member.name}?`}</DialogTitle>
            <DialogDescription>
              {isSelf
                ? "You lose access to your company's candidates, postings and settings at once."
                : `${member.name} loses access to your company at their next click. Their notes and decisions stay.`}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={remove.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={() => remove.mutate()}
              loading={remove.isPending}
              loadingText="Removing..."
            >
              {isSelf ? "Leave company" : "Remove member"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
