import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@web/lib/ui/cn";

// Tinted backgrounds with 700/800 text keep every variant above 4.5:1.
export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3",
  {
    variants: {
      variant: {
        default: "border-indigo-200 bg-primary-tint text-primary-tint-foreground",
        secondary: "border-slate-200 bg-muted text-slate-700",
        outline: "border-slate-300 bg-background text-slate-700",
        success: "border-emerald-200 bg-success-tint text-success",
        warning: "border-amber-200 bg-warning-tint text-warning",
        danger: "border-rose-200 bg-danger-tint text-rose-700",
        info: "border-blue-200 bg-info-tint text-info",
        "top-match": "border-green-200 bg-top-match-tint text-top-match",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>["variant"]>;

export function Badge({ className, variant, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}

/** The spec's match-score colours: 90 and up green, 75 and up blue, below that amber. */
export function matchScoreVariant(score: number): BadgeVariant {
  if (score >= 90) return "top-match";
  if (score >= 75) return "info";
  return "warning";
}
