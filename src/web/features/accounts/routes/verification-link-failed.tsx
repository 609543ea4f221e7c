import { LinkIcon } from "lucide-react";
import { Link } from "react-router";
import { dashboardPathFor } from "@shared/accounts/access";
import { BrandMark } from "@web/components/brand/brand-mark";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toaster";
import { BRAND_NAME } from "@web/lib/brand";
import { usePageMeta } from "@web/lib/page-meta";
import { useMe } from "@web/lib/session";
import { useResendVerification } from "../api/resend-verification";

export const INVALID_VERIFICATION_LINK = "This verification link is invalid or has expired.";

/**
 * Where a verification link that did not work lands: better-auth sends it back to its callback
 * (/dashboard) with ?error=INVALID_TOKEN or TOKEN_EXPIRED. Says so, and offers the way on that
 * fits who is reading: a new link, the dashboard, or sign-in first.
 */
export function VerificationLinkFailedPage() {
  usePageMeta({ title: "Verification link not valid" });
  const me = useMe();
  const user = me.data?.user;
  const resend = useResendVerification({
    onSuccess: () => {
      toast.success("Verification email sent", { description: "Please check your inbox and spam folder" });
    },
    onError: (error) => {
      toast.error("Failed to send verification email", { description: error.message || "Please try again later" });
    },
  });

  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-slate-50 px-4 py-12 sm:px-6"
    >
      <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight">
        <BrandMark />
        {BRAND_NAME}
      </Link>
      <section
        aria-labelledby="link-failed-title"
        className="grid w-full max-w-md gap-6 rounded-lg border border-border bg-background p-6 text-center sm:p-8"
      >
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-danger-tint text-rose-700">
          <LinkIcon className="size-6" aria-hidden="true" />
        </div>
        <div className="grid gap-2">
          <h1 id="link-failed-title" className="text-2xl font-semibold tracking-tight">
            Verification link not valid
          </h1>
          <p role="alert" className="font-medium">
            {INVALID_VERIFICATION_LINK}
          </p>
          <p className="text-muted-foreground">Verification links work once and for 24 hours. {nextStepText(user)}</p>
        </div>
        <div className="grid gap-3">
          {!user ? (
            <Button asChild>
              <Link to="/login">Sign in</Link>
            </Button>
          ) : user.emailVerified ? (
            <Button asChild>
              <Link to={dashboardPathFor(user.userType, user.isAdmin)}>Go to your dashboard</Link>
            </Button>
          ) : (
            <Button
              onClick={() => resend.mutate({ email: user.email })}
              loading={resend.isPending}
              loadingText="Sending..."
            >
              Resend Verification Email
            </Button>
          )}
          <Button variant="outline" asChild>
            <Link to="/">Return to Home Page</Link>
          </Button>
        </div>
      </section>
    </main>
  );
}

function nextStepText(user: { emailVerified: boolean } | undefined): string {
  if (!user) return "Sign in and we will offer to send you a new one.";
  if (user.emailVerified) return "Your email address is already confirmed, so there is nothing more to do.";
  return "Send yourself a new link and use the newest email.";
}
