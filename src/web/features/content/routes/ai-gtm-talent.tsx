import { Layers, RefreshCw, Scale } from "lucide-react";
import { Link } from "react-router";
import { BrandMark } from "@web/components/brand/brand-mark";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { BRAND_NAME } from "@web/lib/ui/brand";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { CtaPanel, ctaPrimaryClasses, ctaSecondaryClasses } from "../components/cta-panel";
import { FeatureCard } from "../components/feature-card";
import { useAccountLink } from "@web/lib/session/session-hint";
import { Section } from "../components/section";
import { TestimonialCard, type Testimonial } from "../components/testimonial-card";

const reasons = [
  {
    icon: Scale,
    title: "Complex technical buyers",
    body: "AI purchases are evaluated by engineers and data teams, not only by procurement. Your team has to answer questions about latency, evaluation, data residency and fine-tuning without escalating every call.",
  },
  {
    icon: RefreshCw,
    title: "Rapid product evolution",
    body: "Models, prices and capabilities change every quarter. People who understand the technology underneath can update the pitch themselves instead of waiting for the next enablement deck.",
  },
  {
    icon: Layers,
    title: "Technical value propositions",
    body: "AI value is measured in accuracy, cost per task and hours saved. Sellers need to build that business case with the buyer, using numbers they can defend in front of an engineer.",
  },
] as const;

/** GTM role card (spec: title, description, skills). */
const focusRoles = [
  {
    title: "Sales Engineers & Solutions Architects",
    description:
      "Run proofs of concept, design integrations and field the hardest questions in a technical evaluation.",
    skills: [
      "Retrieval and vector search architecture",
      "API integration and scripting in Python or TypeScript",
      "Model evaluation and benchmarking",
      "Security and compliance reviews",
    ],
  },
  {
    title: "Account Executives with AI/SaaS Background",
    description:
      "Own multi-stakeholder deals where usage-based pricing and proof-of-value pilots are the norm, not the exception.",
    skills: [
      "Usage-based and consumption pricing",
      "Multi-threaded enterprise deals",
      "Pilot-to-production planning",
      "Value and ROI modelling",
    ],
  },
  {
    title: "AI-Focused Product Managers",
    description:
      "Turn customer problems into model behaviour, and set the evaluation bar that says when a feature is good enough to ship.",
    skills: [
      "Evaluation design and success metrics",
      "Prompt and model iteration",
      "Discovery with technical users",
      "Roadmaps under model uncertainty",
    ],
  },
  {
    title: "Developer Advocates & Community Leads",
    description:
      "Make an API-first product easy to adopt through documentation, sample apps, talks and a community that gives honest feedback.",
    skills: [
      "Technical writing and sample code",
      "Live demos and conference talks",
      "Community programs and feedback loops",
      "SDK and API design input",
    ],
  },
  {
    title: "Customer Success Managers",
    description:
      "Take customers from pilot to production, track real adoption, and spot expansion long before the renewal conversation.",
    skills: [
      "Adoption and usage analytics",
      "Onboarding technical teams",
      "Change management",
      "Renewal and expansion planning",
    ],
  },
] as const;

const successStories: readonly Testimonial[] = [
  {
    content:
      "I came from selling data infrastructure and had never pitched an LLM product. My interview showed I could explain evaluation trade-offs plainly, and that is what led to my solutions engineering offer.",
    author: "Aisha Bello",
    position: "Solutions Engineer",
    company: "Vectorline",
  },
  {
    content:
      "We needed an account executive who could hold a room of ML engineers. Watching candidates answer the same technical-buyer question side by side made the decision in one afternoon.",
    author: "Tom Brennan",
    position: "VP of Sales",
    company: "Quillmark AI",
  },
  {
    content:
      "As a developer advocate, my demo is my resume. Talking through a real project on video suited me far better than another thirty-minute recruiter screen.",
    author: "Lucía Fernández",
    position: "Developer Advocate",
    company: "Helio Robotics",
  },
];

