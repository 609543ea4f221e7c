import { Outlet, ScrollRestoration } from "react-router";

/** The top of the route tree: every page renders here, and navigation restores scroll position. */
export function RootRoute() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
