import { cn } from "@web/lib/ui/cn";

/** The OneTake mark (a record button in an indigo tile), matching public/favicon.svg. Decorative. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn("size-7", className)}>
      <rect width="32" height="32" rx="8" className="fill-indigo-600" />
      <circle cx="16" cy="16" r="8.5" fill="none" stroke="white" strokeWidth="2.5" />
      <circle cx="16" cy="16" r="3.5" fill="white" />
    </svg>
  );
}
