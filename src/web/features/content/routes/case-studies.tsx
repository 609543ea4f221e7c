import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { CtaPanel, ctaPrimaryClasses, ctaSecondaryClasses } from "../components/cta-panel";
import { PageIntro } from "../components/page-intro";

interface CaseStudy {
  id: string;
  company: string;
  sector: string;
  roles: string;
  headline: string;
  challenge: string;
  approach: string;
  results: readonly { value: string; label: string }[];
  quote: { text: string; author: string; position: string };
}

const caseStudies: readonly CaseStudy[] = [
  {
    id: "signalpath",
    company: "Signalpath",
    sector: "Applied AI for logistics",
    roles: "MLOps and data engineers",
    headline: "Dropping the phone screen cut time-to-hire by 70%",
    challenge:
      "Signalpath’s two recruiters were running more than forty first-round calls a month for infrastructure roles, and strong candidates were accepting other offers before reaching an engineer.",
    approach:
      "The team replaced its phone screen with OneTake interviews and added a custom technical question on model-serving costs. Engineers reviewed the AI feedback first, then watched the answers that mattered.",
    results: [
      { value: "70%", label: "less time from application to offer" },
      { value: "3", label: "MLOps engineers hired in one quarter" },
      { value: "0", label: "first-round calls scheduled" },
    ],
    quote: {
      text: "Our engineers now meet people they already want to hire. That changed the tone of every final round.",
      author: "Daniel Okafor",
      position: "Head of Talent",
    },
  },
  {
    id: "fernbrook",
    company: "Fernbrook Analytics",
    sector: "Forecasting platform",
    roles: "Machine learning engineers",
    headline: "Twelve candidates compared in one afternoon",
    challenge:
      "Fernbrook’s hiring managers disagreed about candidates because each had run a different first conversation. Decisions stalled, and the team went two months without a hire.",
    approach:
      "Every candidate answered the same seven questions plus two of Fernbrook’s own. The panel reviewed the interviews side by side, then used the not-hired reasons to explain each decision.",
    results: [
      { value: "12", label: "interviews reviewed in one session" },
      { value: "4", label: "ML engineers hired in six weeks" },
      { value: "100%", label: "of decisions recorded with a reason" },
    ],
    quote: {
      text: "Consistency is the feature. We finally argue about candidates, not about what each of us happened to ask.",
      author: "Sofia Lindqvist",
      position: "VP of Engineering",
    },
  },
  {
    id: "parallax",
    company: "Parallax Health",
    sector: "Clinical documentation AI",
    roles: "Sales engineers and account executives",
    headline: "Finding sellers who can explain retrieval to a CTO",
    challenge:
      "Parallax needed go-to-market hires who could hold their own in a hospital IT security review. Résumés could not show that, and live screens took a month to schedule.",
    approach:
      "A custom template asked candidates to explain, in two minutes, how the product keeps patient data out of model training. The answers made technical fluency visible before anyone booked a call.",
    results: [
      { value: "2", label: "sales engineers hired" },
      { value: "1", label: "account executive hired" },
      { value: "5 weeks", label: "from first review to signed offers" },
    ],
    quote: {
      text: "The two-minute answer told us more than a thirty-minute call ever did.",
      author: "Jordan Blake",
      position: "Director of Revenue",
    },
  },
];

/** /case-studies: how hiring teams use OneTake, with a link to pricing. */
export function CaseStudiesPage() {
  usePageMeta({
    title: "Case studies",
    description:
      "How AI companies use OneTake to replace phone screens, compare candidates consistently and hire ML, MLOps and go-to-market talent faster.",
  });

  return (
    <>
      <PageIntro
        eyebrow="Case studies"
        title="How AI companies hire with one interview"
        lead="Three hiring teams, three different problems, and what changed when the first round became a recording everyone could watch."
      />
      <div className="mx-auto grid w-full max-w-6xl gap-12 px-4 py-16 sm:px-6">
        {caseStudies.map((study) => (
          <article
            key={study.id}
            id={study.id}
            aria-labelledby={`${study.id}-title`}
            className="grid gap-8 rounded-lg border border-border p-6 sm:p-8 lg:grid-cols-[1.4fr_1fr]"
          >
            <div className="grid content-start gap-4">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="secondary">{study.company}</Badge>
                <span className="text-sm text-muted-foreground">
                  {study.sector} · Hiring {study.roles.toLowerCase()}
                </span>
              </div>
              <h2 id={`${study.id}-title`} className="text-2xl font-semibold tracking-tight text-balance">
                {study.headline}
              </h2>
              <h3 className="font-semibold">The challenge</h3>
              <p className="text-pretty text-slate-700">{study.challenge}</p>
              <h3 className="font-semibold">What they did</h3>
              <p className="text-pretty text-slate-700">{study.approach}</p>
              <figure className="mt-2 border-l-4 border-indigo-200 pl-4">
                <blockquote className="text-pretty text-foreground italic">
                  <p>“{study.quote.text}”</p>
                </blockquote>
                <figcaption className="mt-2 text-sm text-muted-foreground">
                  {study.quote.author}, {study.quote.position}, {study.company}
                </figcaption>
              </figure>
            </div>
            <div className="grid content-start gap-3">
              <h3 className="font-semibold">Results</h3>
              <dl className="grid gap-3">
                {study.results.map((result) => (
                  <div key={result.label} className="grid gap-1 rounded-lg bg-slate-50 p-4">
                    <dt className="order-2 text-sm text-muted-foreground">{result.label}</dt>
                    <dd className="order-1 text-3xl font-semibold tracking-tight text-primary-tint-foreground tabular-nums">
                      {result.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          </article>
        ))}
      </div>
      <CtaPanel
        className="pt-0"
        title="See what it would cost your team"
        actions={
          <>
            <Button size="lg" className={ctaPrimaryClasses} asChild>
              <Link to="/pricing">
                View pricing
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button size="lg" className={ctaSecondaryClasses} asChild>
              <Link to="/book-appointment">Book a consultation</Link>
            </Button>
          </>
        }
      >
        <p>
          Start with pay-per-interview pricing, invoiced monthly, and move to a subscription when you hire every month.
        </p>
      </CtaPanel>
    </>
  );
}
