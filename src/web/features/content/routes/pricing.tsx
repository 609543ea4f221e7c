import { Check } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/ui/cn";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { DisclosureList, type QuestionAnswer } from "../components/disclosure-list";
import { PageIntro } from "../components/page-intro";
import { Section } from "../components/section";
import { textLinkClasses } from "../components/text-link";

interface Tier {
  name: string;
  price: string;
  priceNote: string;
  description: string;
  features: readonly string[];
  cta: { to: string; label: string };
  badge?: string;
  highlighted?: boolean;
}

// No checkout here: every call to action registers the company or books a conversation.
const tiers: readonly Tier[] = [
  {
    name: "Basic",
    price: "Pay per interview",
    priceNote: "Invoiced monthly. No subscription.",
    description: "For companies making their first AI hires.",
    features: [
      "Browse candidates who have already interviewed",
      "Recordings with transcripts, AI feedback and scores",
      "Job postings and applicant review",
      "Custom interview templates",
      "Hired and not-hired status with reasons",
    ],
    cta: { to: "/register-company", label: "Register your company" },
  },
  {
    name: "Business",
    price: "$99/mo",
    priceNote: "Coming Soon.",
    description: "For teams hiring AI talent every month.",
    features: [
      "Everything in Basic",
      "One predictable monthly price instead of per-interview billing",
      "Existing Basic accounts can switch when it launches",
    ],
    cta: { to: "/register-company", label: "Register now, switch later" },
    badge: "Coming Soon",
    highlighted: true,
  },
  {
    name: "Enterprise",
    price: "Custom",
    priceNote: "Priced on your hiring volume.",
    description: "For organisations hiring across several teams or regions.",
    features: [
      "Everything in Basic",
      "Custom pricing for high interview volume",
      "Onboarding help for each hiring team",
      "Starts with a free 30-minute consultation",
    ],
    cta: { to: "/book-appointment", label: "Book a consultation" },
  },
];

const questions: readonly QuestionAnswer[] = [
  {
    question: "Do candidates pay anything?",
    answer: <p>No. OneTake is free for candidates at every step, including re-records.</p>,
  },
  {
    question: "When are we invoiced?",
    answer: (
      <p>Invoices are issued monthly. Basic is billed per interview; subscriptions bill a fixed monthly price.</p>
    ),
  },
  {
    question: "Can we start before our company is verified?",
    answer: (
      <p>
        You can register straight away; browsing starts once verification is complete, usually within 24 hours. If you
        would like to talk first,{" "}
        <Link to="/book-appointment" className={textLinkClasses}>
          book a free 30-minute consultation
        </Link>
        .
      </p>
    ),
  },
];

/** /pricing: Basic (pay per interview), Business ($99/mo, Coming Soon) and Enterprise (custom). */
export function PricingPage() {
  usePageMeta({
    title: "Pricing",
    description:
      "OneTake pricing for companies: pay per interview on Basic, a $99/mo Business subscription coming soon, and custom Enterprise pricing. Free for candidates.",
  });

  return (
    <>
      <PageIntro
        eyebrow="Pricing"
        title="Pay for interviews you watch, not seats you don’t use"
        lead="Start on Basic with pay-per-interview pricing, invoiced monthly. Candidates never pay."
        centered
      />
      <Section title="Plans for companies" centered>
        <ul className="grid gap-6 lg:grid-cols-3">
          {tiers.map((tier) => (
            <li
              key={tier.name}
              className={cn(
                "flex flex-col gap-6 rounded-lg border bg-background p-6",
                tier.highlighted ? "border-indigo-300 ring-1 ring-indigo-300" : "border-border",
              )}
            >
              <div className="grid gap-2">
                <div className="flex items-center justify-between gap-3">
                  <h3 className="text-xl font-semibold">{tier.name}</h3>
                  {tier.badge && <Badge>{tier.badge}</Badge>}
                </div>
                <p className="text-muted-foreground">{tier.description}</p>
              </div>
              <div className="grid gap-1">
                <p className="text-3xl font-semibold tracking-tight tabular-nums">{tier.price}</p>
                <p className="text-sm text-muted-foreground">{tier.priceNote}</p>
              </div>
              <ul className="grid flex-1 content-start gap-2">
                {tier.features.map((feature) => (
                  <li key={feature} className="flex gap-2 text-slate-700">
                    <Check className="mt-1 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button variant={tier.highlighted ? "default" : "outline"} asChild>
                <Link to={tier.cta.to}>{tier.cta.label}</Link>
              </Button>
            </li>
          ))}
        </ul>
        <p className="text-center text-muted-foreground">
          Want the Business plan as soon as it launches?{" "}
          <Link to="/early-access" className={textLinkClasses}>
            Join early access
          </Link>
          .
        </p>
      </Section>
      <Section tone="muted" title="Billing questions">
        <div className="max-w-3xl">
          <DisclosureList items={questions} />
        </div>
      </Section>
    </>
  );
}
