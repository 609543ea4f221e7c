import type { RouteObject } from "react-router";
import { accountPublicRoutes } from "@web/features/accounts/route-table";
import { candidatePublicRoutes } from "@web/features/candidates/route-table";
import { contentRoutes, notFoundRoute } from "@web/features/content/route-table";
import { interviewPublicRoutes } from "@web/features/interviews/route-table";
import { BootScreen } from "./boot-screen";
import { RootErrorBoundary } from "./root-error-boundary";
import { RootRoute } from "./root-route";

/** The root route's id: the workspace routes (./workspace-routes) are patched in under it. */
export const ROOT_ROUTE_ID = "root";

/*
 * Every page is a lazy route: its code is a separate chunk fetched when the route matches, so
 * marketing pages never download dashboard code and the other way round. Only the shell
 * (root route, error boundary, boot screen) and the public pages' routes are in the entry
 * bundle; the workspaces' route table is itself a chunk the router fetches on the first
 * navigation it cannot place (./router). Each feature owns its page routes
 * (features/<domain>/route-table.ts) and their loaders; this file and ./workspace-routes mount
 * them under the layouts, guards and shells, each once.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    Component: RootRoute,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: BootScreen,
    children: [
      {
        lazy: async () => ({ Component: (await import("./layouts/public-layout")).PublicLayout }),
        children: [
          ...contentRoutes,
          ...accountPublicRoutes,
          ...candidatePublicRoutes,
          ...interviewPublicRoutes,
          notFoundRoute,
        ],
      },
    ],
  },
];
