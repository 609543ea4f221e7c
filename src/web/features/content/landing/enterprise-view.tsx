import type { ReactNode } from "react";
import { FeatureCard } from "../components/feature-card";
import { ArrowLink } from "../components/arrow-link";
import { NumberedSteps } from "../components/numbered-steps";
import { Section } from "../components/section";
import { StatStrip } from "../components/stat-strip";
import { TestimonialCard } from "../components/testimonial-card";
import { useHashScroll } from "../lib/use-hash-scroll";
import {
  enterpriseFeatures,
  enterpriseRoles,
  enterpriseStats,
  enterpriseSteps,
  enterpriseTestimonials,
} from "./enterprise-content";
import { EnterpriseHero } from "./enterprise/enterprise-hero";
import { EnterpriseWaitlist } from "./enterprise/enterprise-waitlist";

/** The landing page for companies hiring AI talent (the 'enterprises' tab). */
export function EnterpriseView() {
  useHashScroll();

  return (
    <>
      <EnterpriseHero />

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

      <EnterpriseWaitlist />
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
