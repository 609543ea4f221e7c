import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { PageIntro } from "../components/page-intro";
import { RichText } from "../components/rich-text";
import { actionLinkClasses, textLinkClasses } from "../components/text-link";
import { helpTopics, type HelpTopicSlug } from "../help/topics";
import { useHashScroll } from "../lib/use-hash-scroll";

function HelpTopicPage({ slug }: { slug: HelpTopicSlug }) {
  const topic = helpTopics[slug];
  const others = Object.values(helpTopics).filter((other) => other.slug !== slug);
  usePageMeta({ title: `${topic.title} · Help Center`, description: topic.summary });
  useHashScroll();

  return (
    <>
      <PageIntro eyebrow="Help Center" title={topic.title} lead={topic.summary}>
        <Link to="/help" className={actionLinkClasses}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          All help topics
        </Link>
      </PageIntro>
      <div className="mx-auto grid w-full max-w-6xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <aside className="grid content-start gap-8 lg:sticky lg:top-8 lg:self-start">
          <nav aria-labelledby="topic-contents">
            <h2 id="topic-contents" className="text-sm font-semibold">
              In this topic
            </h2>
            <ul className="mt-3 grid gap-2 text-sm">
              {topic.articles.map((article) => (
                <li key={article.id}>
                  <a
                    href={`#${article.id}`}
                    className="rounded-sm text-slate-600 hover:text-foreground hover:underline"
                  >
                    {article.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="topic-more">
            <h2 id="topic-more" className="text-sm font-semibold">
              More help
            </h2>
            <ul className="mt-3 grid gap-2 text-sm">
              {others.map((other) => (
                <li key={other.slug}>
                  <Link
                    to={`/help/${other.slug}`}
                    className="rounded-sm text-slate-600 hover:text-foreground hover:underline"
                  >
                    {other.title}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/faq" className="rounded-sm text-slate-600 hover:text-foreground hover:underline">
                  FAQ
                </Link>
              </li>
              <li>
                <Link to="/contact" className="rounded-sm text-slate-600 hover:text-foreground hover:underline">
                  Contact Us
                </Link>
              </li>
            </ul>
          </nav>
        </aside>
        <div className="grid max-w-3xl gap-14">
          {topic.articles.map((article) => (
            <article
              key={article.id}
              id={article.id}
              aria-labelledby={`${article.id}-title`}
              className="grid scroll-mt-8 gap-4"
            >
              <h2 id={`${article.id}-title`} className="text-2xl font-semibold tracking-tight">
                {article.title}
              </h2>
              <RichText blocks={article.blocks} headingLevel="h3" />
            </article>
          ))}
          <p className="text-muted-foreground">
            Did not find your answer?{" "}
            <Link to="/contact" className={textLinkClasses}>
              Contact us
            </Link>
            .
          </p>
        </div>
      </div>
    </>
  );
}

/** /help/getting-started */
export function GettingStartedPage() {
  return <HelpTopicPage slug="getting-started" />;
}

/** /help/candidate-guides */
export function CandidateGuidesPage() {
  return <HelpTopicPage slug="candidate-guides" />;
}

/** /help/employer-resources */
export function EmployerResourcesPage() {
  return <HelpTopicPage slug="employer-resources" />;
}
