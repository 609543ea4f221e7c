import { Users } from "lucide-react";
import { companyMemberRoleNames, roleMay } from "@shared/companies/member-roles";
import { SettingsLoadError, SettingsSkeleton } from "@web/components/forms/settings-load-states";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useMe } from "@web/lib/session/session";
import { formatDate } from "@web/lib/ui/format-date";
import { useCompanyMembers } from "../api/get-company-members";
import { MemberControls } from "./member-controls";

/**
 * "Team" on /enterprise-settings (decision 0079): who signs in for the company, with each one's
 * role and when they joined, as the server lists them; an Owner or Admin also changes roles and
 * removes members (decision 0082).
 */
export function TeamMembersCard() {
  const members = useCompanyMembers();
  const me = useMe();
  const role = me.data?.company?.role;
  const manages = role !== undefined && roleMay(role, "members");
  if (members.isError) {
    return <SettingsLoadError message={members.error.message} onRetry={() => void members.refetch()} />;
  }
  if (!members.data) return <SettingsSkeleton rows={2} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-5" />
          Team members
        </CardTitle>
        <CardDescription>The people who sign in for your company, with their roles.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border" aria-label="Team members">
          {members.data.members.map((member) => (
            <li key={member.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{member.name}</p>
                <p className="text-sm break-all text-muted-foreground">{member.email}</p>
              </div>
              {manages ? (
                <div className="grid justify-items-start gap-1 sm:justify-items-end">
                  <MemberControls member={member} isSelf={member.email === me.data?.user.email} />
                  <p className="text-sm text-muted-foreground">Joined {formatDate(member.joinedAt)}</p>
                </div>
              ) : (
                <p className="text-sm">
                  <span className="font-medium">{companyMemberRoleNames[member.role]}</span>
                  <span className="text-muted-foreground"> · joined {formatDate(member.joinedAt)}</span>
                </p>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
