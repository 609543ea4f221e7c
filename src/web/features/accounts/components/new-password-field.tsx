import { useId } from "react";
import { useWatch, type FieldPath, type FieldValues, type UseFormReturn } from "react-hook-form";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { cn } from "@web/lib/ui/cn";
import { PasswordChecklist } from "./password-checklist";

/** A new-password field with the live checklist of the rules still missing under it. */
export function NewPasswordField<Values extends FieldValues, Output>({
  form,
  name,
  label = "Create a password",
  className,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  name: FieldPath<Values>;
  label?: string;
  className?: string;
}) {
  const checklistId = useId();
  const password: unknown = useWatch({ control: form.control, name });
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <div className={cn("grid gap-2", className)}>
      <FormField label={label} error={error}>
        <Input type="password" autoComplete="new-password" aria-describedby={checklistId} {...form.register(name)} />
      </FormField>
      <PasswordChecklist id={checklistId} password={typeof password === "string" ? password : ""} />
    </div>
  );
}
