import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { useId } from "react";
import { Controller, useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import {
  companyIndustries,
  companyRegistrationSchema,
  companySizes,
  REGISTRATION_SUBMIT_THRESHOLD,
  registrationProgress,
  type CompanyRegistration,
  type CompanyRegistrationInput,
} from "@shared/accounts/company-registration";
import { registerCompanyContract } from "@shared/accounts/contracts";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { CheckboxField } from "@web/components/ui/checkbox-field";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Progress } from "@web/components/ui/progress";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toaster";
import { callApi } from "@web/lib/api-client";
import { usePageMeta } from "@web/lib/page-meta";
import { AccountPage } from "../components/account-page";
import { ConsentLink } from "../components/consent-label";
import { PasswordChecklist } from "../components/password-checklist";
import { setServerFieldErrors } from "../lib/server-field-errors";

type Values = CompanyRegistrationInput;
type Form = UseFormReturn<Values, unknown, CompanyRegistration>;

const DESCRIPTION_MAX = 500;

const fieldOrder: (keyof Values)[] = [
  "companyName",
  "website",
  "linkedinProfile",
  "industry",
  "size",
  "description",
  "contactName",
  "contactEmail",
  "contactPhone",
  "password",
  "termsAccepted",
  "verificationDisclaimer",
];

const defaultValues: Values = {
  companyName: "",
  website: "",
  linkedinProfile: "",
  industry: "",
  size: "",
  contactName: "",
  contactEmail: "",
  contactPhone: "",
  description: "",
  password: "",
  termsAccepted: false,
  verificationDisclaimer: false,
};

/** /register-company: a company account, pending manual verification. */
export function RegisterCompanyPage() {
  usePageMeta({
    title: "Join as a Company",
    description: "Register your AI company on OneTake with a business email. Verification typically takes 24 hours.",
  });
  const navigate = useNavigate();
  const progressLabelId = useId();

  const form = useForm<Values, unknown, CompanyRegistration>({
    resolver: zodResolver(companyRegistrationSchema),
    defaultValues,
    mode: "onChange",
  });
  const progress = useWatch({ control: form.control, compute: (values: Values) => registrationProgress(values) });

  const submit = useMutation({
    mutationFn: (values: CompanyRegistration) => callApi(registerCompanyContract, { body: values }),
    onSuccess: () => {
      toast.success("Account created successfully", {
        description: "Please check your email for verification instructions.",
      });
      void navigate("/company-registration-success");
    },
    onError: (error) => {
      const fields = setServerFieldErrors<Values>(error, fieldOrder, form.setError);
      if (fields[0]) form.setFocus(fields[0]);
      else toast.error("Registration failed", { description: error.message });
    },
  });

  const canSubmit = progress >= REGISTRATION_SUBMIT_THRESHOLD;

  return (
    <AccountPage
      titleId="register-company-title"
      width="wide"
      title="Join as a Company"
      description="Hire from a network of AI-interviewed candidates: watch one recorded interview instead of scheduling a first-round call."
    >
      <div className="flex gap-3 rounded-lg border border-blue-200 bg-info-tint p-4 text-info">
        <ShieldCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 className="font-semibold">Employer Verification Required</h2>
          <p className="text-sm">
            Register with your business email address; personal addresses such as Gmail or Yahoo are not accepted. Our
            team checks your email domain against your company website, and verification typically takes place within 24
            hours. You can sign in meanwhile; candidates become visible once your company is approved.
          </p>
        </div>
      </div>

      <Card>
        <CardContent className="p-4 sm:p-8">
          <form
            noValidate
            aria-labelledby="register-company-title"
            onSubmit={form.handleSubmit((values) => submit.mutate(values))}
            className="grid gap-8"
          >
            <div className="grid gap-2">
              <div className="flex items-center justify-between gap-4 text-sm">
                <span id={progressLabelId} className="font-medium">
                  Registration progress
                </span>
                <span className="text-muted-foreground tabular-nums">{progress}%</span>
              </div>
              <Progress value={progress} aria-labelledby={progressLabelId} />
              <p className="text-sm text-muted-foreground">
                Register Company unlocks once {REGISTRATION_SUBMIT_THRESHOLD}% of the required fields are filled.
              </p>
            </div>

            <CompanyFields form={form} />
            <ContactFields form={form} />

            <div className="grid gap-3 border-t border-border pt-6">
              <Button
                type="submit"
                size="lg"
                disabled={!canSubmit}
                loading={submit.isPending}
                loadingText="Processing..."
              >
                Register Company
              </Button>
              <p className="text-center text-sm text-muted-foreground">
                <Link
                  to="/login?tab=company"
                  className="font-medium text-indigo-700 underline-offset-4 hover:underline"
                >
                  Already registered? Sign in
                </Link>
              </p>
            </div>
          </form>
        </CardContent>
      </Card>
    </AccountPage>
  );
}

