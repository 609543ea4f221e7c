import { zodResolver } from "@hookform/resolvers/zod";
import { Building2, LinkIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { z } from "zod";
import { candidateApplicationMessages } from "@shared/accounts/candidate-application";
import { passwordSchema } from "@shared/accounts/password";
import type { InvitationPreview } from "@shared/companies/member-invitation-contracts";
import { companyMemberRoleNames } from "@shared/companies/member-roles";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toaster";
import { applyServerFieldErrors } from "@web/lib/forms/form-errors";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useMe } from "@web/lib/session/session";
import { useAcceptMemberInvitation, useMemberInvitationLink } from "../api/member-invitation-link";
import { AccountPage } from "../components/account-page";
import { NewPasswordField } from "../components/new-password-field";

const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
const name = (message: string) => z.string().trim().min(2, message).max(100, message);
const newAccountSchema = z
  .object({
    firstName: name(candidateApplicationMessages.firstName),
    lastName: name(candidateApplicationMessages.lastName),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORDS_DO_NOT_MATCH,
  });
type NewAccountValues = z.input<typeof newAccountSchema>;

/**
 * /join-company/:token: where an invitation e-mail's link lands (decision 0083). It says which
 * company, role and address the link is for; the address's own account joins signed in, and an
 * address new to OneTake makes its account here.
 */
export function JoinCompanyPage() {
  usePageMeta({ title: "Join your team on OneTake" });
  const { token = "" } = useParams();
  const link = useMemberInvitationLink(token);

  return (
    <AccountPage
      titleId="join-title"
      title={link.data ? `Join ${link.data.companyName} on OneTake` : "Join your team on OneTake"}
      description={
        link.data ? `You are invited as ${companyMemberRoleNames[link.data.role]}, with ${link.data.email}.` : undefined
      }
    >
      <Card>
        <CardContent className="p-4 sm:p-6">
          {link.isError ? (
            <div role="alert" className="grid justify-items-center gap-4 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-danger-tint text-rose-700">
                <LinkIcon className="size-6" aria-hidden="true" />
              </span>
              <p className="font-medium">{link.error.message}</p>
              <p className="text-sm text-muted-foreground">
                An invitation link works once, for 7 days. Ask the person who invited you to send it again.
              </p>
              <Button asChild variant="outline">
                <Link to="/login?tab=company">Sign in</Link>
              </Button>
            </div>
          ) : link.data ? (
            <JoinChoice token={token} invitation={link.data} />
          ) : (
            <div className="grid gap-3" aria-busy="true" aria-label="Loading the invitation">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-10 w-full" />
            </div>
          )}
        </CardContent>
      </Card>
    </AccountPage>
  );
}

function JoinChoice({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const me = useMe();
  const navigate = useNavigate();
  const accept = useAcceptMemberInvitation(token, {
    onSuccess: () => {
      toast.success(`Welcome to ${invitation.companyName}`, {
        description: `You joined as ${companyMemberRoleNames[invitation.role]}.`,
      });
      void navigate("/enterprise-dashboard", { replace: true });
    },
    onError: (error) => toast.error("You did not join", { description: error.message }),
  });
  const signedIn = me.data?.user;
  const here = `/join-company/${token}`;

  if (signedIn && signedIn.email.toLowerCase() === invitation.email) {
    return (
      <div className="grid gap-4 text-center">
        <Building2 className="mx-auto size-10 text-primary" aria-hidden="true" />
        <p>
          You are signed in as <span className="font-medium break-all">{signedIn.email}</span>.
        </p>
        <Button onClick={() => accept.mutate({})} loading={accept.isPending} loadingText="Joining...">
          Join {invitation.companyName}
        </Button>
      </div>
    );
  }
  if (signedIn) {
    return (
      <div role="alert" className="grid gap-3 text-center">
        <p className="font-medium">
          This invitation is for {invitation.email}, and you are signed in as {signedIn.email}.
        </p>
        <p className="text-sm text-muted-foreground">
          Sign out, then open the link again and sign in with that address.
        </p>
      </div>
    );
  }
  if (invitation.hasAccount) {
    return (
      <div className="grid gap-4 text-center">
        <p>
          <span className="font-medium break-all">{invitation.email}</span> already has a OneTake account. Sign in with
          it to join.
        </p>
        <Button asChild>
          <Link to={`/login?tab=company&redirect=${encodeURIComponent(here)}`}>Sign in to join</Link>
        </Button>
      </div>
    );
  }
  return <NewAccountForm invitation={invitation} accept={accept} />;
}

function NewAccountForm({
  invitation,
  accept,
}: {
  invitation: InvitationPreview;
  accept: ReturnType<typeof useAcceptMemberInvitation>;
}) {
  const form = useForm<NewAccountValues>({
    resolver: zodResolver(newAccountSchema),
    defaultValues: { firstName: "", lastName: "", password: "", confirmPassword: "" },
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      aria-labelledby="join-title"
      className="grid gap-5"
      onSubmit={form.handleSubmit(({ firstName, lastName, password }) =>
        accept.mutate(
          { newAccount: { firstName, lastName, password } },
          { onError: (error) => applyServerFieldErrors(error, form, ["firstName", "lastName", "password"]) },
        ),
      )}
    >
      <p className="text-sm text-muted-foreground">
        Create your account for <span className="font-medium break-all text-foreground">{invitation.email}</span>.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register("firstName")} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register("lastName")} />
        </FormField>
      </div>
      <NewPasswordField form={form} name="password" />
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <Button type="submit" loading={accept.isPending} loadingText="Joining...">
        Create my account and join
      </Button>
    </form>
  );
}
