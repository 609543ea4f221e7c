import { Users } from "lucide-react";
import { ErrorCode } from "@shared/http/error-codes";
import { CursorPagination } from "@web/components/list/cursor-pagination";
import { EmptyState } from "@web/components/list/empty-state";
import { RowsSkeleton } from "@web/components/list/list-skeleton";
import { PageHeader } from "@web/components/list/page-header";
import { QueryListState } from "@web/components/list/query-list-state";
import { SearchBox } from "@web/components/list/search-box";
import { useListParams } from "@web/components/list/use-list-params";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { isApiError } from "@web/lib/http/api-error";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useMe } from "@web/lib/session/session";
import { useCandidatePool } from "../api/list-candidate-pool";
import { AwaitingVerification } from "../components/awaiting-verification";
import { PoolFilters, type PoolFilterName } from "../components/pool-filters";
import { PoolCards, PoolTable } from "../components/pool-list";
import { RankForSelect } from "../components/rank-for-select";
import { hasPoolFilters, poolParamsFrom } from "../lib/pool-filters";

const FILTER_KEYS: readonly PoolFilterName[] = ["skills", "experience", "location", "interview", "status"];

/** "20 candidates", "10,000+ candidates": the server stops counting past a cap (decision 0035). */
function countLabel(total: number, lowerBound: boolean): string {
  const figure = `${total.toLocaleString("en")}${lowerBound ? "+" : ""}`;
  return total === 1 && !lowerBound ? "1 candidate" : `${figure} candidates`;
}

/** /candidates: the candidate pool for verified companies, searched, filtered and paged on the server. */
export function CandidatePoolPage() {
  usePageMeta({ title: "Candidates" });
  const { search, input, setInput, setFilter, clearSearch, searchParams, editSearchParams } = useListParams();
  const params = poolParamsFrom(searchParams);
  const pool = useCandidatePool({ ...params, search });
  const me = useMe();
  const filtered = hasPoolFilters(params);
  const ranked = params.rankFor !== undefined;

  // Ranking by match and a text search are two orders: choosing one leaves the other (decision 0052).
  const rankFor = (postingId: string | undefined) => {
    clearSearch();
    editSearchParams((params) => {
      if (postingId) params.set("rankFor", postingId);
      else params.delete("rankFor");
      params.delete("search");
      params.delete("cursor");
    });
  };
  const searchFor = (value: string) => {
    setInput(value);
    if (ranked && value.trim()) setFilter("rankFor", "", "");
  };

  const notVerified = isApiError(pool.error) && pool.error.code === ErrorCode.companyNotVerified;

  const clearFilters = () =>
    editSearchParams((params) => {
      for (const key of [...FILTER_KEYS, "cursor"]) params.delete(key);
    });

  return (
    <>
      <PageHeader
        title="Candidates"
        description="AI-interviewed candidates, newest first; a search ranks the best matches first."
      />

      {notVerified ? (
        <AwaitingVerification />
      ) : (
        <section aria-labelledby="pool-title" className="grid gap-4">
          <h2 id="pool-title" className="sr-only">
            Candidate pool
          </h2>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <SearchBox
              label="Search candidates"
              placeholder="Search by name, title, skill, summary or interview answers"
              value={input}
              onChange={searchFor}
            />
            {pool.data && (
              <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
                {countLabel(pool.data.total, pool.data.totalIsLowerBound)}
                {search && ` matching “${search}”`}
              </p>
            )}
          </div>
          <RankForSelect
            value={params.rankFor}
            enabled={me.data != null && me.data.user.isAdmin !== true}
            onChange={rankFor}
          />
          <PoolFilters
            params={params}
            showPipeline={me.data?.user.isAdmin !== true}
            onChange={(name, value) => setFilter(name, value, "")}
            onClear={clearFilters}
          />

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
                  Nobody matches “{search}”{filtered ? " with these filters" : ""}. Try a shorter term, another skill,
                  or clear the search.
                </p>
              ),
            }}
            empty={
              ranked ? (
                <EmptyState
                  icon={Users}
                  title="No candidates ranked for this job yet"
                  action={
                    <Button variant="outline" onClick={() => rankFor(undefined)}>
                      Show newest first
                    </Button>
                  }
                >
                  <p>
                    Matches are worked out in the background when a job or a profile changes
                    {filtered ? ", and none of them fits these filters" : ""}. Check back in a minute.
                  </p>
                </EmptyState>
              ) : filtered ? (
                <EmptyState
                  icon={Users}
                  title="No candidates match these filters"
                  action={
                    <Button variant="outline" onClick={clearFilters}>
                      Clear filters
                    </Button>
                  }
                >
                  <p>Try fewer skills, another experience level or location.</p>
                </EmptyState>
              ) : (
                <EmptyState icon={Users} title="No candidates yet">
                  <p>Candidates appear here once they have recorded their interview or uploaded a resume.</p>
                </EmptyState>
              )
            }
            pager={
              pool.data && (
                <CursorPagination
                  label="Candidate pages"
                  previousCursor={pool.data.previousCursor}
                  nextCursor={pool.data.nextCursor}
                  onCursorChange={(cursor) => editSearchParams((params) => params.set("cursor", cursor), {})}
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
        </section>
      )}
    </>
  );
}
