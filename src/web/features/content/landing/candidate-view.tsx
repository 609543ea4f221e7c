import { FeatureCard } from "../components/feature-card";
import { NumberedSteps } from "../components/numbered-steps";
import { Section } from "../components/section";
import { StatStrip } from "../components/stat-strip";
import { TestimonialCard } from "../components/testimonial-card";
import { useHashScroll } from "../lib/use-hash-scroll";
import { candidateFeatures, candidateStats, candidateSteps, candidateTestimonials } from "./candidate-content";
import { OneInterviewCta, StartApplicationCta } from "./candidate/candidate-calls-to-action";
import { CandidateHero } from "./candidate/candidate-hero";
import { TalentNetworkSection } from "./candidate/talent-network-section";

/** The landing page for candidates (the default tab). */
export function CandidateView() {
  useHashScroll();

  return (
    <>
      <CandidateHero />

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

      <StartApplicationCta />

      <Section
        id="how-it-works"
        tone="muted"
        eyebrow="How it works"
        title="Three steps from application to offer conversations"
      >
        <NumberedSteps steps={candidateSteps} />
      </Section>

      <TalentNetworkSection />

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

      <OneInterviewCta />
    </>
  );
}
