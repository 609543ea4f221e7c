import { Bot, Building, UserRound } from "lucide-react";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { FeatureCard } from "../components/feature-card";
import { PageIntro } from "../components/page-intro";
import { Section } from "../components/section";
import { StatStrip, type Stat } from "../components/stat-strip";
import { ArrowLink } from "../components/arrow-link";

const stats: readonly Stat[] = [
  { value: "500+", label: "AI companies hiring" },
  { value: "5,000+", label: "AI-literate candidates" },
  { value: "3,500+", label: "AI-focused roles" },
  { value: "70%", label: "Less time to hire" },
];

const pillars = [
  {
    icon: UserRound,
    title: "For candidates",
    body: "One free, 20-minute video interview of seven questions, up to three re-records per application, and a profile that stays private until you make it public.",
  },
  {
    icon: Building,
    title: "For companies",
    body: "Verified access to candidates who have already interviewed, job postings, custom interview templates, and a clear hired or not-hired record for every applicant.",
  },
  {
    icon: Bot,
    title: "How we use AI",
    body: "AI conducts the interview, transcribes it and writes feedback with a score. It informs the people reviewing; it does not make hiring decisions for them.",
  },
] as const;

/** /about: what OneTake is, in brief; the longer version is /our-story. */
export function AboutPage() {
  usePageMeta({
    title: "About us",
    description:
      "OneTake is a hiring marketplace for AI companies: candidates record one AI-run video interview, verified companies review it and hire.",
  });

  return (
    <>
      <PageIntro
        eyebrow="About us"
        title="The hiring marketplace built for AI companies"
        lead="OneTake connects AI companies with technical and go-to-market talent through one structured video interview. Candidates interview once; every verified company can review that interview."
      />

      <Section title="What OneTake does">
        <div className="grid gap-6 md:grid-cols-3">
          {pillars.map((pillar) => (
            <FeatureCard key={pillar.title} icon={pillar.icon} title={pillar.title}>
              <p>{pillar.body}</p>
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section tone="muted" title="OneTake in numbers">
        <StatStrip stats={stats} />
      </Section>

      <Section title="Why we exist" lead="Because a first interview should not have to happen eleven times.">
        <div className="grid max-w-3xl gap-4 text-pretty text-slate-700">
          <p>
            AI companies compete for the same small pool of people who can build, ship and sell AI products. Candidates
            in that pool spend weeks repeating the same screening conversation. We think one well-structured interview,
            shared with consent, is better for both sides.
          </p>
          <ArrowLink to="/our-story">Read our story</ArrowLink>
        </div>
      </Section>
    </>
  );
}
