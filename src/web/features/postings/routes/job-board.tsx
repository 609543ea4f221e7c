import { BriefcaseBusiness } from "lucide-react";
import { Link } from "react-router";
import type { BoardPostingSummary } from "@shared/postings/contracts";
import { EmptyState } from "@web/components/list/empty-state";
import { ItemList } from "@web/components/list/item-list";
import { CardsSkeleton } from "@web/components/list/list-skeleton";
import { ANY_OPTION } from "@web/components/list/filter-select";
import { PageHeader } from "@web/components/list/page-header";
import { QueryListState } from "@web/components/list/query-list-state";
import { SearchBox } from "@web/components/list/search-box";
import { useListParams } from "@web/components/list/use-list-params";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { formatDate } from "@web/lib/ui/format-date";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useBoardPostings } from "../api/list-board-postings";
import { BoardFilters } from "../components/board-filters";
import { CompanyLogo } from "../components/company-logo";
import { PostingFacts } from "../components/posting-facts";
import { RecommendedPostings } from "../components/recommended-postings";
import { boardFiltersFrom } from "../lib/board-filters";

/** /jobs: the job board, open postings of verified companies, searched and filtered on the server. */
export function JobBoardPage() {
  usePageMeta({ title: "Job Board" });
  const { search, page, input, setInput, setPage, setFilter, clearSearch, searchParams } = useListParams();
  const filters = boardFiltersFrom(searchParams);
  const postings = useBoardPostings({ ...filters, ...(search ? { search } : {}), page });
  const filtered = Object.keys(filters).length > 0;

  return (
    <>
      <PageHeader
        title="Job Board"
        description="Open roles at verified companies. Apply with the interview you have already recorded."
      />
      {/* The recommendations stand for the whole board, so a search or another page hides them. */}
      {!search && !filtered && page === 1 && <RecommendedPostings />}
      <div className="grid gap-3">
        <SearchBox
          label="Search jobs"
          placeholder="Search by title, company or skill"
          value={input}
          onChange={setInput}
        />
        <BoardFilters
          {...filters}
          onChange={(name, value) => setFilter(name, value, name === "skill" ? "" : ANY_OPTION)}
        />
      </div>
      <QueryListState
        query={postings}
        page={postings.data}
        icon={BriefcaseBusiness}
        errorTitle="The job board did not load"
        skeleton={<CardsSkeleton label="Loading jobs" />}
        search={search}
        noResults={{
          title: "No jobs match your search",
          onClearSearch: clearSearch,
          children: (
            <p>
              No open job matches “{search}”{filtered ? " with these filters" : ""}.
            </p>
          ),
        }}
        empty={
          <EmptyState icon={BriefcaseBusiness} title={filtered ? "No jobs match these filters" : "No open jobs yet"}>
            <p>
              {filtered
                ? "Try another location type, employment type or skill."
                : "Verified companies publish their roles here. Check back soon."}
            </p>
          </EmptyState>
        }
        pagination={{ label: "Job board pages", page, onPageChange: setPage }}
      >
        {(list) => <ItemList items={list.items}>{(posting) => <PostingRow posting={posting} />}</ItemList>}
      </QueryListState>
    </>
  );
}

function PostingRow({ posting }: { posting: BoardPostingSummary }) {
  const titleId = `posting-${posting.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-background p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-0 gap-4">
        <CompanyLogo companyName={posting.companyName} logoUrl={posting.companyLogoUrl} />
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="font-medium text-foreground">
              {posting.title}
            </h2>
            {posting.applicationId && <Badge variant="success">Applied</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">
            {posting.companyName} · Posted <time dateTime={posting.createdAt}>{formatDate(posting.createdAt)}</time>
          </p>
          <PostingFacts posting={posting} />
          <p className="text-sm break-words text-slate-700">{posting.descriptionPreview}</p>
        </div>
      </div>
      <Button variant="outline" asChild className="shrink-0">
        <Link to={`/jobs/${posting.id}`} aria-describedby={titleId}>
          View Job
        </Link>
      </Button>
    </article>
  );
}
