import type { DataRouter } from "react-router";

let appRouter: DataRouter | undefined;

/** app/router hands the app's router over once, so code that runs outside a render can ask it. */
export function registerAppRouter(router: DataRouter): void {
  appRouter = router;
}

/**
 * Whether the app is on its way from `pathname` to another page, as the router knows it now.
 * React learns of a navigation only when its transition renders, and on a busy main thread a
 * timer set before the click can fire first; the router's own state changes within the click.
 */
export function isLeavingPath(pathname: string): boolean {
  const navigation = appRouter?.state.navigation;
  return navigation !== undefined && navigation.state !== "idle" && navigation.location.pathname !== pathname;
}

type RouterLocations = Pick<DataRouter["state"], "location" | "navigation">;

/**
 * The query string a list page should build its next URL on: that of a navigation within
 * `pathname` still in flight, else the router's current one, else the one React rendered. A
 * search typed while another change to the URL is loading (a filter, leaving a ranking) would
 * otherwise be set on the rendered URL and bring back what that change removed.
 */
function searchToBuildOn(
  state: RouterLocations | undefined,
  pathname: string,
  rendered: URLSearchParams,
): URLSearchParams {
  if (state === undefined) return new URLSearchParams(rendered);
  const { navigation, location } = state;
  if (navigation.state !== "idle" && navigation.location.pathname === pathname) {
    return new URLSearchParams(navigation.location.search);
  }
  if (location.pathname === pathname) return new URLSearchParams(location.search);
  return new URLSearchParams(rendered);
}

/** {@link searchToBuildOn} as the app's router knows it now. */
export function latestSearchParams(pathname: string, rendered: URLSearchParams): URLSearchParams {
  return searchToBuildOn(appRouter?.state, pathname, rendered);
}
