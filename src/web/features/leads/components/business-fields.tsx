import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { LeadEmailField } from "./person-fields";

interface BusinessValues {
  businessName: string;
  contactName: string;
  email: string;
}

/** Business name, contact name and work e-mail: the fields the waitlist and early-access forms share. */
export function BusinessContactFields<Values extends BusinessValues>({
  register,
  errors,
}: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<BusinessValues>;
}) {
  // The three names exist on every form that uses these fields.
  const reg = register as unknown as UseFormRegister<BusinessValues>;
  return (
    <>
      <FormField label="Business name" error={errors.businessName?.message}>
        <Input autoComplete="organization" {...reg("businessName")} />
      </FormField>
      <FormField label="Your name" error={errors.contactName?.message}>
        <Input autoComplete="name" {...reg("contactName")} />
      </FormField>
      <LeadEmailField register={reg} errors={errors} label="Work email" />
    </>
  );
}
