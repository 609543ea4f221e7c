import { CircleCheck, Upload } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { HeroArt } from "../../components/hero-art";
import { scrollToSection } from "../../lib/motion";
import { candidateHeroBullets } from "../candidate-content";

function scrollTo(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToSection(id)) event.preventDefault();
  };
}

/** The candidates' hero: the promise, the ways in (apply, how it works, login, a resume) and the art. */
export function CandidateHero() {
  return (
    <section aria-labelledby="candidate-hero-title" className="bg-slate-50">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-8 pb-16 sm:px-6 md:pt-12 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
        <div className="grid gap-8">
          <div className="grid gap-4">
            <p className="text-sm font-semibold tracking-wide text-primary-tint-foreground uppercase">For AI talent</p>
            <h1 id="candidate-hero-title" className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
              Do your best work at a fast-growing AI startup
            </h1>
            <p className="max-w-xl text-lg text-pretty text-muted-foreground">
              Record one video interview of about 20 minutes with our AI interviewer. Verified AI companies watch it,
              read the feedback and reach out when you fit, so you stop repeating the same first-round call for every
              application.
            </p>
          </div>

          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button size="lg" asChild>
              <Link to="/apply">Join Our AI Talent Network</Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <a href="#features" onClick={scrollTo("features")}>
                See How It Works
              </a>
            </Button>
            <Button size="lg" variant="ghost" asChild>
              <Link to="/login">Login</Link>
            </Button>
          </div>

          <ul className="grid gap-3 sm:grid-cols-2">
            {candidateHeroBullets.map((bullet) => (
              <li key={bullet} className="flex gap-2 text-sm text-slate-700">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                {bullet}
              </li>
            ))}
          </ul>

          <Link
            to="/upload-resume"
            className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
          >
            <Upload className="size-4" aria-hidden="true" />
            Upload your resume instead
          </Link>
        </div>

        <HeroArt className="mx-auto w-full max-w-lg" />
      </div>
    </section>
  );
}
