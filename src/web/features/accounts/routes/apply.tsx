import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useForm, useWatch, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import {
  candidateApplicationSchema,
  candidateApplicationSteps,
  experienceLevels,
  SUMMARY_MAX,
  type CandidateApplication,
  type CandidateApplicationInput,
} from "@shared/accounts/candidate-application";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { CheckboxField } from "@web/components/ui/checkbox-field";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { SelectField } from "@web/components/ui/select-field";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toaster";
import { cn } from "@web/lib/ui/cn";
import { applyServerFieldErrors } from "@web/lib/forms/form-errors";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useMe } from "@web/lib/session/session";
import { AccountPage } from "../components/account-page";
import { ConsentLink } from "../components/consent-label";
import { NewPasswordField } from "../components/new-password-field";
import { useRegisterCandidate } from "../api/register-candidate";
import { clearApplyDraft, restoreApplyDraft, saveApplyDraft, stepFromUrl } from "../lib/apply-draft";
import { scrollToTop } from "../lib/scroll-to-top";

type Values = CandidateApplicationInput;
type FieldName = keyof Values;

const steps = candidateApplicationSteps;
const lastStep = steps.length - 1;
const allFields: FieldName[] = steps.flatMap((step) => [...step.fields]);

function stepOf(field: string): number {
  const index = steps.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? lastStep : index;
}

