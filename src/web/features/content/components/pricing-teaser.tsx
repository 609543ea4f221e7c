import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/ui/cn";

/**
 * The spec's 'Coming Soon' teaser: a $99/mo business subscription plus custom enterprise pricing.
 * Shown on /pricing and /early-access; it is information, not a checkout.
 */
export function PricingTeaser({
  className,
  headingLevel: Heading = "h2",
}: {
  className?: string;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <section
      aria-label="Subscription plans, coming soon"
      className={cn("rounded-lg border border-indigo-200 bg-primary-tint p-6", className)}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Heading className="text-lg font-semibold">Subscriptions</Heading>
        <Badge variant="outline" className="bg-white">
          Coming Soon
        </Badge>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1 rounded-lg border border-border bg-background p-4">
          <dt className="text-sm font-medium text-slate-700">Business subscription</dt>
          <dd className="text-3xl font-semibold tracking-tight tabular-nums">
            $99<span className="text-base font-normal text-muted-foreground">/mo</span>
          </dd>
          <dd className="text-sm text-muted-foreground">One predictable monthly price for teams hiring every month.</dd>
        </div>
        <div className="grid gap-1 rounded-lg border border-border bg-background p-4">
          <dt className="text-sm font-medium text-slate-700">Enterprise</dt>
          <dd className="text-3xl font-semibold tracking-tight">Custom</dd>
          <dd className="text-sm text-muted-foreground">Custom pricing for high hiring volume across several teams.</dd>
        </div>
      </dl>
    </section>
  );
}
