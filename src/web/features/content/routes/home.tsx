import { Upload } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { BRAND_NAME, BRAND_TAGLINE } from "@web/lib/brand";
import { usePageMeta } from "@web/lib/page-meta";
import { HeroArt } from "../components/hero-art";

// True of the product as specified: one ~20-minute interview of 7 questions, free for candidates.
const facts = [
  { value: "20 min", label: "one recorded interview" },
  { value: "7", label: "questions, one at a time" },
  { value: "$0", label: "to apply as a candidate" },
] as const;

/** "/": the landing hero. Candidates apply or upload a resume; companies register to hire. */
export function HomePage() {
  usePageMeta({
    title: `${BRAND_NAME}: ${BRAND_TAGLINE}`,
    description:
      "Record one 20-minute AI video interview and let verified AI companies review it. Free for candidates.",
  });

  return (
    <section aria-labelledby="home-title" className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-20">
      <div className="grid items-center gap-12 lg:grid-cols-[1.1fr_1fr]">
        <div className="grid gap-8">
          <div className="grid gap-4">
            <p className="text-sm font-semibold tracking-wide text-primary-tint-foreground uppercase">
              {BRAND_NAME} · the talent network for AI companies
            </p>
            <h1 id="home-title" className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
              {BRAND_TAGLINE}
            </h1>
            <p className="max-w-xl text-lg text-pretty text-muted-foreground">
              Record one video interview of about 20 minutes with our AI interviewer. Verified AI companies review it
              and reach out when you fit, so you stop repeating the same first-round call for every application.
            </p>
          </div>

          <div className="grid gap-4">
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button size="lg" asChild>
                <Link to="/apply">Join Our AI Talent Network</Link>
              </Button>
              <Button size="lg" variant="outline" asChild>
                <Link to="/register-company">Hire AI talent</Link>
              </Button>
            </div>
            <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
              <p className="text-muted-foreground">
                Already a member?{" "}
                <Link to="/login" className="font-medium text-indigo-700 underline-offset-4 hover:underline">
                  Login
                </Link>
              </p>
              <Link
                to="/upload-resume"
                className="inline-flex items-center gap-1.5 font-medium text-indigo-700 underline-offset-4 hover:underline"
              >
                <Upload className="size-4" aria-hidden="true" />
                Upload your resume instead
              </Link>
            </div>
          </div>

          <dl className="grid grid-cols-3 gap-4 border-t border-border pt-6">
            {facts.map((fact) => (
              <div key={fact.value} className="grid gap-1">
                <dt className="order-2 text-sm text-muted-foreground">{fact.label}</dt>
                <dd className="order-1 text-2xl font-semibold tabular-nums">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <HeroArt className="mx-auto w-full max-w-lg" />
      </div>
    </section>
  );
}
