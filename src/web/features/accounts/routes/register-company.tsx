import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldCheck } from "lucide-react";
import { useId } from "react";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import {
  companyRegistrationSchema,
  companySizes,
  REGISTRATION_SUBMIT_THRESHOLD,
  registrationProgress,
  type CompanyRegistration,
  type CompanyRegistrationInput,
} from "@shared/accounts/company-registration";
import {
  CompanyDescriptionField,
  CompanyIndustryField,
  CompanyNameField,
  CompanyWebsiteField,
} from "@web/components/forms/company-fields";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { CheckboxField } from "@web/components/ui/checkbox-field";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Progress } from "@web/components/ui/progress";
import { SelectField } from "@web/components/ui/select-field";
import { toast } from "@web/components/ui/toaster";
import { applyServerFieldErrors } from "@web/lib/forms/form-errors";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { AccountPage } from "../components/account-page";
import { ConsentLink } from "../components/consent-label";
import { NewPasswordField } from "../components/new-password-field";
import { useRegisterCompany } from "../api/register-company";

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

  const submit = useRegisterCompany({
    onSuccess: () => {
      toast.success("Account created successfully", {
        description: "Please check your email for verification instructions.",
      });
      void navigate("/company-registration-success");
    },
    onError: (error) => {
      const fields = applyServerFieldErrors(error, form, fieldOrder);
      if (fields.length === 0) toast.error("Registration failed", { description: error.message });
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
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 text-lg font-semibold">Company</legend>
      <CompanyNameField form={form} className="sm:col-span-2" />
      <CompanyWebsiteField form={form} label="Company website" />
      <FormField
        label="Company LinkedIn page"
        optional
        error={errors.linkedinProfile?.message}
        hint="e.g. linkedin.com/company/acme"
      >
        <Input type="url" inputMode="url" {...form.register("linkedinProfile")} />
      </FormField>
      <CompanyIndustryField form={form} />
      <SelectField
        control={form.control}
        name="size"
        label="Company size"
        placeholder="Select your company size"
        options={companySizes.map((size) => ({ value: size, label: `${size} employees` }))}
      />
      <CompanyDescriptionField
        form={form}
        rows={4}
        max={DESCRIPTION_MAX}
        hint="What you build and the roles you hire for."
        className="sm:col-span-2"
      />
    </fieldset>
  );
}

function ContactFields({ form }: { form: Form }) {
  const { errors } = form.formState;
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
      <NewPasswordField form={form} name="password" className="sm:col-span-2" />
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
