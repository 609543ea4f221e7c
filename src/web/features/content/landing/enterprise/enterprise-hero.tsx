import { ChevronDown } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { scrollBehavior, scrollToSection } from "../../lib/motion";

/** The spec: the hero's arrow scrolls down by 80% of the window's height. */
const ARROW_SCROLL_FRACTION = 0.8;

function scrollTo(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToSection(id)) event.preventDefault();
  };
}

function scrollDown() {
  window.scrollBy({ top: window.innerHeight * ARROW_SCROLL_FRACTION, behavior: scrollBehavior() });
}

/** The companies' hero: the promise, the ways in (waitlist, registration, how it works) and the arrow down. */
export function EnterpriseHero() {
  return (
    <section
      id="for-companies"
      aria-labelledby="enterprise-hero-title"
      className="relative scroll-mt-[var(--landing-header-height,0px)] bg-slate-50 focus:outline-none"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-8 pb-16 sm:px-6 md:pt-12 lg:min-h-[calc(100dvh-5rem)] lg:content-center lg:pb-28">
        <div className="grid max-w-3xl gap-4">
          <p className="text-sm font-semibold tracking-wide text-primary-tint-foreground uppercase">For AI companies</p>
          <h1 id="enterprise-hero-title" className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            Hire AI-literate talent up to 70% faster
          </h1>
          <p className="max-w-2xl text-lg text-pretty text-muted-foreground">
            Skip the first-round screen. Every candidate on OneTake has already answered the same seven questions on
            video, with a transcript, AI feedback and a score beside each interview. Watch the ones that matter and
            spend your calls on people you want to hire.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button size="lg" asChild>
            <a href="#waitlist" onClick={scrollTo("waitlist")}>
              Join the Waitlist
            </a>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link to="/register-company">Register your company</Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <a href="#how-it-works" onClick={scrollTo("how-it-works")}>
              See How It Works
            </a>
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          Already verified?{" "}
          <Link
            to="/login?tab=company"
            className="rounded-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
          >
            Sign in to your company account
          </Link>
        </p>
      </div>
      <button
        type="button"
        onClick={scrollDown}
        aria-label="Scroll down"
        className="absolute bottom-6 left-1/2 hidden size-11 -translate-x-1/2 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:text-foreground motion-safe:animate-bounce lg:flex"
      >
        <ChevronDown className="size-5" aria-hidden="true" />
      </button>
    </section>
  );
}
