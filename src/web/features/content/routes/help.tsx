import { BookOpen, Building, CircleHelp, Mail, Rocket, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { PageIntro } from "../components/page-intro";
import { Section } from "../components/section";
import { ArrowLink } from "../components/arrow-link";
import { helpTopics } from "../help/topics";

const categories: readonly { to: string; icon: LucideIcon; title: string; summary: string }[] = [
  { to: "/help/getting-started", icon: Rocket, ...pick("getting-started") },
  { to: "/help/candidate-guides", icon: BookOpen, ...pick("candidate-guides") },
  { to: "/help/employer-resources", icon: Building, ...pick("employer-resources") },
  {
    to: "/faq",
    icon: CircleHelp,
    title: "FAQ",
    summary: "Short answers on cost, re-records, verification, privacy and pricing.",
  },
  {
    to: "/contact",
    icon: Mail,
    title: "Contact Us",
    summary: "Not covered here? Send the team a message, including data export and deletion requests.",
  },
];

function pick(slug: keyof typeof helpTopics) {
  return { title: helpTopics[slug].title, summary: helpTopics[slug].summary };
}

const popular = [
  { topic: "candidate-guides", id: "seven-questions" },
  { topic: "candidate-guides", id: "re-recording" },
  { topic: "candidate-guides", id: "devices" },
  { topic: "employer-resources", id: "verification" },
  { topic: "employer-resources", id: "templates" },
] as const;

/** /help: the Help Center's categories and most-read articles. */
export function HelpCenterPage() {
  usePageMeta({
    title: "Help Center",
    description:
      "Guides for OneTake candidates and companies: getting started, preparing for the interview, devices, re-records, verification, templates and hiring decisions.",
  });

  return (
    <>
      <PageIntro
        eyebrow="Help Center"
        title="How can we help?"
        lead="Step-by-step guides for candidates and hiring teams, written by the people who build OneTake."
      />
      <Section title="Browse by category">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category.to}>
              <Link
                to={category.to}
                className="group grid h-full content-start gap-3 rounded-lg border border-border p-6 transition-colors hover:border-indigo-300 hover:bg-slate-50"
              >
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary-tint text-primary-tint-foreground">
                  <category.icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-lg font-semibold group-hover:text-indigo-700">{category.title}</span>
                <span className="text-muted-foreground">{category.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted" title="Popular articles">
        <ul className="grid max-w-3xl gap-3">
          {popular.map(({ topic, id }) => {
            const article = helpTopics[topic].articles.find((candidate) => candidate.id === id);
            if (!article) return null;
            return (
              <li key={id}>
                <ArrowLink to={`/help/${topic}#${id}`} className="text-base">
                  {article.title}
                </ArrowLink>
                <span className="ml-2 text-sm text-muted-foreground">in {helpTopics[topic].title}</span>
              </li>
            );
          })}
        </ul>
      </Section>
    </>
  );
}
