import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useEmbeddedForms } from "@web/lib/pages/embedded-forms";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { PageIntro } from "../components/page-intro";
import { PricingTeaser } from "../components/pricing-teaser";
import { textLinkClasses } from "../components/text-link";

const benefits = [
  "Be first to try the Business subscription when it launches",
  "Tell us the roles you hire for, so our first conversation starts from them",
  "Company verification of your business email and website in about 24 hours",
] as const;

/** /early-access: the business early-access list, with the 'Coming Soon' pricing teaser. */
export function EarlyAccessPage() {
  const { EarlyAccessForm } = useEmbeddedForms();
  usePageMeta({
    title: "Early access for companies",
    description:
      "Join OneTake early access for companies: be first to the $99/mo Business subscription, with custom Enterprise pricing for larger teams.",
  });

  return (
    <>
      <PageIntro
        eyebrow="Early access"
        title="Get early access for your hiring team"
        lead="We are opening OneTake to AI companies in waves. Leave your details and the roles you hire for, and we will be in touch."
      />
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_1.1fr] lg:items-start">
        <div className="grid gap-8">
          <section aria-labelledby="early-access-why" className="grid gap-4">
            <h2 id="early-access-why" className="text-2xl font-semibold tracking-tight">
              What early access gets you
            </h2>
            <ul className="grid gap-3">
              {benefits.map((benefit) => (
                <li key={benefit} className="flex gap-2 text-slate-700">
                  <CircleCheck className="mt-1 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                  {benefit}
                </li>
              ))}
            </ul>
          </section>
          <PricingTeaser />
          <p className="text-sm text-muted-foreground">
            Ready to hire now? Basic is available today with{" "}
            <Link to="/pricing" className={textLinkClasses}>
              pay-per-interview pricing
            </Link>
            .
          </p>
        </div>
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Request early access</h2>
            </CardTitle>
            <CardDescription>Your business name, your name and a work email. Roles are optional.</CardDescription>
          </CardHeader>
          <CardContent>
            <EarlyAccessForm />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
