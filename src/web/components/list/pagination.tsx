import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@web/components/ui/button";

/** Previous / Next with "Page X of Y"; hidden when everything fits on one page. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  label = "Pagination",
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  label?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        Page {Math.min(page, pages)} of {pages}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
