import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@web/components/ui/button";

/**
 * Previous / Next for a list paged by cursor (no page numbers: the server answers the next and
 * previous positions). Hidden when there is neither.
 */
export function CursorPagination({
  label,
  previousCursor,
  nextCursor,
  onCursorChange,
}: {
  /** The navigation's accessible name, e.g. 'Candidate pages'. */
  label: string;
  previousCursor: string | null;
  nextCursor: string | null;
  onCursorChange: (cursor: string) => void;
}) {
  if (!previousCursor && !nextCursor) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4">
      <Button
        variant="outline"
        size="sm"
        disabled={!previousCursor}
        onClick={() => previousCursor && onCursorChange(previousCursor)}
      >
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={!nextCursor}
        onClick={() => nextCursor && onCursorChange(nextCursor)}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
