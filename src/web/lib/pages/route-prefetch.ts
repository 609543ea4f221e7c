import type { FetchQueryOptions, QueryKey } from "@tanstack/react-query";
import type { LoaderFunction, LoaderFunctionArgs, ShouldRevalidateFunction } from "react-router";
import { queryClient } from "../http/query-client";

/**
 * A route loader that starts a page's first request while its lazy chunk is still downloading.
 * `load` imports the feature's small api module (not the page) and returns its query options;
 * the loader waits for `ensureQueryData`, so the page mounts with its data in the cache.
 *
 * A failed request does not fail the route: the page reads the same query and shows its own
 * error state (a 403 'company not verified' is a normal answer there, not a crash).
 */
export function prefetchLoader<Data, Key extends QueryKey>(
  load: (args: LoaderFunctionArgs) => Promise<FetchQueryOptions<Data, Error, Data, Key>>,
): LoaderFunction {
  return async (args) => {
    try {
      await queryClient.ensureQueryData(await load(args));
    } catch {
      // The page shows the failure; see above.
    }
    return null;
  };
}

/**
 * For list pages: a loader runs again only when the page itself changes, not when its own
 * ?search= or ?page= does. The page's query (with the previous page kept as a placeholder) takes
 * care of those, so typing in a search box never holds the address bar back.
 */
export const revalidateOnNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
