import { Users } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QueryListState, type QueryListStateProps } from "./query-list-state";

type Page = { items: string[]; total: number; pageSize: number };

const idle = {
  error: null,
  refetch: () => Promise.reject(new Error("unused")),
  isFetching: false,
  isPlaceholderData: false,
};

function render(props: Partial<QueryListStateProps<Page>>): string {
  return renderToStaticMarkup(
    <QueryListState<Page>
      query={idle as QueryListStateProps<Page>["query"]}
      page={undefined}
      icon={Users}
      errorTitle="The list did not load"
      skeleton={<p>Loading rows</p>}
      empty={<p>Nothing here yet</p>}
      noResults={{ title: "No match", onClearSearch: () => undefined, children: <p>Try another term</p> }}
      pagination={{ label: "Row pages", page: 1, onPageChange: () => undefined }}
      {...props}
    >
      {(page) => (
        <ul>
          {page.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryListState>,
  );
}

describe("QueryListState", () => {
  it("shows the error with Try again before anything else", () => {
    const html = render({
      query: { ...idle, error: new Error("Server down") } as never,
      page: { items: ["a"], total: 1, pageSize: 2 },
    });
    expect(html).toContain("The list did not load");
    expect(html).toContain("Server down");
    expect(html).toContain("Try again");
    expect(html).not.toContain("<li>");
  });

  it("shows the skeleton while no page is ready", () => {
    expect(render({})).toContain("Loading rows");
  });

  it("tells 'no results for the search' from 'empty'", () => {
    const empty = { items: [], total: 0, pageSize: 2 };
    expect(render({ page: empty, search: "rust" })).toContain("Clear search");
    expect(render({ page: empty })).toContain("Nothing here yet");
    expect(render({ page: empty })).not.toContain("Row pages");
  });

  it("renders the rows and the pagination, dimmed and busy while a placeholder page shows", () => {
    const html = render({
      page: { items: ["a", "b"], total: 3, pageSize: 2 },
      query: { ...idle, isPlaceholderData: true } as never,
    });
    expect(html).toContain("<li>a</li><li>b</li>");
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain("opacity-60");
    expect(html).toContain('aria-label="Row pages"');
    expect(html).toContain("Page 1 of 2");
  });
});
