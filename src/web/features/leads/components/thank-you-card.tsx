import { CircleCheck } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { cn } from "@web/lib/ui/cn";

/**
 * What replaces a lead form once it is sent. Focus moves to its heading, so keyboard and screen
 * reader users are not left on a form that has disappeared.
 */
export function ThankYouCard({
  title,
  children,
  action,
  compact = false,
  className,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** A slimmer block for tight spots such as the footer. */
  compact?: boolean;
  className?: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div
      role="status"
      className={cn(
        "flex gap-3 rounded-lg border border-emerald-200 bg-success-tint text-slate-900",
        compact ? "p-3" : "p-6",
        className,
      )}
    >
      <CircleCheck className={cn("shrink-0 text-success", compact ? "mt-0.5 size-4" : "size-6")} aria-hidden="true" />
      <div className="grid gap-2">
        <h3 ref={headingRef} tabIndex={-1} className={cn("font-semibold", compact ? "text-sm" : "text-lg")}>
          {title}
        </h3>
        {children && (
          <div className={cn("text-slate-700", compact ? "text-sm" : "text-sm sm:text-base")}>{children}</div>
        )}
        {action && <div className="pt-2">{action}</div>}
      </div>
    </div>
  );
}
