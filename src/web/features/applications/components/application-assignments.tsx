import { UserMinus, UserPlus } from "lucide-react";
import { useState } from "react";
import { assignmentMessages } from "@shared/companies/assignment-contracts";
import { companyMemberRoleNames, roleMay } from "@shared/companies/member-roles";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { toast } from "@web/components/ui/toaster";
import {
  useAddApplicationAssignment,
  useApplicationAssignments,
  useRemoveApplicationAssignment,
} from "@web/lib/companies/assignments";
import { useCompanyMembers } from "@web/lib/companies/company-members";
import { useMe } from "@web/lib/session/session";

/**
 * "Assigned to score" on a company's application page (decision 0084): the members asked to
 * review and score this application. Owners, Admins, Recruiters and the posting's hiring manager
 * add and remove them; whoever is added gets an e-mail with the page's link.
 */
export function ApplicationAssignments({ applicationId }: { applicationId: string }) {
  const role = useMe().data?.company?.role;
  const mayAssign = role !== undefined && roleMay(role, "assign");
  const assigned = useApplicationAssignments(applicationId);
  const members = useCompanyMembers();
  const [memberId, setMemberId] = useState("");
  const add = useAddApplicationAssignment(applicationId, {
    onSuccess: () => {
      setMemberId("");
      toast.success(assignmentMessages.assigned);
    },
    onError: (error) => toast.error("Could not assign them", { description: error.message }),
  });
  const remove = useRemoveApplicationAssignment(applicationId, {
    onSuccess: () => toast.success(assignmentMessages.removed),
    onError: (error) => toast.error("Could not remove the assignment", { description: error.message }),
  });
  const assignedIds = new Set(assigned.data?.members.map((member) => member.memberId));
  const choices = (members.data?.members ?? []).filter((member) => !assignedIds.has(member.id));
  const selectId = `assign-member-${applicationId}`;

  return (
    <Card data-testid="application-assignments">
      <CardHeader>
        <CardTitle asChild>
          <h2>Assigned to score</h2>
        </CardTitle>
        <CardDescription>The people asked to review and score this application.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {assigned.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading…
          </p>
        ) : assigned.isError ? (
          <p role="alert" className="text-sm text-rose-700">
            The assignments did not load. {assigned.error.message}
          </p>
        ) : assigned.data.members.length === 0 ? (
          <p className="text-sm text-muted-foreground">No one is assigned yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Assigned to score">
            {assigned.data.members.map((member) => (
              <li key={member.memberId} className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 break-words">
                  {member.name} <span className="text-muted-foreground">· {companyMemberRoleNames[member.role]}</span>
                </span>
                {mayAssign && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${member.name}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(member.memberId)}
                  >
                    <UserMinus aria-hidden="true" />
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {mayAssign && choices.length > 0 && (
          <form
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (memberId) add.mutate(memberId);
            }}
          >
            <label htmlFor={selectId} className="text-sm font-medium">
              Add a member
            </label>
            <div className="flex flex-wrap gap-2">
              <Select value={memberId} onValueChange={setMemberId}>
                <SelectTrigger id={selectId} className="min-w-0 flex-1">
                  <SelectValue placeholder="Choose a member" />
                </SelectTrigger>
                <SelectContent>
                  {choices.map((member) => (
                    <SelectItem key={member.id} value={member.id}>
                      {member.name} · {companyMemberRoleNames[member.role]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <Button type="submit" variant="outline" disabled={!memberId} loading={add.isPending}>
                <UserPlus aria-hidden="true" />
                Assign
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
