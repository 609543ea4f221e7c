import { Users } from "lucide-react";
import { CursorPagination } from "@web/components/list/cursor-pagination";
import { RowsSkeleton } from "@web/components/list/list-skeleton";
import { QueryListState } from "@web/components/list/query-list-state";
import { Skeleton } from "@web/components/ui/skeleton";
import { PoolCards, PoolTable } from "../../components/pool-list";
import { PoolEmptyState } from "./pool-empty-state";
import type { usePoolSearch } from "./use-pool-search";

/** The pool's page of candidates (a table, or cards on a phone) with its loading, empty and no-results states. */
export function PoolResults({
  pool,
  search,
  ranked,
  filtered,
  clearSearch,
  rankFor,
  clearFilters,
  goToCursor,
}: Pick<
  ReturnType<typeof usePoolSearch>,
  "pool" | "search" | "ranked" | "filtered" | "clearSearch" | "rankFor" | "clearFilters" | "goToCursor"
>) {
  return (
    <QueryListState
      query={pool}
      page={pool.data}
      icon={Users}
      errorTitle="The candidate list did not load"
      skeleton={
        <RowsSkeleton
          label="Loading candidates"
          rows={5}
          end={
            <>
              <Skeleton className="hidden h-4 w-24 md:block" />
              <Skeleton className="hidden h-4 w-32 md:block" />
              <Skeleton className="h-6 w-20" />
            </>
          }
        />
      }
      search={search}
      noResults={{
        title: "No candidates match your search",
        onClearSearch: clearSearch,
        children: (
          <p>
            Nobody matches “{search}”{filtered ? " with these filters" : ""}. Try a shorter term, another skill, or
            clear the search.
          </p>
        ),
      }}
      empty={
        <PoolEmptyState
          ranked={ranked}
          filtered={filtered}
          onShowNewest={() => rankFor(undefined)}
          onClearFilters={clearFilters}
        />
      }
      pager={
        pool.data && (
          <CursorPagination
            label="Candidate pages"
            previousCursor={pool.data.previousCursor}
            nextCursor={pool.data.nextCursor}
            onCursorChange={goToCursor}
          />
        )
      }
    >
      {(data) => (
        <>
          <PoolTable items={data.items} ranked={ranked} />
          <PoolCards items={data.items} ranked={ranked} />
        </>
      )}
    </QueryListState>
  );
}
