import type { RouteObject } from "react-router";
import { routes } from "./routes";
import { workspaceRoutes } from "./workspace-routes";

/**
 * The whole route tree as the router has it once it has added the workspaces' routes
 * (./router), for checks that every link and nav item lands on a page. The app itself never
 * builds it: the workspaces' routes stay out of the public pages' bundle.
 */
export const fullRouteTree: RouteObject[] = routes.map((route) =>
  route.index ? route : { ...route, children: [...(route.children ?? []), ...workspaceRoutes] },
);
