import { LinkIcon } from "lucide-react";
import { Link } from "react-router";
import { dashboardPathFor } from "@shared/accounts/access";
import { StandaloneCardPage } from "@web/components/standalone-card-page";
import { Button } from "@web/components/ui/button";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useMe } from "@web/lib/session/session";
import { ReturnHomeButton } from "../components/return-home-button";
import { useResendVerificationEmail } from "../lib/use-resend-verification-email";

const INVALID_VERIFICATION_LINK = "This verification link is invalid or has expired.";

/**
 * Where a verification link that did not work lands: better-auth sends it back to its callback
 * (/dashboard) with ?error=INVALID_TOKEN or TOKEN_EXPIRED. Says so, and offers the way on that
 * fits who is reading: a new link, the dashboard, or sign-in first.
 */
export function VerificationLinkFailedPage() {
  usePageMeta({ title: "Verification link not valid" });
  const me = useMe();
  const user = me.data?.user;
  const resend = useResendVerificationEmail();

  return (
    <StandaloneCardPage
      titleId="link-failed-title"
      title="Verification link not valid"
      icon={LinkIcon}
      iconTone="danger"
      brandLinksHome
      summary={
        <>
          <p role="alert" className="font-medium">
            {INVALID_VERIFICATION_LINK}
          </p>
          <p className="text-muted-foreground">Verification links work once and for 24 hours. {nextStepText(user)}</p>
        </>
      }
    >
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
      <ReturnHomeButton />
    </StandaloneCardPage>
  );
}

function nextStepText(user: { emailVerified: boolean } | undefined): string {
  if (!user) return "Sign in and we will offer to send you a new one.";
  if (user.emailVerified) return "Your email address is already confirmed, so there is nothing more to do.";
  return "Send yourself a new link and use the newest email.";
}
