import type { UseQueryResult } from "@tanstack/react-query";
import { SearchX, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "./empty-state";
import { Pagination } from "./pagination";

interface NoResults {
  title: string;
  children: ReactNode;
  onClearSearch: () => void;
}

/** One page of a paginated list, as the list endpoints answer it. */
export interface ListPage {
  items: readonly unknown[];
  total: number;
  pageSize: number;
}

/** Which page shows and how to move; the page size and total come from the page itself. */
interface ListPagination {
  /** The navigation's accessible name, e.g. 'Candidate pages'. */
  label: string;
  page: number;
  onPageChange: (page: number) => void;
}

export interface QueryListStateProps<Page extends ListPage> {
  /** The list's query: its error, refetch and placeholder state. */
  query: Pick<UseQueryResult<unknown>, "error" | "refetch" | "isFetching" | "isPlaceholderData">;
  /** The page to show; undefined while none is ready (e.g. the placeholder belongs to another tab). */
  page: Page | undefined;
  icon: LucideIcon;
  /** 'The … list did not load'. */
  errorTitle: string;
  /** Shown while the first page loads; a role="status" element with a label. */
  skeleton: ReactNode;
  /** Shown when the list has no items at all. */
  empty: ReactNode;
  /** The active search text: with it, an empty page means 'no results', not 'empty'. */
  search?: string;
  noResults?: NoResults;
  /** The rows. A placeholder page (the previous one while the next loads) is dimmed and marked busy. */
  children: (page: Page) => ReactNode;
  /** Previous / Next by page number under the list whenever a page is ready… */
  pagination?: ListPagination;
  /** …or another pager (e.g. CursorPagination) for a list paged by cursor. */
  pager?: ReactNode;
}

/**
 * The ladder every list screen shows, in one order: error (with Try again), skeleton, no results
 * for the search (with Clear search), empty, then the rows.
 */
export function QueryListState<Page extends ListPage>({
  query,
  page,
  icon,
  errorTitle,
  skeleton,
  empty,
  search,
  noResults,
  children,
  pagination,
  pager,
}: QueryListStateProps<Page>) {
  if (query.error) {
    return (
      <EmptyState
        icon={icon}
        title={errorTitle}
        action={
          <Button
            variant="outline"
            onClick={() => void query.refetch()}
            loading={query.isFetching}
            loadingText="Retrying..."
          >
            Try again
          </Button>
        }
      >
        <p>{query.error.message}</p>
      </EmptyState>
    );
  }
  if (!page) return skeleton;

  let body: ReactNode;
  if (page.items.length === 0) {
    body =
      search && noResults ? (
        <EmptyState
          icon={SearchX}
          title={noResults.title}
          action={
            <Button variant="outline" onClick={noResults.onClearSearch}>
              Clear search
            </Button>
          }
        >
          {noResults.children}
        </EmptyState>
      ) : (
        empty
      );
  } else {
    body = (
      // min-w-0: a wide table scrolls inside its own frame instead of widening the page's grid.
      <div
        className={query.isPlaceholderData ? "min-w-0 opacity-60 transition-opacity" : "min-w-0"}
        aria-busy={query.isPlaceholderData}
      >
        {children(page)}
      </div>
    );
  }
  return (
    <>
      {body}
      {pagination ? (
        <Pagination
          label={pagination.label}
          page={pagination.page}
          pageSize={page.pageSize}
          total={page.total}
          onPageChange={pagination.onPageChange}
        />
      ) : (
        pager
      )}
    </>
  );
}
