import type { ComponentProps } from "react";
import { cn } from "@web/lib/ui/cn";
import { useFieldControlProps } from "./form-field-context";

/** Shared by Input, Textarea and the Select trigger so every text-like control looks the same. */
export const controlClasses =
  "w-full rounded-md border border-input bg-background px-3 text-base text-foreground placeholder:text-slate-500 disabled:bg-slate-50 disabled:text-muted-foreground aria-invalid:border-danger sm:text-sm";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  const aria = useFieldControlProps(props);
  return <input type={type} className={cn(controlClasses, "h-10 py-2", className)} {...props} {...aria} />;
}