function CompanyFields({ form }: { form: Form }) {
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: "description" }) ?? "";
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 text-lg font-semibold">Company</legend>
      <FormField label="Company name" error={errors.companyName?.message} className="sm:col-span-2">
        <Input autoComplete="organization" {...form.register("companyName")} />
      </FormField>
      <FormField label="Company website" error={errors.website?.message} hint="e.g. acme.ai">
        <Input type="url" inputMode="url" autoComplete="url" {...form.register("website")} />
      </FormField>
      <FormField
        label="Company LinkedIn page"
        optional
        error={errors.linkedinProfile?.message}
        hint="e.g. linkedin.com/company/acme"
      >
        <Input type="url" inputMode="url" {...form.register("linkedinProfile")} />
      </FormField>
      <Controller
        control={form.control}
        name="industry"
        render={({ field, fieldState }) => (
          <FormField label="Industry" error={fieldState.error?.message}>
            <Select name={field.name} value={field.value} onValueChange={field.onChange}>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder="Select an industry" />
              </SelectTrigger>
              <SelectContent>
                {companyIndustries.map((industry) => (
                  <SelectItem key={industry} value={industry}>
                    {industry}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="size"
        render={({ field, fieldState }) => (
          <FormField label="Company size" error={fieldState.error?.message}>
            <Select name={field.name} value={field.value} onValueChange={field.onChange}>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder="Select your company size" />
              </SelectTrigger>
              <SelectContent>
                {companySizes.map((size) => (
                  <SelectItem key={size} value={size}>
                    {size} employees
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        )}
      />
      <FormField
        label="Company description"
        error={errors.description?.message}
        hint="What you build and the roles you hire for."
        counter={{ current: description.length, max: DESCRIPTION_MAX }}
        className="sm:col-span-2"
      >
        <Textarea rows={4} {...form.register("description")} />
      </FormField>
    </fieldset>
  );
}

function ContactFields({ form }: { form: Form }) {
  const { errors } = form.formState;
  const checklistId = useId();
  const password = useWatch({ control: form.control, name: "password" }) ?? "";
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 text-lg font-semibold">Contact and account</legend>
      <FormField label="Contact name" error={errors.contactName?.message}>
        <Input autoComplete="name" {...form.register("contactName")} />
      </FormField>
      <FormField label="Contact phone" optional error={errors.contactPhone?.message}>
        <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register("contactPhone")} />
      </FormField>
      <FormField
        label="Business email"
        error={errors.contactEmail?.message}
        hint="Use your work address at your company's domain. You sign in with it."
        className="sm:col-span-2"
      >
        <Input type="email" inputMode="email" autoComplete="email" {...form.register("contactEmail")} />
      </FormField>
      <div className="grid gap-2 sm:col-span-2">
        <FormField label="Create a password" error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            aria-describedby={checklistId}
            {...form.register("password")}
          />
        </FormField>
        <PasswordChecklist id={checklistId} password={password} />
      </div>
      <div className="grid gap-4 sm:col-span-2">
        <CheckboxField
          control={form.control}
          name="termsAccepted"
          label={
            <>
              I accept the <ConsentLink to="/terms-of-service">Terms of Service</ConsentLink> and the{" "}
              <ConsentLink to="/privacy-policy">Privacy Policy</ConsentLink> on behalf of my company.
            </>
          }
        />
        <CheckboxField
          control={form.control}
          name="verificationDisclaimer"
          label="I understand that OneTake verifies my company's email domain and website before we can browse candidates, which typically takes 24 hours."
        />
      </div>
    </fieldset>
  );
}
