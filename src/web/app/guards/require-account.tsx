import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { accessMessages, dashboardPathFor, type UserTypeName } from "@shared/accounts/access";
import type { Me } from "@shared/accounts/contracts";
import { LoadingScreen } from "@web/components/loading-screen";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toaster";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { isLeavingEndedSession, useMe, useSignOut } from "@web/lib/session/session";
import { EmailVerificationRequired } from "./email-verification-required";

export interface RequireAccountProps {
  /** The user type the pages below need; admins count as enterprise. Omit to let any account in. */
  userType?: UserTypeName;
  /** Only OneTake admins (the admin console). */
  requireAdmin?: boolean;
}

function hasUserType(me: Me, userType: UserTypeName): boolean {
  return me.user.userType === userType || (userType === "enterprise" && me.user.isAdmin);
}

/**
 * A layout route that lets its children render only for the right account, in the spec's order:
 * loading screen; signed out -> /login remembering where the user was; e-mail not verified (admins
 * exempt) -> the verification screen; wrong user type -> 'Access denied' and the user's own dashboard.
 */
export function RequireAccount({ userType, requireAdmin = false }: RequireAccountProps) {
  const location = useLocation();
  const me = useMe();

  if (me.isPending) return <LoadingScreen />;
  if (me.isError) return <SessionCheckFailed onRetry={() => void me.refetch()} retrying={me.isFetching} />;

  const account = me.data;
  // A sign-out or account deletion on this page is already taking the user elsewhere.
  if (!account && isLeavingEndedSession()) return null;
  if (!account) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  if (!account.user.emailVerified && !account.user.isAdmin)
    return <EmailVerificationRequired email={account.user.email} />;

  const ownDashboard = dashboardPathFor(account.user.userType, account.user.isAdmin);
  if (requireAdmin && !account.user.isAdmin) {
    return <AccessDenied description={accessMessages.adminOnly} to={ownDashboard} />;
  }
  if (userType && !hasUserType(account, userType)) {
    return <AccessDenied description={accessMessages.onlyFor(userType)} to={ownDashboard} />;
  }
  // A company login whose membership was removed (decision 0082): say so, rather than fail each page.
  if (userType === "enterprise" && !account.user.isAdmin && account.company === null) return <NoCompany />;
  return <Outlet />;
}

/** Candidate-only pages. */
export function CandidateOnly() {
  return <RequireAccount userType="candidate" />;
}

/** Enterprise-only pages (admins included). */
export function EnterpriseOnly() {
  return <RequireAccount userType="enterprise" />;
}

/** Pages any verified account may open, e.g. /dashboard. */
export function AnyAccount() {
  return <RequireAccount />;
}

/** The admin console. */
export function AdminOnly() {
  return <RequireAccount requireAdmin />;
}

function AccessDenied({ description, to }: { description: string; to: string }) {
  useEffect(() => {
    // A fixed id: StrictMode's second effect run updates the same toast instead of adding one.
    toast.error(accessMessages.accessDenied, { id: "access-denied", description });
  }, [description]);
  return <Navigate to={to} replace />;
}

function SessionCheckFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  usePageMeta({ title: "Could not load your account" });
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-6 px-6 text-center">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">We could not load your account</h1>
        <p className="text-muted-foreground">The server did not answer. Check your connection, then try again.</p>
      </div>
      <Button onClick={onRetry} loading={retrying} loadingText="Retrying...">
        Try again
      </Button>
    </main>
  );
}

function NoCompany() {
  usePageMeta({ title: "No company" });
  const signOut = useSignOut();
  return (
    <main className="mx-auto grid min-h-dvh max-w-md content-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold">You have no company on OneTake</h1>
      <p role="alert" className="text-muted-foreground">
        {accessMessages.noCompany}
      </p>
      <Button onClick={() => signOut.mutate()} loading={signOut.isPending} loadingText="Signing out...">
        Sign out
      </Button>
    </main>
  );
}
