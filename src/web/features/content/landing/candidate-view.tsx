import { ArrowRight, CircleCheck, Code, Megaphone, Upload, type LucideIcon } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { CtaPanel, ctaPrimaryClasses, ctaSecondaryClasses } from "../components/cta-panel";
import { FeatureCard } from "../components/feature-card";
import { HeroArt } from "../components/hero-art";
import { ArrowLink } from "../components/arrow-link";
import { NumberedSteps } from "../components/numbered-steps";
import { Section } from "../components/section";
import { StatStrip } from "../components/stat-strip";
import { TestimonialCard } from "../components/testimonial-card";
import { scrollToSection } from "../lib/motion";
import { useHashScroll } from "../lib/use-hash-scroll";
import {
  candidateFeatures,
  candidateHeroBullets,
  candidateStats,
  candidateSteps,
  candidateTestimonials,
  gtmRoles,
  technicalRoles,
} from "./candidate-content";

function scrollTo(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToSection(id)) event.preventDefault();
  };
}

/** The landing page for candidates (the default tab). */
export function CandidateView() {
  useHashScroll();

  return (
    <>
      <section aria-labelledby="candidate-hero-title" className="bg-slate-50">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-8 pb-16 sm:px-6 md:pt-12 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
          <div className="grid gap-8">
            <div className="grid gap-4">
              <p className="text-sm font-semibold tracking-wide text-primary-tint-foreground uppercase">
                For AI talent
              </p>
              <h1 id="candidate-hero-title" className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
                Do your best work at a fast-growing AI startup
              </h1>
              <p className="max-w-xl text-lg text-pretty text-muted-foreground">
                Record one video interview of about 20 minutes with our AI interviewer. Verified AI companies watch it,
                read the feedback and reach out when you fit, so you stop repeating the same first-round call for every
                application.
              </p>
            </div>

            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Button size="lg" asChild>
                <Link to="/apply">Join Our AI Talent Network</Link>
              </Button>
              <Button size="lg" variant="outline" asChild>
                <a href="#features" onClick={scrollTo("features")}>
                  See How It Works
                </a>
              </Button>
              <Button size="lg" variant="ghost" asChild>
                <Link to="/login">Login</Link>
              </Button>
            </div>

            <ul className="grid gap-3 sm:grid-cols-2">
              {candidateHeroBullets.map((bullet) => (
                <li key={bullet} className="flex gap-2 text-sm text-slate-700">
                  <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                  {bullet}
                </li>
              ))}
            </ul>

            <Link
              to="/upload-resume"
              className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
            >
              <Upload className="size-4" aria-hidden="true" />
              Upload your resume instead
            </Link>
          </div>

          <HeroArt className="mx-auto w-full max-w-lg" />
        </div>
      </section>

      <Section
        id="features"
        eyebrow="Why OneTake"
        title="A first round that works for you"
        lead="Most AI companies ask the same first-round questions. Answer them well once, and let every company see it."
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {candidateFeatures.map((feature) => (
            <FeatureCard key={feature.title} icon={feature.icon} title={feature.title}>
              <p>{feature.body}</p>
            </FeatureCard>
          ))}
        </div>
      </Section>

      <CtaPanel
        className="pt-0"
        title="Your best take is the one companies see"
        actions={
          <Button size="lg" className={ctaPrimaryClasses} asChild>
            <Link to="/apply">
              Start your application
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        }
      >
        <p>
          Read the seven questions in advance, record when you are ready, and re-record up to three times per
          application. Nothing is shared until you submit.
        </p>
      </CtaPanel>

      <Section
        id="how-it-works"
        tone="muted"
        eyebrow="How it works"
        title="Three steps from application to offer conversations"
      >
        <NumberedSteps steps={candidateSteps} />
      </Section>

      <Section
        id="network"
        eyebrow="The network"
        title="Two kinds of AI talent, one network"
        lead="AI companies need people who build the models and people who can explain them to a technical buyer. OneTake interviews both."
      >
        <div className="grid gap-6 md:grid-cols-2">
          <TalentCard
            icon={Code}
            title="Technical AI talent"
            body="The people who train, ship and run models in production, and the ones who decide what to build with them."
            roles={technicalRoles}
            link={{ to: "/our-story", label: "Why we built OneTake" }}
          />
          <TalentCard
            icon={Megaphone}
            title="AI go-to-market talent"
            body="Sellers, solutions engineers and advocates fluent enough in AI to earn a CTO’s trust in the first meeting."
            roles={gtmRoles}
            link={{ to: "/ai-gtm-talent", label: "Explore AI GTM talent" }}
          />
        </div>
        <p className="text-sm text-muted-foreground">
          Not ready to record yet?{" "}
          <Link
            to="/upload-resume"
            className="rounded-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
          >
            Upload your resume
          </Link>{" "}
          and add the interview when you are.
        </p>
      </Section>

      <section aria-label="OneTake in numbers" className="border-y border-border bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          <StatStrip stats={candidateStats} />
        </div>
      </section>

      <Section id="case-studies" eyebrow="Candidate stories" title="What candidates say after their take">
        <div className="grid gap-6 md:grid-cols-3">
          {candidateTestimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.author} testimonial={testimonial} />
          ))}
        </div>
      </Section>

      <CtaPanel
        className="pt-0"
        title="One interview. Every AI company."
        actions={
          <>
            <Button size="lg" className={ctaPrimaryClasses} asChild>
              <Link to="/apply">Record your interview</Link>
            </Button>
            <Button size="lg" className={ctaSecondaryClasses} asChild>
              <Link to="/upload-resume">Upload your resume</Link>
            </Button>
          </>
        }
      >
        <p>Twenty minutes today replaces the screening calls you would otherwise book one company at a time.</p>
      </CtaPanel>
    </>
  );
}

function TalentCard({
  icon: Icon,
  title,
  body,
  roles,
  link,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  roles: readonly string[];
  link: { to: string; label: string };
}) {
  return (
    <div className="grid content-start gap-4 rounded-lg border border-border p-6">
      <span className="flex size-10 items-center justify-center rounded-lg bg-primary-tint text-primary-tint-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="text-muted-foreground">{body}</p>
      <ul className="flex flex-wrap gap-2">
        {roles.map((role) => (
          <li key={role} className="rounded-md bg-muted px-2.5 py-1 text-sm text-slate-700">
            {role}
          </li>
        ))}
      </ul>
      <ArrowLink to={link.to}>{link.label}</ArrowLink>
    </div>
  );
}
