import type { ReactNode } from "react";
import { useWatch, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { companyIndustries } from "@shared/accounts/company-registration";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { SelectField } from "@web/components/ui/select-field";
import { Textarea } from "@web/components/ui/textarea";

/** The fields a company registers with and later edits in its settings. */
export interface CompanyProfileValues {
  companyName: string;
  website: string;
  industry: string;
  description?: string;
}

// Every form using these fields has these four names; the narrowing below is safe for them.
type AnyCompanyForm<Values extends CompanyProfileValues, Output> = UseFormReturn<Values, unknown, Output>;
type CompanyForm = UseFormReturn<CompanyProfileValues>;

function narrow<Values extends CompanyProfileValues, Output>(form: AnyCompanyForm<Values, Output>): CompanyForm {
  return form as unknown as CompanyForm;
}

function errorsOf(form: CompanyForm): FieldErrors<CompanyProfileValues> {
  return form.formState.errors;
}

interface FieldProps<Values extends CompanyProfileValues, Output> {
  form: AnyCompanyForm<Values, Output>;
  className?: string;
}

export function CompanyNameField<Values extends CompanyProfileValues, Output>(props: FieldProps<Values, Output>) {
  const form = narrow(props.form);
  return (
    <FormField label="Company name" error={errorsOf(form).companyName?.message} className={props.className}>
      <Input autoComplete="organization" {...form.register("companyName")} />
    </FormField>
  );
}

export function CompanyWebsiteField<Values extends CompanyProfileValues, Output>({
  label = "Website",
  optional,
  ...props
}: FieldProps<Values, Output> & { label?: string; optional?: boolean }) {
  const form = narrow(props.form);
  return (
    <FormField
      label={label}
      optional={optional}
      error={errorsOf(form).website?.message}
      hint="e.g. acme.ai"
      className={props.className}
    >
      <Input type="url" inputMode="url" autoComplete="url" {...form.register("website")} />
    </FormField>
  );
}

/** The industry list; a stored value no longer on it stays selectable so saving keeps it. */
export function CompanyIndustryField<Values extends CompanyProfileValues, Output>({
  current,
  ...props
}: FieldProps<Values, Output> & { current?: string }) {
  const form = narrow(props.form);
  const industries: string[] = [...companyIndustries];
  if (current && !industries.includes(current)) industries.unshift(current);
  return (
    <SelectField
      control={form.control}
      name="industry"
      label="Industry"
      placeholder="Select an industry"
      options={industries.map((industry) => ({ value: industry, label: industry }))}
      className={props.className}
    />
  );
}

export function CompanyDescriptionField<Values extends CompanyProfileValues, Output>({
  max,
  rows,
  optional,
  hint,
  ...props
}: FieldProps<Values, Output> & { max: number; rows: number; optional?: boolean; hint?: ReactNode }) {
  const form = narrow(props.form);
  const description = useWatch({ control: form.control, name: "description" }) ?? "";
  return (
    <FormField
      label="Company description"
      optional={optional}
      hint={hint}
      error={errorsOf(form).description?.message}
      counter={{ current: description.length, max }}
      className={props.className}
    >
      <Textarea rows={rows} {...form.register("description")} />
    </FormField>
  );
}
