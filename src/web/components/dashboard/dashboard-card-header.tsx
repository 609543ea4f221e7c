import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";

/** A dashboard card's top (candidate and company dashboards): its icon, its heading and a line on what it is for. */
export function DashboardCardHeader({
  icon: Icon,
  title,
  titleId,
  children,
}: {
  icon: LucideIcon;
  title: string;
  /** The heading's id, for a card that names itself by it (aria-labelledby). */
  titleId?: string;
  children: ReactNode;
}) {
  return (
    <CardHeader>
      <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary-tint text-primary-tint-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <CardTitle asChild>
        <h2 id={titleId}>{title}</h2>
      </CardTitle>
      <CardDescription>{children}</CardDescription>
    </CardHeader>
  );
}
