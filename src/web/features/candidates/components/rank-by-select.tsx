import { poolRankings, type PoolRanking } from "@shared/candidates/contracts";
import { FilterSelect } from "@web/components/list/filter-select";

const rankingLabels: Record<PoolRanking, string> = {
  match: "Match: best first",
  ai_score: "AI score: highest first",
};

/**
 * On a page ranked for a job: by the match, or by the interview's AI score shown beside it, its
 * own order (decision 0070). Both are sorted on the server, page by page.
 */
export function RankBySelect({ value, onChange }: { value: PoolRanking; onChange: (ranking: PoolRanking) => void }) {
  return (
    <div className="w-full max-w-xs">
      <FilterSelect
        label="Rank by"
        value={value}
        options={poolRankings.map((ranking) => ({ value: ranking, label: rankingLabels[ranking] }))}
        onChange={(next) => onChange(poolRankings.find((ranking) => ranking === next) ?? "match")}
      />
    </div>
  );
}
