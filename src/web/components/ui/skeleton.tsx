import type { ComponentProps } from "react";
import { cn } from "@web/lib/ui/cn";

/**
 * A placeholder shaped like the content that is loading. Hidden from assistive technology: the
 * surrounding region announces the loading state once (role="status") instead.
 */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-slate-200", className)} {...props} />;
}
