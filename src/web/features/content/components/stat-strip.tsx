import { cn } from "@web/lib/ui/cn";

export interface Stat {
  value: string;
  label: string;
}

/** Marketing figures as a description list; the numbers use tabular figures. */
/** Put it inside a section or region that names it. */
export function StatStrip({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-6 lg:grid-cols-4", className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="grid gap-1 rounded-lg border border-border bg-background p-6">
          <dt className="order-2 text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="order-1 text-3xl font-semibold tracking-tight text-primary-tint-foreground tabular-nums sm:text-4xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
