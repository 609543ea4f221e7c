import { createContext, useContext } from "react";

/** What a FormField tells the control inside it, so label, hint and error are wired without props. */
export interface FormFieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

export const FormFieldContext = createContext<FormFieldControl | null>(null);

interface ControlAria {
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false" | "grammar" | "spelling";
}

/**
 * The id and aria attributes a control should carry. Props the caller set win; otherwise the
 * surrounding FormField's values apply, and descriptions from both are kept.
 */
export function useFieldControlProps(props: ControlAria): ControlAria {
  const field = useContext(FormFieldContext);
  if (!field) return props;
  const describedBy = [field.describedBy, props["aria-describedby"]].filter(Boolean).join(" ");
  return {
    id: props.id ?? field.id,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": props["aria-invalid"] ?? (field.invalid || undefined),
  };
}
