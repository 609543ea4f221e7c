import { ArrowRight, Briefcase, Clock, Compass, HeartHandshake, MapPin, Video } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { FeatureCard } from "../components/feature-card";
import { PageIntro } from "../components/page-intro";
import { Section } from "../components/section";
import { textLinkClasses } from "../components/text-link";

/** The spec's four static positions: title, department, location, type. */
const positions = [
  {
    title: "Senior Full-Stack Engineer, Interview Platform",
    department: "Engineering",
    location: "Remote (UTC−5 to UTC+2)",
    type: "Full-time",
    summary:
      "Own the recording experience end to end: camera and microphone setup, chunked uploads that never lose an answer, and the review screens hiring teams live in.",
  },
  {
    title: "Machine Learning Engineer, Speech & Evaluation",
    department: "AI",
    location: "Remote (Europe)",
    type: "Full-time",
    summary:
      "Improve transcription quality across accents and microphones, and build the evaluation sets that keep our interview feedback consistent and fair.",
  },
  {
    title: "Talent Partner, AI Go-To-Market",
    department: "Talent",
    location: "New York, NY (hybrid)",
    type: "Full-time",
    summary:
      "Work with AI companies hiring sales engineers, account executives and developer advocates, and help candidates prepare for the interview that matters.",
  },
  {
    title: "Product Designer, Employer Experience",
    department: "Design",
    location: "Remote (Americas)",
    type: "Contract",
    summary:
      "Design how companies browse candidates, compare interviews and record hiring decisions, from first search to a clear hired or not-hired.",
  },
] as const;

const values = [
  {
    icon: Video,
    title: "We hire the way we ask you to",
    body: "Every applicant records the same OneTake interview our candidates do. You will never sit through a first round that repeats it.",
  },
  {
    icon: HeartHandshake,
    title: "Candidates first, always",
    body: "Our product decisions start from the person being interviewed. If a change saves a recruiter time but costs candidates trust, we do not ship it.",
  },
  {
    icon: Compass,
    title: "Small team, real ownership",
    body: "Each of us owns a part of the product from idea to production, with written plans and few meetings.",
  },
] as const;

/** /careers: working at OneTake and the four open positions. */
export function CareersPage() {
  usePageMeta({
    title: "Careers",
    description:
      "Join OneTake: open roles in engineering, AI, talent and design at the hiring marketplace for AI companies.",
  });

  return (
    <>
      <PageIntro
        eyebrow="Careers"
        title="Help every candidate do one great interview"
        lead="We are a small, remote-first team building the hiring marketplace for AI companies. Four roles are open now."
      />

      <Section
        title="Open positions"
        lead="All four roles apply through OneTake: record the interview once, and our team reviews it."
      >
        <ul className="grid gap-4">
          {positions.map((position) => (
            <li
              key={position.title}
              className="grid gap-4 rounded-lg border border-border p-6 md:grid-cols-[1fr_auto] md:items-center"
            >
              <div className="grid gap-2">
                <h3 className="text-lg font-semibold">{position.title}</h3>
                <p className="max-w-2xl text-pretty text-muted-foreground">{position.summary}</p>
                <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
                  <div className="flex items-center gap-1.5">
                    <dt>
                      <Briefcase className="size-4 text-slate-500" aria-hidden="true" />
                      <span className="sr-only">Department</span>
                    </dt>
                    <dd>{position.department}</dd>
                  </div>
                  <div className="flex items-center gap-1.5">
                    <dt>
                      <MapPin className="size-4 text-slate-500" aria-hidden="true" />
                      <span className="sr-only">Location</span>
                    </dt>
                    <dd>{position.location}</dd>
                  </div>
                  <div className="flex items-center gap-1.5">
                    <dt>
                      <Clock className="size-4 text-slate-500" aria-hidden="true" />
                      <span className="sr-only">Type</span>
                    </dt>
                    <dd>{position.type}</dd>
                  </div>
                </dl>
              </div>
              <Button variant="outline" asChild>
                <Link to="/apply" aria-label={`Apply for ${position.title}`}>
                  Apply
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground">
          Do not see your role? Tell us what you would build on the{" "}
          <Link to="/contact" className={textLinkClasses}>
            contact page
          </Link>
          .
        </p>
      </Section>

      <Section tone="muted" title="How we work">
        <div className="grid gap-6 md:grid-cols-3">
          {values.map((value) => (
            <FeatureCard key={value.title} icon={value.icon} title={value.title}>
              <p>{value.body}</p>
            </FeatureCard>
          ))}
        </div>
      </Section>
    </>
  );
}
