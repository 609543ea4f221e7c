import { MailCheck } from "lucide-react";
import { BrandMark } from "@web/components/brand/brand-mark";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toaster";
import { BRAND_NAME } from "@web/lib/brand";
import { usePageMeta } from "@web/lib/page-meta";
import { useSignOut } from "@web/lib/session";
import { useResendVerification } from "@web/features/accounts/api/resend-verification";

/** Shown by the guard to a signed-in user whose e-mail address is not confirmed yet. */
export function EmailVerificationRequired({ email }: { email: string }) {
  usePageMeta({ title: "Email Verification Required" });

  // The link signs the user in and lands on /dashboard, which forwards to their own dashboard.
  const resend = useResendVerification({
    onSuccess: () => {
      toast.success("Verification email sent", { description: "Please check your inbox and spam folder" });
    },
    onError: (error) => {
      toast.error("Failed to send verification email", { description: error.message || "Please try again later" });
    },
  });

  const signOut = useSignOut({
    redirectTo: "/login",
    successTitle: "Signed out",
    successDescription: "Please try logging in again after verifying your email",
  });

  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-slate-50 px-4 py-12 sm:px-6"
    >
      <p className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        <BrandMark />
        {BRAND_NAME}
      </p>
      <section
        aria-labelledby="verify-title"
        className="grid w-full max-w-md gap-6 rounded-lg border border-border bg-background p-6 text-center sm:p-8"
      >
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary-tint text-primary-tint-foreground">
          <MailCheck className="size-6" aria-hidden="true" />
        </div>
        <div className="grid gap-2">
          <h1 id="verify-title" className="text-2xl font-semibold tracking-tight">
            Email Verification Required
          </h1>
          <p className="font-medium">Check your inbox</p>
          <p className="text-muted-foreground">
            We sent a confirmation link to <span className="font-medium wrap-anywhere text-foreground">{email}</span>.
            Open it to confirm your address, then your dashboard is ready.
          </p>
        </div>
        <div className="grid gap-3">
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
        </div>
        <p className="text-sm text-muted-foreground">
          The link is valid for 24 hours. If you cannot find the email, check your spam folder or send it again.
        </p>
      </section>
    </main>
  );
}
