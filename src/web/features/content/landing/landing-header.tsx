import { useState } from "react";
import { Link } from "react-router";
import { BrandMark } from "@web/components/brand/brand-mark";
import { Button } from "@web/components/ui/button";
import { TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { WaitlistDialog } from "@web/features/leads/forms";
import { BRAND_NAME } from "@web/lib/brand";
import { cn } from "@web/lib/cn";
import { HEADER_SCROLL_THRESHOLD, type Audience } from "./audience";
import { useScrolledPast } from "./use-scrolled";

const links = [
  { to: "/our-story", label: "Our Story" },
  { to: "/pricing", label: "Pricing" },
  { to: "/login", label: "Login" },
] as const;

/**
 * The landing page's fixed top bar: brand, the audience tabs (the Tabs root is the page), and
 * the Our Story, Pricing and Login links, which wrap to a second row below 768 px. Past 50 px of
 * scroll it turns solid white with a border and tightens. The enterprise variant adds
 * 'Hire AI Teams Fast', which opens the waitlist dialog (its code loads on the first click).
 */
export function LandingHeader({
  audience,
  onEnterpriseIntent,
}: {
  audience: Audience;
  /** Called when the pointer or focus reaches the Enterprises tab, to start loading that view. */
  onEnterpriseIntent?: () => void;
}) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const [waitlistRequested, setWaitlistRequested] = useState(false);

  function openWaitlist() {
    setWaitlistRequested(true);
    setWaitlistOpen(true);
  }

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b transition-[background-color,border-color,padding] duration-200",
        scrolled ? "border-border bg-white" : "border-transparent bg-slate-50/90",
      )}
    >
      <div
        className={cn(
          "mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 transition-[padding] duration-200 sm:px-6",
          scrolled ? "py-2" : "py-3 md:py-4",
        )}
      >
        <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight">
          <BrandMark />
          {BRAND_NAME}
        </Link>

        <TabsList aria-label="Show the page for" className="ml-auto bg-slate-200/70 md:ml-0">
          <TabsTrigger value="candidates">Candidates</TabsTrigger>
          <TabsTrigger value="enterprises" onPointerEnter={onEnterpriseIntent} onFocus={onEnterpriseIntent}>
            Enterprises
          </TabsTrigger>
        </TabsList>

        {/* Below 768 px this row wraps under the brand and tabs and spans the full width. */}
        <div className="flex w-full items-center justify-between gap-2 md:ml-auto md:w-auto md:justify-end">
          <nav aria-label="Main">
            <ul className="flex items-center gap-1 text-sm font-medium">
              {links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex h-9 items-center rounded-md px-2.5 text-slate-700 transition-colors hover:bg-slate-200/70 hover:text-foreground sm:px-3"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {audience === "enterprises" && (
            <Button size="sm" onClick={openWaitlist} aria-haspopup="dialog">
              Hire AI Teams Fast
            </Button>
          )}
        </div>
      </div>
      {waitlistRequested && <WaitlistDialog open={waitlistOpen} onOpenChange={setWaitlistOpen} />}
    </header>
  );
}
