import type { ReactNode } from "react";
import { cn } from "@web/lib/ui/cn";

interface PageIntroProps {
  /** A short label above the title, e.g. "Careers". */
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons or links under the lead. */
  children?: ReactNode;
  className?: string;
  /** Centre the text (used by short pages). */
  centered?: boolean;
}

/** The top of a content page: the one <h1>, an eyebrow and a lead paragraph. */
export function PageIntro({ eyebrow, title, lead, children, className, centered = false }: PageIntroProps) {
  return (
    <div className={cn("border-b border-border bg-slate-50", className)}>
      <div
        className={cn(
          "mx-auto grid max-w-6xl gap-4 px-4 py-12 sm:px-6 sm:py-16",
          centered && "justify-items-center text-center",
        )}
      >
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-primary-tint-foreground uppercase">{eyebrow}</p>
        )}
        <h1 className="max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {lead && <p className="max-w-2xl text-lg text-pretty text-muted-foreground">{lead}</p>}
        {children && <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div>}
      </div>
    </div>
  );
}
