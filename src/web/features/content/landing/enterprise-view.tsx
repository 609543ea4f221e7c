import { ChevronDown, CircleCheck } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useEmbeddedForms } from "@web/lib/pages/embedded-forms";
import { FeatureCard } from "../components/feature-card";
import { ArrowLink } from "../components/arrow-link";
import { NumberedSteps } from "../components/numbered-steps";
import { Section } from "../components/section";
import { StatStrip } from "../components/stat-strip";
import { TestimonialCard } from "../components/testimonial-card";
import { scrollBehavior, scrollToSection } from "../lib/motion";
import { useHashScroll } from "../lib/use-hash-scroll";
import {
  enterpriseFeatures,
  enterpriseRoles,
  enterpriseStats,
  enterpriseSteps,
  enterpriseTestimonials,
  waitlistPromises,
} from "./enterprise-content";

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

/** The landing page for companies hiring AI talent (the 'enterprises' tab). */
export function EnterpriseView() {
  const { WaitlistForm } = useEmbeddedForms();
  useHashScroll();

  return (
    <>
      <section
        id="for-companies"
        aria-labelledby="enterprise-hero-title"
        className="relative scroll-mt-[var(--landing-header-height,0px)] bg-slate-50 focus:outline-none"
      >
        <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-8 pb-16 sm:px-6 md:pt-12 lg:min-h-[calc(100dvh-5rem)] lg:content-center lg:pb-28">
          <div className="grid max-w-3xl gap-4">
            <p className="text-sm font-semibold tracking-wide text-primary-tint-foreground uppercase">
              For AI companies
            </p>
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

      <section aria-label="OneTake for companies in numbers" className="border-y border-border">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          <StatStrip stats={enterpriseStats} />
        </div>
      </section>

      <Section
        id="how-it-works"
        eyebrow="How it works"
        title="From waitlist to offer in three steps"
        lead="No sourcing sprints and no calendar tetris for first rounds: the interview has already happened."
      >
        <NumberedSteps steps={enterpriseSteps} />
      </Section>

      <Section
        id="enterprise-features"
        tone="muted"
        eyebrow="Features"
        title="Built for the first round, so you can focus on the last"
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {enterpriseFeatures.map((feature) => (
            <FeatureCard key={feature.title} icon={feature.icon} title={feature.title}>
              <p>{feature.body}</p>
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section
        id="roles"
        eyebrow="Who you can hire"
        title="The roles AI companies hire through OneTake"
        lead="Technical builders and the go-to-market people who can sell what they build."
      >
        <div className="grid gap-6 md:grid-cols-2">
          <RoleGroup title="Technical" roles={enterpriseRoles.technical} />
          <RoleGroup title="Go-to-market" roles={enterpriseRoles.goToMarket}>
            <ArrowLink to="/ai-gtm-talent">More on AI GTM talent</ArrowLink>
          </RoleGroup>
        </div>
      </Section>

      <Section id="case-studies" tone="muted" eyebrow="Customer stories" title="What hiring teams say">
        <div className="grid gap-6 md:grid-cols-3">
          {enterpriseTestimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.author} testimonial={testimonial} />
          ))}
        </div>
      </Section>

      <section
        id="waitlist"
        aria-labelledby="waitlist-title"
        className="scroll-mt-[calc(var(--landing-header-height,0px)+1rem)] focus:outline-none"
      >
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_1.1fr] lg:items-start">
          <div className="grid gap-4">
            <p className="text-sm font-semibold tracking-wide text-primary-tint-foreground uppercase">Early access</p>
            <h2 id="waitlist-title" className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
              Ready to Build Your AI Team?
            </h2>
            <p className="text-lg text-pretty text-muted-foreground">
              Tell us who you are hiring. We will verify your company and email you as soon as your team can browse
              interviewed candidates.
            </p>
            <ul className="grid gap-3">
              {waitlistPromises.map((promise) => (
                <li key={promise} className="flex gap-2 text-slate-700">
                  <CircleCheck className="mt-1 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                  {promise}
                </li>
              ))}
            </ul>
            <p className="text-sm text-muted-foreground">
              Ready to start now?{" "}
              <Link
                to="/register-company"
                className="rounded-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
              >
                Register your company
              </Link>{" "}
              and we will verify it.
            </p>
            <p className="text-sm text-muted-foreground">
              Prefer to talk first?{" "}
              <Link
                to="/book-appointment"
                className="rounded-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
              >
                Book a free 30-minute consultation
              </Link>
              .
            </p>
          </div>
          <Card>
            <CardHeader>
              <CardTitle>Get Early Access</CardTitle>
              <CardDescription>
                Takes under a minute. We use these details only to contact you about onboarding.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <WaitlistForm />
            </CardContent>
          </Card>
        </div>
      </section>
    </>
  );
}

function RoleGroup({
  title,
  roles,
  children,
}: {
  title: string;
  roles: readonly { title: string; detail: string }[];
  children?: ReactNode;
}) {
  return (
    <div className="grid content-start gap-4 rounded-lg border border-border p-6">
      <h3 className="text-lg font-semibold">{title}</h3>
      <ul className="grid gap-3">
        {roles.map((role) => (
          <li key={role.title} className="grid gap-0.5 border-t border-border pt-3 first:border-t-0 first:pt-0">
            <span className="font-medium">{role.title}</span>
            <span className="text-sm text-muted-foreground">{role.detail}</span>
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
