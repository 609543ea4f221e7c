import type { RouteObject } from "react-router";
import { prefetchLoader } from "@web/lib/pages/route-prefetch";

/** The company workspace's own pages (the app mounts them under the enterprise guard and shell). */
export const companyWorkspaceRoutes: RouteObject[] = [
  {
    path: "enterprise-dashboard",
    lazy: async () => ({ Component: (await import("./routes/enterprise-dashboard")).EnterpriseDashboardPage }),
  },
  {
    path: "enterprise-settings",
    loader: prefetchLoader(async () => (await import("./api/get-company-settings")).companySettingsQueryOptions()),
    lazy: async () => ({ Component: (await import("./routes/enterprise-settings")).EnterpriseSettingsPage }),
  },
];
