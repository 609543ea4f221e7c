import { zodResolver } from "@hookform/resolvers/zod";
import { LinkIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { passwordSchema } from "@shared/accounts/password";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toaster";
import { isApiError } from "@web/lib/http/api-error";
import { applyServerFieldErrors } from "@web/lib/forms/form-errors";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { AccountPage } from "../components/account-page";
import { NewPasswordField } from "../components/new-password-field";
import { useResetPassword } from "../api/reset-password";

export const INVALID_RESET_LINK = "This reset link is invalid or has expired.";
const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";

const schema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORDS_DO_NOT_MATCH,
  });
type Values = z.input<typeof schema>;

/** Failures that say nothing about the link itself (connection, rate limit, server trouble). */
function isTransientFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status === 429 || error.status >= 500);
}

/** /reset-password?token=...: the page the reset e-mail's link lands on. */
export function ResetPasswordPage() {
  usePageMeta({ title: "Choose a new password" });
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const linkError = searchParams.get("error");
  const navigate = useNavigate();
  const [refused, setRefused] = useState(false);

  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  const reset = useResetPassword({
    onSuccess: () => {
      toast.success("Password updated");
      void navigate("/login", { replace: true });
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, form, ["newPassword"]).length > 0) return;
      if (isTransientFailure(error)) toast.error("Password not updated", { description: error.message });
      else setRefused(true);
    },
  });

  const linkBroken = !token || Boolean(linkError) || refused;

  return (
    <AccountPage
      titleId="reset-title"
      title="Choose a new password"
      description="Your new password replaces the old one and signs you out everywhere else."
    >
      <Card>
        <CardContent className="p-4 sm:p-6">
          {linkBroken ? (
            <div role="alert" className="grid justify-items-center gap-4 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-danger-tint text-rose-700">
                <LinkIcon className="size-6" aria-hidden="true" />
              </span>
              <p className="font-medium">{INVALID_RESET_LINK}</p>
              <p className="text-sm text-muted-foreground">
                Reset links work once and for 1 hour. Ask for a new one and use the newest email.
              </p>
              <Button asChild>
                <Link to="/forgot-password">Request a new link</Link>
              </Button>
            </div>
          ) : (
            <form
              noValidate
              aria-labelledby="reset-title"
              onSubmit={form.handleSubmit((values) =>
                reset.mutate({ newPassword: values.newPassword, token: token ?? "" }),
              )}
              className="grid gap-5"
            >
              <NewPasswordField form={form} name="newPassword" label="New password" />
              <FormField label="Confirm new password" error={form.formState.errors.confirmPassword?.message}>
                <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
              </FormField>
              <Button type="submit" loading={reset.isPending} loadingText="Processing...">
                Update password
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </AccountPage>
  );
}
