import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";

/** A full-screen message of the interview page: already recorded, unsupported, open elsewhere, failed. */
export function RunnerNotice({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** Replaces the default way back to the dashboard. */
  action?: ReactNode;
}) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
      <div className="grid w-full max-w-md justify-items-center gap-4 rounded-lg border border-border bg-background p-8 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-tint text-primary-tint-foreground">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold">{title}</h1>
        <div className="grid gap-2 text-sm text-muted-foreground">{children}</div>
        {action ?? (
          <Button asChild>
            <Link to="/candidate-dashboard">Back to dashboard</Link>
          </Button>
        )}
      </div>
    </main>
  );
}
