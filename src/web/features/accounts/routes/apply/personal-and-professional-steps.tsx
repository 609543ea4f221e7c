import { experienceLevels } from "@shared/accounts/candidate-application";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { SelectField } from "@web/components/ui/select-field";
import type { ApplyForm } from "./apply-form-model";

/** Step 1: name, email and phone. */
export function PersonalStep({ form }: { form: ApplyForm }) {
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

/** Step 2: job title, experience, location and skills. */
export function ProfessionalStep({ form }: { form: ApplyForm }) {
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
