import { ANY_OPTION, FilterSelect } from "@web/components/list/filter-select";
import { useRankForPostings } from "../api/pool/list-rank-for-postings";

/**
 * "Rank for: <posting>" (decision 0052): one of the company's active postings ranks the pool by
 * match for it; "Newest first" is the pool's own order. Admins have no postings, so none is offered.
 */
export function RankForSelect({
  value,
  enabled,
  onChange,
}: {
  value: string | undefined;
  enabled: boolean;
  onChange: (postingId: string | undefined) => void;
}) {
  const postings = useRankForPostings(enabled);
  if (!enabled) return null;
  const options = postings.data ?? [];
  // A ranked link to a posting no longer offered still shows what it ranks for.
  const shown =
    value && !options.some((posting) => posting.id === value)
      ? [...options, { id: value, title: "This job" }]
      : options;
  return (
    <div className="w-full max-w-md">
      <FilterSelect
        label="Rank for"
        value={value ?? ANY_OPTION}
        anyLabel="No job: newest first"
        options={shown.map((posting) => ({ value: posting.id, label: posting.title }))}
        onChange={(next) => onChange(next === ANY_OPTION ? undefined : next)}
      />
    </div>
  );
}
