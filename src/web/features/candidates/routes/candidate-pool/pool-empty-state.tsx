import { Users } from "lucide-react";
import { EmptyState } from "@web/components/list/empty-state";
import { Button } from "@web/components/ui/button";

/** An empty pool page: nobody ranked for the job yet, nobody fitting the filters, or nobody at all. */
export function PoolEmptyState({
  ranked,
  filtered,
  onShowNewest,
  onClearFilters,
}: {
  ranked: boolean;
  filtered: boolean;
  onShowNewest: () => void;
  onClearFilters: () => void;
}) {
  if (ranked) {
    return (
      <EmptyState
        icon={Users}
        title="No candidates ranked for this job yet"
        action={
          <Button variant="outline" onClick={onShowNewest}>
            Show newest first
          </Button>
        }
      >
        <p>
          Matches are worked out in the background when a job or a profile changes
          {filtered ? ", and none of them fits these filters" : ""}. Check back in a minute.
        </p>
      </EmptyState>
    );
  }
  if (filtered) {
    return (
      <EmptyState
        icon={Users}
        title="No candidates match these filters"
        action={
          <Button variant="outline" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      >
        <p>Try fewer skills, another experience level or location.</p>
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={Users} title="No candidates yet">
      <p>Candidates appear here once they have recorded their interview or uploaded a resume.</p>
    </EmptyState>
  );
}
