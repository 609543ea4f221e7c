import type { ReactNode } from "react";
import { Skeleton } from "@web/components/ui/skeleton";

/*
 * What a list page shows while its first page loads, announced by its label. Rows: a title and a
 * detail line with what the row ends in (a button by default). Cards: a title, a line of facts and
 * a line of text.
 */

export function RowsSkeleton({
  label,
  rows = 3,
  end = <Skeleton className="h-10 w-28" />,
}: {
  label: string;
  rows?: number;
  end?: ReactNode;
}) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-4 rounded-lg border border-border bg-background p-4">
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-48 max-w-full" />
            <Skeleton className="h-3 w-32 max-w-full" />
          </div>
          {end}
        </div>
      ))}
    </div>
  );
}

export function CardsSkeleton({ label, cards = 3 }: { label: string; cards?: number }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {Array.from({ length: cards }, (_, index) => (
        <div key={index} className="grid gap-2 rounded-lg border border-border bg-background p-4">
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-3 w-72 max-w-full" />
          <Skeleton className="h-3 w-full" />
        </div>
      ))}
    </div>
  );
}
