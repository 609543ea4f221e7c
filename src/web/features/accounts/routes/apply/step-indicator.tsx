import { Check } from "lucide-react";
import { cn } from "@web/lib/ui/cn";
import { steps } from "./apply-form-model";

/** The three steps, the done ones ticked and the current one marked. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <nav aria-label="Application progress">
      <ol className="grid grid-cols-3 gap-2">
        {steps.map((step, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={step.title}
              aria-current={active ? "step" : undefined}
              className="grid justify-items-center gap-2 text-center"
            >
              <span
                className={cn(
                  "flex size-8 items-center justify-center rounded-full border text-sm font-semibold tabular-nums",
                  done && "border-primary bg-primary text-primary-foreground",
                  active && "border-primary bg-primary-tint text-primary-tint-foreground",
                  !done && !active && "border-slate-300 text-muted-foreground",
                )}
              >
                {done ? <Check className="size-4" aria-hidden="true" /> : index + 1}
              </span>
              <span
                className={cn("text-xs sm:text-sm", active ? "font-medium text-foreground" : "text-muted-foreground")}
              >
                {step.title}
                {done && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
