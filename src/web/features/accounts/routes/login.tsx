import { zodResolver } from "@hookform/resolvers/zod";
import { Building2, ChevronDown, UserRound, Wrench } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { dashboardPathFor } from "@shared/accounts/access";
import type { Me } from "@shared/accounts/contracts";
import { loginSchema, type LoginInput } from "@shared/accounts/login";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { toast } from "@web/components/ui/toaster";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useMe } from "@web/lib/session/session";
import { useDevAdminSignIn } from "../api/dev-admin-sign-in";
import { useClientConfig } from "../api/get-client-config";
import { useSignIn } from "../api/sign-in";
import { AccountPage } from "../components/account-page";
import { ReturnHomeButton } from "../components/return-home-button";
import { safeRedirect } from "../lib/safe-redirect";

type Audience = "candidate" | "company";

const linkClass = "font-medium text-indigo-700 underline-offset-4 hover:underline";

/** /login: candidate and company sign-in, and the development-only admin access. */
export function LoginPage() {
  usePageMeta({
    title: "Login",
    description: "Sign in to OneTake as a candidate or as a company.",
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const audience: Audience = searchParams.get("tab") === "company" ? "company" : "candidate";
  const redirect = safeRedirect(searchParams.get("redirect"));
  const navigate = useNavigate();
  const me = useMe();

  const destinationFor = (account: Me | null) =>
    redirect ?? dashboardPathFor(account?.user.userType, account?.user.isAdmin ?? false);

  const signIn = useSignIn({
    onSuccess: (account) => {
      // An unverified account lands on the verification screen, which says what to do; a
      // 'Signed in successfully' on top of it would contradict it.
      if (account && (account.user.emailVerified || account.user.isAdmin)) toast.success("Signed in successfully");
      void navigate(destinationFor(account), { replace: true });
    },
    onError: (error) => {
      toast.error("Sign in failed", { description: error.message });
    },
  });

  const adminSignIn = useDevAdminSignIn({
    onSuccess: () => {
      toast.success("Signed in as Enterprise Admin");
      // The developer admin is an admin: the console is where it works.
      void navigate("/admin", { replace: true });
    },
    onError: (error) => {
      toast.error("Sign in failed", { description: error.message });
    },
  });

  // Someone already signed in has nothing to do here (a sign-in in progress navigates by itself).
  if (me.data && signIn.isIdle && adminSignIn.isIdle) {
    return <Navigate to={destinationFor(me.data)} replace />;
  }

  function selectAudience(value: string) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set("tab", value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  const busy = signIn.isPending || adminSignIn.isPending;

  return (
    <AccountPage titleId="login-title" title="Welcome back" description="Sign in to continue to your dashboard.">
      {me.isPending ? (
        <LoginSkeleton />
      ) : (
        <Card>
          <CardContent className="p-4 sm:p-6">
            <Tabs value={audience} onValueChange={selectAudience}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="candidate">
                  <UserRound aria-hidden="true" />
                  Candidate
                </TabsTrigger>
                <TabsTrigger value="company">
                  <Building2 aria-hidden="true" />
                  Company
                </TabsTrigger>
              </TabsList>
              <TabsContent value="candidate" className="grid gap-6 pt-2">
                <LoginForm
                  audience="candidate"
                  pending={signIn.isPending}
                  disabled={busy}
                  onSubmit={(values) => signIn.mutate(values)}
                />
                <p className="text-center text-sm text-muted-foreground">
                  New to OneTake?{" "}
                  <Link to="/apply" className={linkClass}>
                    Apply Now
                  </Link>
                </p>
              </TabsContent>
              <TabsContent value="company" className="grid gap-6 pt-2">
                <LoginForm
                  audience="company"
                  pending={signIn.isPending}
                  disabled={busy}
                  onSubmit={(values) => signIn.mutate(values)}
                />
                <p className="text-center text-sm text-muted-foreground">
                  Hiring for an AI company?{" "}
                  <Link to="/register-company" className={linkClass}>
                    Register Your Company
                  </Link>
                </p>
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      )}

      <div className="grid justify-items-center gap-6">
        <ReturnHomeButton />
        <DeveloperOptions pending={adminSignIn.isPending} disabled={busy} onAdminAccess={() => adminSignIn.mutate()} />
      </div>
    </AccountPage>
  );
}

function LoginForm({
  audience,
  pending,
  disabled,
  onSubmit,
}: {
  audience: Audience;
  pending: boolean;
  disabled: boolean;
  onSubmit: (values: LoginInput) => void;
}) {
  const headingId = useId();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={form.handleSubmit((values) => onSubmit(values))}
      className="grid gap-5"
    >
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {audience === "candidate" ? "Candidate sign in" : "Company sign in"}
        </h2>
        <p className="text-sm text-muted-foreground">
          {audience === "candidate"
            ? "Track your applications and your AI interview."
            : "Browse AI-interviewed candidates and manage your job postings."}
        </p>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
      </FormField>
      <div className="grid gap-1.5">
        <FormField label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register("password")} />
        </FormField>
        {audience === "candidate" && (
          <Link to="/forgot-password" className={`${linkClass} justify-self-end text-sm`}>
            Forgot password?
          </Link>
        )}
      </div>
      <Button type="submit" loading={pending} loadingText="Signing in..." disabled={disabled}>
        Sign In
      </Button>
    </form>
  );
}

function DeveloperOptions({
  pending,
  disabled,
  onAdminAccess,
}: {
  pending: boolean;
  disabled: boolean;
  onAdminAccess: () => void;
}) {
  const config = useClientConfig();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!config.data?.devAdminEnabled) return null;

  return (
    <div className="grid w-full justify-items-center gap-3">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Wrench aria-hidden="true" />
        Show developer options
        <ChevronDown className={open ? "rotate-180" : undefined} aria-hidden="true" />
      </Button>
      {open && (
        <div
          id={panelId}
          className="grid w-full gap-3 rounded-lg border border-dashed border-slate-300 p-4 text-center"
        >
          <p className="text-sm text-muted-foreground">
            For development and testing only: signs in as the built-in enterprise admin, which skips email verification.
            This option does not exist in production.
          </p>
          <Button
            variant="secondary"
            onClick={onAdminAccess}
            loading={pending}
            loadingText="Signing in..."
            disabled={disabled}
          >
            Enterprise Admin Access
          </Button>
        </div>
      )}
    </div>
  );
}

function LoginSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="grid gap-5 rounded-lg border border-border p-4 sm:p-6">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-5 w-40" />
      <div className="grid gap-2">
        <Skeleton className="h-4 w-16" />
        <Skeleton className="h-10 w-full" />
      </div>
      <div className="grid gap-2">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-10 w-full" />
      </div>
      <Skeleton className="h-10 w-full" />
    </div>
  );
}