/** /ai-gtm-talent: AI-literate go-to-market talent, with its own header and the shared footer. */
export function AiGtmTalentPage() {
  const accountLink = useAccountLink();
  usePageMeta({
    title: "AI GTM talent",
    description:
      "Hire, or become, go-to-market talent fluent in AI: sales engineers, account executives, AI product managers, developer advocates and customer success managers.",
  });

  return (
    <>
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight">
            <BrandMark />
            {BRAND_NAME}
            <span className="sr-only">home</span>
          </Link>
          <Button variant="outline" asChild>
            <Link to={accountLink.to}>{accountLink.label}</Link>
          </Button>
        </div>
      </header>

      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <section aria-labelledby="gtm-title" className="border-b border-border bg-slate-50">
          <div className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:px-6 sm:py-24">
            <Badge className="tracking-wide">AI GTM TALENT</Badge>
            <h1 id="gtm-title" className="max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
              Go-to-market talent that speaks fluent AI
            </h1>
            <p className="max-w-2xl text-lg text-pretty text-muted-foreground">
              Selling AI means explaining embeddings to a CTO on Tuesday and passing a security review on Thursday.
              OneTake interviews sellers, solutions engineers and advocates for the technical fluency that takes, so
              companies can hire them without a month of screening calls.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button size="lg" asChild>
                <Link to="/apply">Join as GTM Talent</Link>
              </Button>
              <Button size="lg" variant="outline" asChild>
                <Link to="/register-company">Hire GTM Talent</Link>
              </Button>
            </div>
          </div>
        </section>

        <Section
          eyebrow="Why it matters"
          title="Why technical fluency matters in AI go-to-market"
          lead="The people who sell and support AI products are now part of the technical evaluation."
        >
          <div className="grid gap-6 md:grid-cols-3">
            {reasons.map((reason) => (
              <FeatureCard key={reason.title} icon={reason.icon} title={reason.title}>
                <p>{reason.body}</p>
              </FeatureCard>
            ))}
          </div>
        </Section>

        <Section
          tone="muted"
          eyebrow="Focus roles"
          title="Five roles we interview for"
          lead="Each candidate answers the same seven questions; companies can add role-specific ones with their own templates."
        >
          <ul className="grid gap-6 lg:grid-cols-2">
            {focusRoles.map((role) => (
              <li
                key={role.title}
                className="grid content-start gap-3 rounded-lg border border-border bg-background p-6"
              >
                <h3 className="text-lg font-semibold">{role.title}</h3>
                <p className="text-pretty text-muted-foreground">{role.description}</p>
                <div className="grid gap-2">
                  <h4 className="text-sm font-semibold text-slate-700">Key skills</h4>
                  <ul className="flex flex-wrap gap-2">
                    {role.skills.map((skill) => (
                      <li key={skill}>
                        <Badge variant="secondary" className="text-sm whitespace-normal">
                          {skill}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </Section>

        <Section eyebrow="Success stories" title="GTM hires made on OneTake">
          <div className="grid gap-6 md:grid-cols-3">
            {successStories.map((story) => (
              <TestimonialCard key={story.author} testimonial={story} />
            ))}
          </div>
        </Section>

        <CtaPanel
          className="pt-0"
          title="Technical fluency, visible in one interview"
          actions={
            <>
              <Button size="lg" className={ctaPrimaryClasses} asChild>
                <Link to="/apply">Join as GTM Talent</Link>
              </Button>
              <Button size="lg" className={ctaSecondaryClasses} asChild>
                <Link to="/register-company">Hire GTM Talent</Link>
              </Button>
            </>
          }
        >
          <p>
            Candidates record once and are seen by verified AI companies. Companies watch how a seller explains a
            technical product before they ever book a call.
          </p>
        </CtaPanel>
      </main>
    </>
  );
}
