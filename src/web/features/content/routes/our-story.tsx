import { ArrowRight, Clock, ShieldCheck, Video } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { CtaPanel, ctaPrimaryClasses } from "../components/cta-panel";
import { FeatureCard } from "../components/feature-card";
import { PageIntro } from "../components/page-intro";
import { Section } from "../components/section";

const beliefs = [
  {
    icon: Clock,
    title: "A candidate’s time is worth protecting",
    body: "Twenty minutes, seven questions, recorded when it suits you. Then the same take works for every company, and you can re-record up to three times per application.",
  },
  {
    icon: Video,
    title: "Show, don’t screen",
    body: "A résumé says where you have been. A recorded answer shows how you think and explain. Hiring managers learn more from three minutes of video than from a keyword match.",
  },
  {
    icon: ShieldCheck,
    title: "Trust has to run both ways",
    body: "Companies are verified before they see anyone. Candidates choose whether their profile is public, and it starts private. AI assists the review; people make the hiring decision.",
  },
] as const;

/** /our-story: why OneTake exists. */
export function OurStoryPage() {
  usePageMeta({
    title: "Our story",
    description:
      "Why we built OneTake: AI companies kept asking candidates the same first-round questions. One recorded interview, seen by every verified AI company, fixes that.",
  });

  return (
    <>
      <PageIntro
        eyebrow="Our story"
        title="We got tired of the same first interview"
        lead="OneTake started with a simple count: a good ML engineer looking for work answered “tell me about a project you are proud of” eleven times in one month, for eleven companies, on eleven calendars."
      />

      <article className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-16 text-lg text-pretty text-slate-700 sm:px-6">
        <h2 className="text-2xl font-semibold tracking-tight text-foreground">The problem we kept seeing</h2>
        <p>
          AI companies are hiring faster than any recruiting team can keep up with. Every one of them runs its own first
          round, and every first round asks roughly the same things: your background, your strengths, a hard project,
          why you are looking, and where you want to be in a few years.
        </p>
        <p>
          For candidates, that means weeks of near-identical calls before anyone talks about the actual job. For
          companies, it means recruiters spending most of their week on screens that rarely change the outcome, while
          the best people accept other offers.
        </p>
        <h2 className="mt-4 text-2xl font-semibold tracking-tight text-foreground">What we built instead</h2>
        <p>
          OneTake replaces the repeated first round with one structured video interview. An AI interviewer asks seven
          questions in about 20 minutes. The recording is transcribed and evaluated, and the candidate and the companies
          reviewing it see the same written feedback and score.
        </p>
        <p>
          Companies are verified before they can see anyone: we check the business email domain and the company website.
          They then watch the interviews that matter, and spend their live conversations on people they already want to
          hire.
        </p>
        <p>
          We began with technical roles such as machine learning, MLOps and prompt engineering, and quickly learned that
          AI companies struggle just as much to hire go-to-market people who understand the product. So OneTake
          interviews both.
        </p>
      </article>

      <Section tone="muted" eyebrow="What we believe" title="Three principles behind every decision">
        <div className="grid gap-6 md:grid-cols-3">
          {beliefs.map((belief) => (
            <FeatureCard key={belief.title} icon={belief.icon} title={belief.title}>
              <p>{belief.body}</p>
            </FeatureCard>
          ))}
        </div>
      </Section>

      <CtaPanel
        title="Record your one take"
        actions={
          <Button size="lg" className={ctaPrimaryClasses} asChild>
            <Link to="/apply">
              Get Started
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        }
      >
        <p>It is free for candidates, takes about 20 minutes, and only verified AI companies will see it.</p>
      </CtaPanel>
    </>
  );
}
