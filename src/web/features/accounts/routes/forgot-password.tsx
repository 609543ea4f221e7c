import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { emailField } from "@shared/accounts/email";
import { loginMessages } from "@shared/accounts/login";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toaster";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { AccountPage } from "../components/account-page";

const schema = z.object({ email: emailField(loginMessages.email) });
type Values = z.input<typeof schema>;

export const RESET_LINK_SENT =
  "If an account exists for that address, we've sent a link to reset your password. It expires in 1 hour.";

/** /forgot-password: asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  usePageMeta({ title: "Forgot password", description: "Get a link to choose a new OneTake password." });
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: "" } });

  // Any answer but a transient failure shows the same confirmation: the page never reveals
  // whether an address has an account.
  const request = useRequestPasswordReset({
    onError: (error) => {
      toast.error("Could not send the reset link", { description: error.message });
    },
  });

  return (
    <AccountPage
      titleId="forgot-title"
      title="Forgot password?"
      description="Enter the email address you signed up with and we'll send you a link to choose a new password."
    >
      <Card>
        <CardContent className="p-4 sm:p-6">
          {request.isSuccess ? (
            <div role="status" className="grid justify-items-center gap-4 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-success-tint text-success">
                <MailCheck className="size-6" aria-hidden="true" />
              </span>
              <h2 className="text-lg font-semibold">Check your inbox</h2>
              <p className="text-muted-foreground">{RESET_LINK_SENT}</p>
              <Button variant="outline" onClick={() => request.reset()}>
                Use a different address
              </Button>
            </div>
          ) : (
            <form
              noValidate
              aria-labelledby="forgot-title"
              onSubmit={form.handleSubmit((values) => request.mutate(values))}
              className="grid gap-5"
            >
              <FormField label="Email" error={form.formState.errors.email?.message}>
                <Input type="email" inputMode="email" autoComplete="email" {...form.register("email")} />
              </FormField>
              <Button type="submit" loading={request.isPending} loadingText="Sending...">
                Send reset link
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
      <p className="text-center text-sm text-muted-foreground">
        Remembered it?{" "}
        <Link to="/login" className="font-medium text-indigo-700 underline-offset-4 hover:underline">
          Back to Login
        </Link>
      </p>
    </AccountPage>
  );
}
