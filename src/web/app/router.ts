import { createBrowserRouter, type PatchRoutesOnNavigationFunction } from "react-router";
import { registerAppRouter } from "@web/lib/pages/navigation-in-flight";
import { ROOT_ROUTE_ID, routes } from "./routes";

let workspaceRoutesAdded = false;

/*
 * The router starts with the public pages only and adds the workspaces' routes the first time a
 * path needs them: React Router asks here whenever a path lands on the catch-all or another
 * route with parameters, in case a better route is yet to come. Added once; a navigation that
 * was cancelled while the chunk loaded adds nothing, and the next one tries again.
 */
const addWorkspaceRoutes: PatchRoutesOnNavigationFunction = async ({ patch, signal }) => {
  if (workspaceRoutesAdded) return;
  const { workspaceRoutes } = await import("./workspace-routes");
  if (workspaceRoutesAdded || signal.aborted) return;
  patch(ROOT_ROUTE_ID, workspaceRoutes);
  workspaceRoutesAdded = true;
};

/** The app's one router, over the route tree in ./routes and ./workspace-routes. */
export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: addWorkspaceRoutes });
registerAppRouter(router);
