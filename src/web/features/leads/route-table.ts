import type { RouteObject } from "react-router";

/** The admin console's Leads page, under the same admin guard and shell as the rest of /admin. */
export const leadAdminRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import("@web/app/guards/require-account")).AdminOnly }),
    children: [
      {
        lazy: async () => ({
          Component: (await import("@web/features/admin/components/admin-workspace")).AdminWorkspace,
        }),
        children: [
          {
            path: "admin/leads",
            lazy: async () => ({ Component: (await import("./admin/leads-page")).LeadsAdminPage }),
          },
        ],
      },
    ],
  },
];
