import { ErrorCode } from "@shared/http/error-codes";
import { PageHeader } from "@web/components/list/page-header";
import { SearchBox } from "@web/components/list/search-box";
import { isApiError } from "@web/lib/http/api-error";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useMe } from "@web/lib/session/session";
import { AwaitingVerification } from "../components/awaiting-verification";
import { PoolFilters } from "../components/pool-filters";
import { RankBySelect } from "../components/rank-by-select";
import { RankForSelect } from "../components/rank-for-select";
import { PoolResults } from "./candidate-pool/pool-results";
import { usePoolSearch } from "./candidate-pool/use-pool-search";

/** "20 candidates", "10,000+ candidates": the server stops counting past a cap (decision 0035). */
function countLabel(total: number, lowerBound: boolean): string {
  const figure = `${total.toLocaleString("en")}${lowerBound ? "+" : ""}`;
  return total === 1 && !lowerBound ? "1 candidate" : `${figure} candidates`;
}

/** /candidates: the candidate pool for verified companies, searched, filtered and paged on the server. */
export function CandidatePoolPage() {
  usePageMeta({ title: "Candidates" });
  const poolSearch = usePoolSearch();
  const { search, input, params, pool, searchFor, rankFor, rankBy, clearFilters, setFilter } = poolSearch;
  const me = useMe();
  const notVerified = isApiError(pool.error) && pool.error.code === ErrorCode.companyNotVerified;

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
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <RankForSelect
              value={params.rankFor}
              enabled={me.data != null && me.data.user.isAdmin !== true}
              onChange={rankFor}
            />
            {params.rankFor !== undefined && <RankBySelect value={params.rankBy ?? "match"} onChange={rankBy} />}
          </div>
          <PoolFilters
            params={params}
            showPipeline={me.data?.user.isAdmin !== true}
            onChange={(name, value) => setFilter(name, value, "")}
            onClear={clearFilters}
          />
          <PoolResults {...poolSearch} />
        </section>
      )}
    </>
  );
}
