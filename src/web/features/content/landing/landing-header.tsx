import { useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { BrandMark } from "@web/components/brand/brand-mark";
import { Button } from "@web/components/ui/button";
import { useEmbeddedForms } from "@web/lib/pages/embedded-forms";
import { useAccountLink } from "@web/lib/session/session-hint";
import { BRAND_NAME } from "@web/lib/ui/brand";
import { cn } from "@web/lib/ui/cn";
import { AudienceTabList } from "./audience-tabs";
import { HEADER_HEIGHT_VAR, HEADER_SCROLL_THRESHOLD, type Audience } from "./audience";
import { useScrolledPast } from "./use-scrolled";

const links = [
  { to: "/our-story", label: "Our Story" },
  { to: "/pricing", label: "Pricing" },
] as const;

/**
 * Publishes the fixed header's height as a CSS variable, so the page can pad its top and sections
 * can keep their headings clear of it when scrolled to, however many rows the header wraps into.
 */
function useHeaderHeightVariable() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(HEADER_HEIGHT_VAR, `${header.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_VAR);
    };
  }, []);
  return ref;
}

/**
 * The landing page's fixed top bar: brand, the audience tabs (their panels are the page), and
 * the Our Story, Pricing and Login (or Dashboard) links, which move to a second row below 768 px. Past 50 px of
 * scroll it turns solid white with a border. The enterprise variant adds 'Hire AI Teams Fast',
 * which opens the waitlist dialog (its code loads on the first click).
 */
export function LandingHeader({
  idBase,
  audience,
  onAudienceChange,
  onEnterpriseIntent,
}: {
  /** Shared with the page's tab panels. */
  idBase: string;
  audience: Audience;
  onAudienceChange: (audience: Audience) => void;
  /** Called when the pointer or focus reaches the Enterprises tab, to start loading that view. */
  onEnterpriseIntent?: () => void;
}) {
  const { WaitlistDialog } = useEmbeddedForms();
  const accountLink = useAccountLink();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const headerRef = useHeaderHeightVariable();
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const [waitlistRequested, setWaitlistRequested] = useState(false);

  const hireButton = useRef<HTMLButtonElement>(null);

  function openWaitlist() {
    setWaitlistRequested(true);
    setWaitlistOpen(true);
  }

  function changeWaitlistOpen(open: boolean) {
    setWaitlistOpen(open);
    // The dialog has no Radix trigger to return focus to, so hand it back to the button here.
    if (!open) requestAnimationFrame(() => hireButton.current?.focus());
  }

  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b transition-colors duration-200",
        scrolled ? "border-border bg-white" : "border-transparent bg-slate-50",
      )}
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3 sm:px-6 md:justify-start md:gap-x-6">
        <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight">
          <BrandMark />
          {BRAND_NAME}
        </Link>

        <AudienceTabList
          idBase={idBase}
          value={audience}
          onChange={onAudienceChange}
          onEnterpriseIntent={onEnterpriseIntent}
          className={scrolled ? "bg-slate-100" : "bg-slate-200/70"}
        />

        {/* Below 768 px this group wraps under the brand and tabs and spans the full width. */}
        <div className="flex w-full flex-wrap items-center justify-between gap-2 md:ml-auto md:w-auto md:flex-nowrap md:justify-end">
          <nav aria-label="Main" className="-ml-1.5 sm:-ml-3 md:ml-0">
            <ul className="flex items-center text-sm font-medium sm:gap-1">
              {[...links, accountLink].map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex h-9 items-center rounded-md px-1.5 whitespace-nowrap text-slate-700 transition-colors hover:bg-slate-200/70 hover:text-foreground sm:px-3"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {audience === "enterprises" && (
            <Button ref={hireButton} size="sm" className="px-2.5 sm:px-3" onClick={openWaitlist} aria-haspopup="dialog">
              Hire AI Teams Fast
            </Button>
          )}
        </div>
      </div>
      {waitlistRequested && <WaitlistDialog open={waitlistOpen} onOpenChange={changeWaitlistOpen} />}
    </header>
  );
}
