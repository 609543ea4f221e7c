import { zodResolver } from "@hookform/resolvers/zod";
import { MailPlus, RotateCw, X } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import {
  inviteMemberSchema,
  MEMBER_INVITATION_DAYS,
  type InviteMemberInput,
  type MemberInvitation,
} from "@shared/companies/member-invitation-contracts";
import { companyMemberRoleNames } from "@shared/companies/member-roles";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { CheckboxField } from "@web/components/ui/checkbox-field";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toaster";
import { applyServerFieldErrors } from "@web/lib/forms/form-errors";
import { formatDate } from "@web/lib/ui/format-date";
import {
  useInviteMember,
  useMemberInvitations,
  useResendMemberInvitation,
  useRevokeMemberInvitation,
} from "../api/member-invitations";
import { RoleSelect } from "./role-select";

/**
 * "Invite people" on the Team tab (decision 0083), for Owners and Admins: an address on the
 * company's domain and a role; an Owner may allow an outside address. Below it, the open
 * invitations, each resent (a new link) or withdrawn.
 */
export function InviteMemberCard({ isOwner }: { isOwner: boolean }) {
  const form = useForm<InviteMemberInput>({
    resolver: zodResolver(inviteMemberSchema),
    defaultValues: { email: "", role: "recruiter", allowOutsideDomain: false },
  });
  const invite = useInviteMember({
    onSuccess: (invitation) => {
      form.reset({ email: "", role: invitation.role, allowOutsideDomain: false });
      toast.success("Invitation sent", {
        description: `${invitation.email} has ${MEMBER_INVITATION_DAYS} days to accept.`,
      });
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, form, ["email"]).length > 0) return;
      toast.error("The invitation was not sent", { description: error.message });
    },
  });
  const invitations = useMemberInvitations(true);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MailPlus aria-hidden="true" className="size-5" />
          Invite people
        </CardTitle>
        <CardDescription>
          They get an e-mail with a link that works once, for {MEMBER_INVITATION_DAYS} days. Invite addresses on your
          company&apos;s domain.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form
          noValidate
          aria-label="Invite a team member"
          className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
          onSubmit={form.handleSubmit((values) => invite.mutate(values))}
        >
          <FormField label="Work e-mail" error={form.formState.errors.email?.message}>
            <Input type="email" autoComplete="off" {...form.register("email")} />
          </FormField>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <FormField label="Role">
                <RoleSelect
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  triggerRef={field.ref}
                  onBlur={field.onBlur}
                />
              </FormField>
            )}
          />
          <Button type="submit" className="sm:mt-7" loading={invite.isPending} loadingText="Sending...">
            Send invitation
          </Button>
          {isOwner && (
            <div className="sm:col-span-3">
              <CheckboxField
                control={form.control}
                name="allowOutsideDomain"
                label="Allow an address outside our domain"
                hint="Only for this invitation, for example a contractor or an agency recruiter."
              />
            </div>
          )}
        </form>
        {invitations.data && invitations.data.invitations.length > 0 && (
          <section aria-labelledby="open-invitations-title" className="grid gap-2">
            <h3 id="open-invitations-title" className="text-sm font-semibold">
              Open invitations
            </h3>
            <ul className="divide-y divide-border" aria-label="Open invitations">
              {invitations.data.invitations.map((invitation) => (
                <OpenInvitation key={invitation.id} invitation={invitation} />
              ))}
            </ul>
          </section>
        )}
        {invitations.isError && (
          <p role="alert" className="text-sm text-danger">
            {invitations.error.message}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function OpenInvitation({ invitation }: { invitation: MemberInvitation }) {
  const resend = useResendMemberInvitation(invitation.id, {
    onSuccess: () => toast.success("Invitation sent again", { description: `A new link went to ${invitation.email}.` }),
    onError: (error) => toast.error("The invitation was not sent", { description: error.message }),
  });
  const revoke = useRevokeMemberInvitation(invitation.id, {
    onSuccess: () =>
      toast.success("Invitation withdrawn", { description: `The link sent to ${invitation.email} no longer works.` }),
    onError: (error) => toast.error("The invitation was not withdrawn", { description: error.message }),
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="min-w-0">
        <p className="font-medium break-all">{invitation.email}</p>
        <p className="text-sm text-muted-foreground">
          {companyMemberRoleNames[invitation.role]}
          {invitation.invitedBy ? ` · invited by ${invitation.invitedBy}` : ""} ·{" "}
          {invitation.expired ? "expired" : `expires ${formatDate(invitation.expiresAt)}`}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {invitation.expired && <Badge variant="warning">Expired</Badge>}
        <Button
          variant="outline"
          size="sm"
          aria-label={`Resend the invitation to ${invitation.email}`}
          loading={resend.isPending}
          loadingText="Sending..."
          onClick={() => resend.mutate()}
        >
          <RotateCw aria-hidden="true" />
          Resend
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Withdraw the invitation to ${invitation.email}`}
          loading={revoke.isPending}
          loadingText="Withdrawing..."
          onClick={() => revoke.mutate()}
        >
          <X aria-hidden="true" />
          Withdraw
        </Button>
      </div>
    </li>
  );
}
