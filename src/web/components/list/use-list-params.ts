import { useEffect, useState } from "react";
import { useLocation, useNavigation, useSearchParams } from "react-router";
import { isLeavingPath } from "@web/lib/navigation-in-flight";

const SEARCH_DEBOUNCE_MS = 300;

/** A list's search text and page as its query key and request take them. */
export interface ListParams {
  search: string;
  page: number;
}

/** Reads ?search= and ?page= (page 1 unless a whole number above 1); route loaders use it too. */
export function readListParams(searchParams: URLSearchParams): ListParams {
  return {
    search: searchParams.get("search") ?? "",
    page: Math.max(1, Math.floor(Number(searchParams.get("page"))) || 1),
  };
}

/**
 * A list's search text and page, kept in the URL (?search=&page=) so a reload or a shared link
 * shows the same results. Typing updates the URL 300 ms after the last keystroke and goes back
 * to page 1.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { search, page } = readListParams(searchParams);
  const [input, setInput] = useState(search);
  const [seenSearch, setSeenSearch] = useState(search);

  // The URL changed under us (Back, a link): show its search text, unless it is what was typed.
  if (search !== seenSearch) {
    setSeenSearch(search);
    if (search !== input.trim()) setInput(search);
  }

  // While the app navigates away (a result was clicked within the debounce, and the next page is
  // still loading), a late search update would be a navigation of its own that cancels that one.
  // `leaving` stops scheduling it; the timer asks the router too, as React may not have rendered
  // the navigation yet when the timer fires.
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.state !== "idle" && navigation.location.pathname !== pathname;

  useEffect(() => {
    const wanted = input.trim();
    if (wanted === search || leaving) return;
    const handle = window.setTimeout(() => {
      if (isLeavingPath(pathname)) return;
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (wanted) next.set("search", wanted);
          else next.delete("search");
          // A new search starts at its first page (by number or by cursor).
          next.delete("page");
          next.delete("cursor");
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(handle);
  }, [input, search, leaving, pathname, setSearchParams]);

  function setPage(next: number) {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next > 1) params.set("page", String(next));
        else params.delete("page");
        return params;
      },
      { preventScrollReset: false },
    );
  }

  /**
   * Sets a filter such as ?status= (dropped at its default, so the plain URL shows it) and goes back
   * to page 1. The search box's text goes with it: typed within the debounce, its own update is
   * still waiting or loading, and the router builds this URL from the location it has rendered, so
   * the filter would otherwise replace the search the user sees in the box.
   */
  function setFilter(name: string, value: string, defaultValue: string) {
    const typed = input.trim();
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (typed) params.set("search", typed);
        else params.delete("search");
        if (value === defaultValue) params.delete(name);
        else params.set(name, value);
        params.delete("page");
        params.delete("cursor");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function clearSearch() {
    setInput("");
  }

  return { search, page, input, setInput, setPage, setFilter, clearSearch, searchParams };
}
