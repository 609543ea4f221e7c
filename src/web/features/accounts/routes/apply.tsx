import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link, Navigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useMe } from "@web/lib/session/session";
import { AccountPage } from "../components/account-page";
import { lastStep, steps } from "./apply/apply-form-model";
import { PersonalStep, ProfessionalStep } from "./apply/personal-and-professional-steps";
import { PreferencesStep } from "./apply/preferences-step";
import { StepIndicator } from "./apply/step-indicator";
import { useApplyWizard } from "./apply/use-apply-wizard";

/**
 * /apply: the three-step candidate application that creates the account. The step lives in the
 * URL (`?step=2`), so browser Back and Forward move between steps, and what was typed (never the
 * password) in session storage until the application is submitted (decision 0049).
 */
export function ApplyPage() {
  usePageMeta({
    title: "Apply for AI Interview",
    description: "Create your OneTake candidate account in three short steps, then record one AI video interview.",
  });
  const me = useMe();
  const { form, step, headingRef, goTo, onSubmit, submit } = useApplyWizard();

  if (me.data?.user.userType === "candidate") return <Navigate to="/candidate-dashboard" replace />;

  const current = steps[step]!;

  return (
    <AccountPage
      titleId="apply-title"
      width="wide"
      title="Apply for AI Interview"
      description="Three short steps create your account. Afterwards you record one AI video interview of about 20 minutes, and verified AI companies can find you."
    >
      <StepIndicator current={step} />
      <Card>
        <CardContent className="p-4 sm:p-8">
          <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-labelledby="apply-step-title">
            <div className="grid gap-1">
              <p className="text-sm font-medium text-muted-foreground tabular-nums">
                Step {step + 1} of {steps.length}
              </p>
              <h2
                id="apply-step-title"
                ref={headingRef}
                tabIndex={-1}
                className="text-xl font-semibold tracking-tight focus:outline-none"
              >
                {current.title}
              </h2>
            </div>

            {step === 0 && <PersonalStep form={form} />}
            {step === 1 && <ProfessionalStep form={form} />}
            {step === 2 && <PreferencesStep form={form} />}

            <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-between">
              {step > 0 ? (
                <Button variant="outline" onClick={() => goTo(step - 1)} disabled={submit.isPending}>
                  <ArrowLeft aria-hidden="true" />
                  Back
                </Button>
              ) : (
                <span aria-hidden="true" />
              )}
              {step < lastStep ? (
                <Button type="submit">
                  Continue
                  <ArrowRight aria-hidden="true" />
                </Button>
              ) : (
                <Button type="submit" loading={submit.isPending} loadingText="Processing...">
                  Submit Application
                </Button>
              )}
            </div>
          </form>
        </CardContent>
      </Card>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <Link to="/login?tab=candidate" className="font-medium text-indigo-700 underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </AccountPage>
  );
}
