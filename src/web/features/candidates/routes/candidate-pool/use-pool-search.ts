import type { PoolRanking } from "@shared/candidates/contracts";
import { useListParams } from "@web/components/list/use-list-params";
import { useCandidatePool } from "../../api/pool/list-candidate-pool";
import type { PoolFilterName } from "../../components/pool-filters";
import { hasPoolFilters, poolParamsFrom } from "../../lib/pool-filters";

const FILTER_KEYS: readonly PoolFilterName[] = ["skills", "experience", "location", "interview", "status"];

/** The pool's search, filters, ranking and page, all kept in the URL, and the page they load. */
export function usePoolSearch() {
  const { search, input, setInput, setFilter, clearSearch, searchParams, editSearchParams } = useListParams();
  const params = poolParamsFrom(searchParams);
  const pool = useCandidatePool({ ...params, search });
  const filtered = hasPoolFilters(params);
  const ranked = params.rankFor !== undefined;

  // Ranking by match and a text search are two orders: choosing one leaves the other (decision 0052).
  const rankFor = (postingId: string | undefined) => {
    clearSearch();
    editSearchParams((params) => {
      if (postingId) params.set("rankFor", postingId);
      else {
        params.delete("rankFor");
        params.delete("rankBy");
      }
      params.delete("search");
      params.delete("cursor");
    });
  };
  // By the match or by the AI score beside it (decision 0070): each from its first page.
  const rankBy = (ranking: PoolRanking) =>
    editSearchParams((params) => {
      if (ranking === "match") params.delete("rankBy");
      else params.set("rankBy", ranking);
      params.delete("cursor");
    });
  const searchFor = (value: string) => {
    setInput(value);
    if (ranked && value.trim()) setFilter("rankFor", "", "");
  };

  const clearFilters = () =>
    editSearchParams((params) => {
      for (const key of [...FILTER_KEYS, "cursor"]) params.delete(key);
    });

  const goToCursor = (cursor: string) => editSearchParams((params) => params.set("cursor", cursor), {});

  return {
    search,
    input,
    params,
    pool,
    filtered,
    ranked,
    rankFor,
    rankBy,
    searchFor,
    clearSearch,
    clearFilters,
    goToCursor,
    setFilter,
  };
}
