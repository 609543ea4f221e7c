import { useId, type ReactNode } from "react";
import { cn } from "@web/lib/ui/cn";

interface SectionProps {
  /** The anchor id (e.g. "how-it-works"); the section keeps clear of a fixed header when scrolled to. */
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  /** "muted" gives the band a slate-50 background to separate it from its neighbours. */
  tone?: "plain" | "muted";
  className?: string;
  centered?: boolean;
}

/** A titled band of a content page: an <h2> that also names the region. */
export function Section({ id, eyebrow, title, lead, children, tone = "plain", className, centered }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        "scroll-mt-[calc(var(--landing-header-height,0px)+1rem)] focus:outline-none",
        tone === "muted" && "border-y border-border bg-slate-50",
        className,
      )}
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-20">
        <div className={cn("grid max-w-3xl gap-3", centered && "mx-auto justify-items-center text-center")}>
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-primary-tint-foreground uppercase">{eyebrow}</p>
          )}
          <h2 id={headingId} className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          {lead && <p className="text-lg text-pretty text-muted-foreground">{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
