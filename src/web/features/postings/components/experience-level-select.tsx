import { Controller, type Control } from "react-hook-form";
import { experienceLevels } from "@shared/accounts/candidate-application";
import type { CompanyPostingInput } from "@shared/postings/company-posting-contracts";
import { FormField } from "@web/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";

/** The select's value for "any level" (a Radix select item cannot have an empty value); stored as null. */
const ANY_LEVEL = "any";

/** The posting's experience level: one of the candidates' levels, or any level (the default). */
export function ExperienceLevelSelect({ control }: { control: Control<CompanyPostingInput> }) {
  return (
    <Controller
      control={control}
      name="experienceLevel"
      render={({ field, fieldState }) => (
        <FormField
          label="Experience level"
          hint="Candidates at this level rank higher for this job."
          error={fieldState.error?.message}
        >
          <Select
            name={field.name}
            value={field.value ?? ANY_LEVEL}
            onValueChange={(value) => field.onChange(value === ANY_LEVEL ? null : value)}
          >
            <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY_LEVEL}>Any level</SelectItem>
              {experienceLevels.map((level) => (
                <SelectItem key={level.value} value={level.value}>
                  {level.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      )}
    />
  );
}
