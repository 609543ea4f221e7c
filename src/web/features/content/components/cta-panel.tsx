import { useId, type ReactNode } from "react";
import { cn } from "@web/lib/ui/cn";

interface CtaPanelProps {
  title: string;
  children?: ReactNode;
  /** Buttons or links; style them with `ctaPrimaryClasses` and `ctaSecondaryClasses`. */
  actions: ReactNode;
  className?: string;
}

/** White primary button on the indigo panel (9:1), and an outlined one for the second action. */
export const ctaPrimaryClasses = "bg-white text-indigo-700 hover:bg-indigo-50 focus-visible:outline-white";
export const ctaSecondaryClasses =
  "border border-indigo-300 bg-transparent text-white hover:bg-indigo-500 focus-visible:outline-white";

/** A closing call to action: an indigo-600 band with white text (6.3:1). */
export function CtaPanel({ title, children, actions, className }: CtaPanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn("mx-auto w-full max-w-6xl px-4 py-16 sm:px-6", className)}>
      <div className="grid gap-6 rounded-lg bg-indigo-600 px-6 py-10 text-white sm:px-10 sm:py-12 md:grid-cols-[2fr_1fr] md:items-center">
        <div className="grid gap-3">
          <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
            {title}
          </h2>
          {children && <div className="max-w-2xl text-pretty text-indigo-50">{children}</div>}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row md:flex-col md:items-stretch lg:flex-row lg:justify-end">
          {actions}
        </div>
      </div>
    </section>
  );
}
