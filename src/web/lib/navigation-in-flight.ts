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
