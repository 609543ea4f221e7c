import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useEmbeddedForms } from "@web/lib/pages/embedded-forms";
import { waitlistPromises } from "../enterprise-content";

/** "Ready to Build Your AI Team?": what early access brings, the other ways in, and the waitlist form. */
export function EnterpriseWaitlist() {
  const { WaitlistForm } = useEmbeddedForms();
  return (
    <section
      id="waitlist"
      aria-labelledby="waitlist-title"
      className="scroll-mt-[calc(var(--landing-header-height,0px)+1rem)] focus:outline-none"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_1.1fr] lg:items-start">
        <div className="grid gap-4">
          <p className="text-sm font-semibold tracking-wide text-primary-tint-foreground uppercase">Early access</p>
          <h2 id="waitlist-title" className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            Ready to Build Your AI Team?
          </h2>
          <p className="text-lg text-pretty text-muted-foreground">
            Tell us who you are hiring. We will verify your company and email you as soon as your team can browse
            interviewed candidates.
          </p>
          <ul className="grid gap-3">
            {waitlistPromises.map((promise) => (
              <li key={promise} className="flex gap-2 text-slate-700">
                <CircleCheck className="mt-1 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                {promise}
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">
            Ready to start now?{" "}
            <Link
              to="/register-company"
              className="rounded-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
            >
              Register your company
            </Link>{" "}
            and we will verify it.
          </p>
          <p className="text-sm text-muted-foreground">
            Prefer to talk first?{" "}
            <Link
              to="/book-appointment"
              className="rounded-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
            >
              Book a free 30-minute consultation
            </Link>
            .
          </p>
        </div>
        <Card>
          <CardHeader>
            <CardTitle>Get Early Access</CardTitle>
            <CardDescription>
              Takes under a minute. We use these details only to contact you about onboarding.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <WaitlistForm />
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
