import { zodResolver } from "@hookform/resolvers/zod";
import { LinkIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { passwordSchema } from "@shared/accounts/password";
import { RESUME_CLAIM_HOURS, resumeClaimMessages } from "@shared/leads/resume-claim";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toaster";
import { isApiError } from "@web/lib/http/api-error";
import { applyServerFieldErrors } from "@web/lib/forms/form-errors";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useClaimResumeAccount } from "../api/claim-resume-account";
import { AccountPage } from "../components/account-page";
import { NewPasswordField } from "../components/new-password-field";

const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";

const schema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORDS_DO_NOT_MATCH,
  });
type Values = z.input<typeof schema>;

/** /claim-account?token=...: where the resume form's e-mail lands; a password makes the account (decision 0045). */
export function ClaimAccountPage() {
  usePageMeta({ title: "Create your account" });
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const navigate = useNavigate();
  const [refused, setRefused] = useState(false);

  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: "", confirmPassword: "" },
  });

  const claim = useClaimResumeAccount({
    onSuccess: () => {
      toast.success(resumeClaimMessages.claimed);
      void navigate("/candidate-dashboard", { replace: true });
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, form, ["password"]).length > 0) return;
      if (isApiError(error) && error.status === 404) setRefused(true);
      else toast.error("Your account was not created", { description: error.message });
    },
  });

  return (
    <AccountPage
      titleId="claim-title"
      title="Create your account"
      description="Choose a password. Verified companies can then find you in the OneTake candidate pool with the resume you sent, and you can record your interview whenever you like."
    >
      <Card>
        <CardContent className="p-4 sm:p-6">
          {!token || refused ? (
            <div role="alert" className="grid justify-items-center gap-4 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-danger-tint text-rose-700">
                <LinkIcon className="size-6" aria-hidden="true" />
              </span>
              <p className="font-medium">{resumeClaimMessages.invalidLink}</p>
              <p className="text-sm text-muted-foreground">
                The link works once and for {RESUME_CLAIM_HOURS} hours. Already set your password? Sign in. Otherwise
                send your resume again for a new link.
              </p>
              <div className="flex flex-wrap justify-center gap-2">
                <Button asChild>
                  <Link to="/login">Sign in</Link>
                </Button>
                <Button variant="outline" asChild>
                  <Link to="/upload-resume">Upload your resume</Link>
                </Button>
              </div>
            </div>
          ) : (
            <form
              noValidate
              aria-labelledby="claim-title"
              onSubmit={form.handleSubmit((values) => claim.mutate({ token, password: values.password }))}
              className="grid gap-5"
            >
              <NewPasswordField form={form} name="password" />
              <FormField label="Confirm password" error={form.formState.errors.confirmPassword?.message}>
                <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
              </FormField>
              <Button type="submit" loading={claim.isPending} loadingText="Processing...">
                Create my account
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </AccountPage>
  );
}
