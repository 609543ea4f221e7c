import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@web/lib/ui/cn";

interface FeatureCardProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  className?: string;
  /** The heading level that keeps the page outline right (default h3 under a section's h2). */
  as?: "h2" | "h3";
}

/** An icon tile, a title and a short paragraph in a bordered card. */
export function FeatureCard({ icon: Icon, title, children, className, as: Heading = "h3" }: FeatureCardProps) {
  return (
    <div className={cn("grid content-start gap-3 rounded-lg border border-border bg-background p-6", className)}>
      <span className="flex size-10 items-center justify-center rounded-lg bg-primary-tint text-primary-tint-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <Heading className="text-lg font-semibold">{title}</Heading>
      <div className="text-pretty text-muted-foreground">{children}</div>
    </div>
  );
}