const defaultValues: Partial<Values> = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  jobTitle: "",
  location: "",
  skills: "",
  linkedin: "",
  summary: "",
  preferredRoles: "",
  password: "",
  termsAccepted: false,
  smsConsent: false,
  marketingConsent: false,
};

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
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const step = stepFromUrl(searchParams, steps.length);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const focusAfterStepChange = useRef<FieldName | null>(null);

  const [initialValues] = useState(() => restoreApplyDraft(defaultValues, allFields));
  const form = useForm<Values, unknown, CandidateApplication>({
    resolver: zodResolver(candidateApplicationSchema),
    defaultValues: initialValues,
    mode: "onTouched",
  });
  const { setFocus, subscribe } = form;

  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => saveApplyDraft(values) }),
    [subscribe],
  );

  useEffect(() => {
    // After Back, Continue or a jump to an error, focus moves to the new step (never on first load).
    if (shownStep.current === step) return;
    shownStep.current = step;
    const field = focusAfterStepChange.current;
    focusAfterStepChange.current = null;
    if (field) setFocus(field);
    else headingRef.current?.focus();
  }, [step, setFocus]);

  function goTo(next: number, focusField?: FieldName) {
    if (next === step) {
      if (focusField) setFocus(focusField);
      return;
    }
    focusAfterStepChange.current = focusField ?? null;
    // A history entry per step, so the browser's Back and Forward walk through the wizard.
    setSearchParams(next === 0 ? {} : { step: String(next + 1) });
    scrollToTop();
  }

  const submit = useRegisterCandidate({
    onSuccess: () => {
      clearApplyDraft();
      toast.success("Account created! Please check your email to verify your account.");
      void navigate("/candidate-registration-success");
    },
    onError: (error) => {
      const fields = applyServerFieldErrors(error, form, allFields, { focus: false });
      const first = fields[0];
      if (first) goTo(stepOf(first), first);
      else toast.error("Application failed", { description: error.message });
    },
  });

  function revealFirstError(errors: FieldErrors<Values>) {
    const first = allFields.find((field) => errors[field]);
    if (first) goTo(stepOf(first), first);
  }

  async function next() {
    const fields = steps[step]!.fields;
    const valid = await form.trigger([...fields], { shouldFocus: true });
    if (valid) {
      goTo(step + 1);
      return;
    }
    // Count the step's fields as touched, so each message clears as soon as its field is fixed
    // (onTouched re-validates touched fields on change) rather than on the click that follows.
    for (const field of fields) form.setValue(field, form.getValues(field), { shouldTouch: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Enter in a field of steps 1 and 2 means Continue, not "submit the whole application".
    if (step < lastStep) {
      event.preventDefault();
      void next();
      return;
    }
    void form.handleSubmit((values) => submit.mutate(values), revealFirstError)(event);
  }

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

type Form = UseFormReturn<Values, unknown, CandidateApplication>;

function StepIndicator({ current }: { current: number }) {
  return (
    <nav aria-label="Application progress">
      <ol className="grid grid-cols-3 gap-2">
        {steps.map((step, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={step.title}
              aria-current={active ? "step" : undefined}
              className="grid justify-items-center gap-2 text-center"
            >
              <span
                className={cn(
                  "flex size-8 items-center justify-center rounded-full border text-sm font-semibold tabular-nums",
                  done && "border-primary bg-primary text-primary-foreground",
                  active && "border-primary bg-primary-tint text-primary-tint-foreground",
                  !done && !active && "border-slate-300 text-muted-foreground",
                )}
              >
                {done ? <Check className="size-4" aria-hidden="true" /> : index + 1}
              </span>
              <span
                className={cn("text-xs sm:text-sm", active ? "font-medium text-foreground" : "text-muted-foreground")}
              >
                {step.title}
                {done && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function PersonalStep({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label="First name" error={errors.firstName?.message}>
        <Input autoComplete="given-name" {...form.register("firstName")} />
      </FormField>
      <FormField label="Last name" error={errors.lastName?.message}>
        <Input autoComplete="family-name" {...form.register("lastName")} />
      </FormField>
      <FormField
        label="Email"
        error={errors.email?.message}
        hint="We send your verification link here."
        className="sm:col-span-2"
      >
        <Input type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
      </FormField>
      <FormField
        label="Phone number"
        error={errors.phone?.message}
        hint="Include your country code, e.g. +1 415 555 0132."
        className="sm:col-span-2"
      >
        <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register("phone")} />
      </FormField>
    </div>
  );
}

function ProfessionalStep({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-5">
      <FormField label="Current or desired job title" error={errors.jobTitle?.message}>
        <Input autoComplete="organization-title" {...form.register("jobTitle")} />
      </FormField>
      <SelectField
        control={form.control}
        name="experience"
        label="Experience level"
        placeholder="Select your experience level"
        options={experienceLevels}
      />
      <FormField label="Location" error={errors.location?.message} hint="City and country, or Remote.">
        <Input autoComplete="address-level2" {...form.register("location")} />
      </FormField>
      <FormField
        label="Key skills"
        error={errors.skills?.message}
        hint="Separate skills with commas, e.g. Python, PyTorch, RAG, evaluation."
      >
        <Input {...form.register("skills")} />
      </FormField>
    </div>
  );
}

function PreferencesStep({ form }: { form: Form }) {
  const { errors } = form.formState;
  const summary = useWatch({ control: form.control, name: "summary" }) ?? "";

  return (
    <div className="grid gap-5">
      <FormField
        label="LinkedIn profile"
        optional
        error={errors.linkedin?.message}
        hint="e.g. linkedin.com/in/your-name"
      >
        <Input type="url" inputMode="url" autoComplete="url" {...form.register("linkedin")} />
      </FormField>
      <FormField
        label="Bio"
        error={errors.summary?.message}
        hint="A short professional summary: what you do and the work you want next. At least 50 characters."
        counter={{ current: summary.length, max: SUMMARY_MAX }}
      >
        <Textarea rows={5} {...form.register("summary")} />
      </FormField>
      <FormField
        label="Preferred roles"
        error={errors.preferredRoles?.message}
        hint="e.g. ML Engineer, Applied Scientist, Solutions Engineer."
      >
        <Input {...form.register("preferredRoles")} />
      </FormField>
      <NewPasswordField form={form} name="password" />

      <fieldset className="grid gap-4 border-t border-border pt-5">
        <legend className="sr-only">Consents</legend>
        <CheckboxField
          control={form.control}
          name="termsAccepted"
          label={
            <>
              I accept the <ConsentLink to="/terms-of-service">Terms of Service</ConsentLink> and the{" "}
              <ConsentLink to="/privacy-policy">Privacy Policy</ConsentLink>, and confirm I am at least 18.
            </>
          }
        />
        <CheckboxField
          control={form.control}
          name="smsConsent"
          label="I agree to receive SMS notifications about my application and interviews."
        />
        <CheckboxField
          control={form.control}
          name="marketingConsent"
          label="I agree to receive marketing communications from OneTake."
        />
      </fieldset>
    </div>
  );
}
