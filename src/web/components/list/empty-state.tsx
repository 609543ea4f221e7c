import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** An empty or blocked list: what is going on, why, and the next thing to do. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  tone = "neutral",
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  tone?: "neutral" | "warning";
}) {
  return (
    <div
      className={
        tone === "warning"
          ? "grid justify-items-center gap-3 rounded-lg border border-amber-200 bg-warning-tint px-6 py-12 text-center text-warning"
          : "grid justify-items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-background px-6 py-12 text-center"
      }
    >
      <span
        className={
          tone === "warning"
            ? "flex size-12 items-center justify-center rounded-full bg-background"
            : "flex size-12 items-center justify-center rounded-full bg-muted text-slate-600"
        }
      >
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className={tone === "warning" ? "max-w-md text-sm" : "max-w-md text-sm text-muted-foreground"}>
        {children}
      </div>
      {action && <div className="pt-2">{action}</div>}
    </div>
  );
}
