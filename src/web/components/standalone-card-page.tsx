import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BRAND_NAME } from "@web/lib/ui/brand";
import { cn } from "@web/lib/ui/cn";
import { BrandMark } from "@web/components/brand/brand-mark";

const iconTones = {
  primary: "bg-primary-tint text-primary-tint-foreground",
  danger: "bg-danger-tint text-rose-700",
};

/**
 * A page of its own, outside the site's layouts: the brand over one centred card with an icon,
 * the page's <h1> and what it says, then the ways on.
 */
export function StandaloneCardPage({
  titleId,
  title,
  icon: Icon,
  iconTone,
  brandLinksHome,
  summary,
  children,
  footnote,
}: {
  titleId: string;
  title: string;
  icon: LucideIcon;
  iconTone: keyof typeof iconTones;
  /** Whether the brand line is a link to the home page (plain text otherwise). */
  brandLinksHome: boolean;
  /** Under the heading. */
  summary: ReactNode;
  /** The buttons. */
  children: ReactNode;
  /** A closing line under the buttons. */
  footnote?: ReactNode;
}) {
  const brand = (
    <>
      <BrandMark />
      {BRAND_NAME}
    </>
  );
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-slate-50 px-4 py-12 sm:px-6"
    >
      {brandLinksHome ? (
        <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight">
          {brand}
        </Link>
      ) : (
        <p className="flex items-center gap-2 text-lg font-semibold tracking-tight">{brand}</p>
      )}
      <section
        aria-labelledby={titleId}
        className="grid w-full max-w-md gap-6 rounded-lg border border-border bg-background p-6 text-center sm:p-8"
      >
        <div className={cn("mx-auto flex size-12 items-center justify-center rounded-full", iconTones[iconTone])}>
          <Icon className="size-6" aria-hidden="true" />
        </div>
        <div className="grid gap-2">
          <h1 id={titleId} className="text-2xl font-semibold tracking-tight">
            {title}
          </h1>
          {summary}
        </div>
        <div className="grid gap-3">{children}</div>
        {footnote && <p className="text-sm text-muted-foreground">{footnote}</p>}
      </section>
    </main>
  );
}
