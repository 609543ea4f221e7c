import { useCallback, useEffect, useState } from "react";
import { type NavigateOptions, useLocation, useNavigation, useSearchParams } from "react-router";
import { isLeavingPath, latestSearchParams } from "@web/lib/pages/navigation-in-flight";

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
 * to page 1. Each update builds on the URL the router has (latestSearchParams), not the one React
 * last rendered: the router changes within the event and React renders it in a transition that a
 * busy main thread can hold back past the debounce, so a late search would bring back a filter
 * the user had just removed.
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

  /** Edits the query string as the router has it now (see above); `replace` unless said otherwise. */
  const editSearchParams = useCallback(
    (edit: (params: URLSearchParams) => void, options: NavigateOptions = { replace: true, preventScrollReset: true }) =>
      setSearchParams((rendered) => {
        const params = latestSearchParams(pathname, rendered);
        edit(params);
        return params;
      }, options),
    [pathname, setSearchParams],
  );

  useEffect(() => {
    const wanted = input.trim();
    if (wanted === search || leaving) return;
    const handle = window.setTimeout(() => {
      if (isLeavingPath(pathname)) return;
      editSearchParams((params) => {
        if (wanted) params.set("search", wanted);
        else params.delete("search");
        // A new search starts at its first page (by number or by cursor).
        params.delete("page");
        params.delete("cursor");
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(handle);
  }, [input, search, leaving, pathname, editSearchParams]);

  function setPage(next: number) {
    editSearchParams(
      (params) => {
        if (next > 1) params.set("page", String(next));
        else params.delete("page");
      },
      { preventScrollReset: false },
    );
  }

  /**
   * Sets a filter such as ?status= (dropped at its default, so the plain URL shows it) and goes back
   * to page 1. The search box's text goes with it: typed within the debounce, its own update is
   * still waiting, so the filter would otherwise replace the search the user sees in the box.
   */
  function setFilter(name: string, value: string, defaultValue: string) {
    const typed = input.trim();
    editSearchParams((params) => {
      if (typed) params.set("search", typed);
      else params.delete("search");
      if (value === defaultValue) params.delete(name);
      else params.set(name, value);
      params.delete("page");
      params.delete("cursor");
    });
  }

  function clearSearch() {
    setInput("");
  }

  return { search, page, input, setInput, setPage, setFilter, clearSearch, searchParams, editSearchParams };
}
