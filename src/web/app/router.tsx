import { createBrowserRouter, type RouteObject } from "react-router";
import { accountRoutes, accountPublicRoutes } from "@web/features/accounts/route-table";
import { adminRoutes } from "@web/features/admin/route-table";
import { leadAdminRoutes } from "@web/features/leads/route-table";
import { candidatePublicRoutes } from "@web/features/candidates/route-table";
import { contentRoutes } from "@web/features/content/route-table";
import { workspaceRoutes } from "@web/features/workspace/route-table";
import { BootScreen } from "./boot-screen";
import { RootErrorBoundary } from "./root-error-boundary";
import { RootRoute } from "./root-route";

/*
 * Every page is a lazy route: its code is a separate chunk fetched when the route matches, so
 * marketing pages never download dashboard code and the other way round. Only the shell
 * (root route, error boundary, boot screen) is in the entry bundle. Each feature owns its
 * route table (features/<domain>/route-table.ts); this file only composes them.
 */
export const routes: RouteObject[] = [
  {
    id: "root",
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
          {
            path: "*",
            lazy: async () => ({ Component: (await import("@web/features/errors/routes/not-found")).NotFoundPage }),
          },
        ],
      },
      ...accountRoutes,
      ...workspaceRoutes,
      ...adminRoutes,
      ...leadAdminRoutes,
    ],
  },
];

export const router = createBrowserRouter(routes);
