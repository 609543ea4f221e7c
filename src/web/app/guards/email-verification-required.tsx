import { MailCheck } from "lucide-react";
import { StandaloneCardPage } from "@web/components/standalone-card-page";
import { Button } from "@web/components/ui/button";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useSignOut } from "@web/lib/session/session";
import { useResendVerificationEmail } from "@web/features/accounts/lib/use-resend-verification-email";

/** Shown by the guard to a signed-in user whose e-mail address is not confirmed yet. */
export function EmailVerificationRequired({ email }: { email: string }) {
  usePageMeta({ title: "Email Verification Required" });

  // The link signs the user in and lands on /dashboard, which forwards to their own dashboard.
  const resend = useResendVerificationEmail();

  const signOut = useSignOut({
    redirectTo: "/login",
    successTitle: "Signed out",
    successDescription: "Please try logging in again after verifying your email",
  });

  return (
    <StandaloneCardPage
      titleId="verify-title"
      title="Email Verification Required"
      icon={MailCheck}
      iconTone="primary"
      brandLinksHome={false}
      summary={
        <>
          <p className="font-medium">Check your inbox</p>
          <p className="text-muted-foreground">
            We sent a confirmation link to <span className="font-medium wrap-anywhere text-foreground">{email}</span>.
            Open it to confirm your address, then your dashboard is ready.
          </p>
        </>
      }
      footnote="The link is valid for 24 hours. If you cannot find the email, check your spam folder or send it again."
    >
      <Button onClick={() => resend.mutate({ email })} loading={resend.isPending} loadingText="Sending...">
        Resend Verification Email
      </Button>
      <Button
        variant="outline"
        onClick={() => signOut.mutate()}
        loading={signOut.isPending}
        loadingText="Signing out..."
      >
        Sign Out
      </Button>
    </StandaloneCardPage>
  );
}
