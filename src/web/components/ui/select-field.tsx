import type { ReactNode } from "react";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { FormField } from "./form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

interface SelectOption {
  value: string;
  label: ReactNode;
}

export interface SelectFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: ReactNode;
  placeholder: string;
  options: readonly SelectOption[];
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
}

/** A choice from a fixed list, as a form field: label, select, hint and error, wired to react-hook-form. */
export function SelectField<Values extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  options,
  hint,
  optional,
  className,
}: SelectFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          label={label}
          hint={hint}
          optional={optional}
          error={fieldState.error?.message}
          className={className}
        >
          <Select name={field.name} value={(field.value as string | undefined) ?? ""} onValueChange={field.onChange}>
            <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      )}
    />
  );
}
