import type { ComponentProps } from "react";
import { cn } from "@web/lib/ui/cn";
import { useFieldControlProps } from "./form-field-context";
import { controlClasses } from "./input";

export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  const aria = useFieldControlProps(props);
  return (
    <textarea rows={rows} className={cn(controlClasses, "min-h-24 resize-y py-2", className)} {...props} {...aria} />
  );
}
