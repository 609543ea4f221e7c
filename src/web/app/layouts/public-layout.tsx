import { Link, NavLink, Outlet, useMatches } from "react-router";
import { BrandMark } from "@web/components/brand/brand-mark";
import { Deferred } from "@web/features/content/components/deferred";
import { BRAND_NAME, BRAND_TAGLINE } from "@web/lib/ui/brand";
import { useEmbeddedForms } from "@web/lib/pages/embedded-forms";
import { useAccountLink } from "@web/lib/session/session-hint";
import { cn } from "@web/lib/ui/cn";

/**
 * A public route whose page draws its own header and <main> (the landing page, /ai-gtm-talent)
 * sets `handle: { ownHeader: true }`; the layout then keeps only the skip link and the footer.
 */
export interface PublicRouteHandle {
  ownHeader?: boolean;
}

function hasOwnHeader(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as PublicRouteHandle).ownHeader === true;
}

const headerLinks = [
  { to: "/our-story", label: "Our Story" },
  { to: "/pricing", label: "Pricing" },
] as const;

// The spec's footer links, plus the blog and the legal center, grouped so the list scans on a phone.
const footerGroups = [
  {
    heading: "Product",
    links: [
      { to: "/#how-it-works", label: "How It Works" },
      { to: "/#features", label: "Features" },
      { to: "/pricing", label: "Pricing" },
      { to: "/#case-studies", label: "Case Studies" },
      { to: "/ai-gtm-talent", label: "AI GTM Talent" },
    ],
  },
  {
    heading: "Company",
    links: [
      { to: "/about", label: "About Us" },
      { to: "/our-story", label: "Our Story" },
      { to: "/careers", label: "Careers" },
      { to: "/blog", label: "Blog" },
      { to: "/contact", label: "Contact" },
    ],
  },
  {
    heading: "Support",
    links: [
      { to: "/help", label: "Help Center" },
      { to: "/faq", label: "FAQ" },
      { to: "/book-appointment", label: "Book a Consultation" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { to: "/privacy-policy", label: "Privacy Policy" },
      { to: "/terms-of-service", label: "Terms of Service" },
      { to: "/cookies", label: "Cookie Policy" },
      { to: "/legal", label: "Legal Center" },
    ],
  },
] as const;

/** Header, page and footer for the public (marketing, legal, error) pages. */
export function PublicLayout() {
  const ownHeader = useMatches().some((match) => hasOwnHeader(match.handle));

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {ownHeader ? (
        <Outlet />
      ) : (
        <>
          <PublicHeader />
          {/* tabIndex lets the skip link move focus here, not just scroll. */}
          <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
            <Outlet />
          </main>
        </>
      )}
      <PublicFooter />
    </div>
  );
}

function PublicHeader() {
  const accountLink = useAccountLink();
  return (
    <header className="border-b border-border bg-background">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight">
          <BrandMark />
          {BRAND_NAME}
        </Link>
        <nav aria-label="Main">
          <ul className="flex items-center gap-1 text-sm font-medium sm:gap-2">
            {[...headerLinks, accountLink].map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      "inline-flex h-9 items-center rounded-md px-3 text-slate-700 transition-colors hover:bg-muted hover:text-foreground",
                      isActive && "text-primary-tint-foreground",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

function PublicFooter() {
  const { NewsletterForm } = useEmbeddedForms();
  return (
    <footer className="border-t border-border bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_2fr]">
        <div className="grid content-start gap-6">
          <div className="grid gap-2">
            <Link to="/" className="flex w-fit items-center gap-2 rounded-md font-semibold">
              <BrandMark className="size-6" />
              {BRAND_NAME}
            </Link>
            <p className="text-sm text-muted-foreground">{BRAND_TAGLINE}</p>
          </div>
          <section aria-labelledby="newsletter-title" className="grid max-w-sm gap-2">
            <h2 id="newsletter-title" className="text-sm font-semibold">
              The OneTake hiring brief
            </h2>
            <p className="text-sm text-muted-foreground">
              Occasional notes on AI hiring: roles in demand, interview advice and product updates.
            </p>
            {/* The form's code loads only when the footer nears the viewport. */}
            <Deferred fallback={<div aria-hidden="true" className="h-10" />}>
              <NewsletterForm />
            </Deferred>
          </section>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footerGroups.map((group) => (
            <div key={group.heading}>
              <h2 className="text-sm font-semibold">{group.heading}</h2>
              <ul className="mt-3 grid gap-2 text-sm">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="rounded-sm text-slate-600 hover:text-foreground hover:underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          © <span className="tabular-nums">{new Date().getFullYear()}</span> {BRAND_NAME}
        </p>
      </div>
    </footer>
  );
}
