import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";

interface NameValues {
  firstName: string;
  lastName: string;
}

interface EmailValues {
  email: string;
}

/** First and last name, side by side on wider screens (the caller's grid decides). */
export function PersonNameFields<Values extends NameValues>({
  register,
  errors,
}: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<NameValues>;
}) {
  // Both names exist on every form that uses these fields.
  const reg = register as unknown as UseFormRegister<NameValues>;
  return (
    <>
      <FormField label="First name" error={errors.firstName?.message}>
        <Input autoComplete="given-name" {...reg("firstName")} />
      </FormField>
      <FormField label="Last name" error={errors.lastName?.message}>
        <Input autoComplete="family-name" {...reg("lastName")} />
      </FormField>
    </>
  );
}

/** The visitor's e-mail address ('Email', or 'Work email' on the business forms). */
export function LeadEmailField<Values extends EmailValues>({
  register,
  errors,
  label = "Email",
}: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<EmailValues>;
  label?: string;
}) {
  const reg = register as unknown as UseFormRegister<EmailValues>;
  return (
    <FormField label={label} error={errors.email?.message}>
      <Input type="email" inputMode="email" autoComplete="email" spellCheck={false} {...reg("email")} />
    </FormField>
  );
}
