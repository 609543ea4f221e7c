import type { ReactNode } from "react";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { Checkbox } from "./checkbox";
import { FormField } from "./form-field";

export interface CheckboxFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: ReactNode;
  /** A line under the label (e.g. what ticking it means). */
  hint?: ReactNode;
}

/** A boolean form field (consents, opt-ins): checkbox before its label, error under it. */
export function CheckboxField<Values extends FieldValues>({ control, name, label, hint }: CheckboxFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField layout="inline" error={fieldState.error?.message} label={label} hint={hint}>
          <Checkbox
            ref={field.ref}
            name={field.name}
            checked={field.value === true}
            onCheckedChange={(value) => field.onChange(value === true)}
            onBlur={field.onBlur}
          />
        </FormField>
      )}
    />
  );
}
