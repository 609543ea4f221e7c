import { Progress as ProgressPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@web/lib/ui/cn";

type ProgressProps = ComponentProps<typeof ProgressPrimitive.Root> & {
  /** The accessible name, e.g. "Upload progress"; use aria-labelledby instead when a heading names it. */
  label?: string;
};

/** A determinate bar (role="progressbar" with aria-valuenow); `value` null means indeterminate. */
export function Progress({ className, value, max = 100, label, ...props }: ProgressProps) {
  const percent = value == null ? 0 : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <ProgressPrimitive.Root
      value={value}
      max={max}
      aria-label={label}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-slate-200", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full w-full bg-primary transition-transform duration-300"
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
