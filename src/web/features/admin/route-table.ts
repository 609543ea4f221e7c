import type { RouteObject } from "react-router";

/** The admin console. */
export const adminRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import("@web/app/guards/require-account")).AdminOnly }),
    children: [
      {
        lazy: async () => ({ Component: (await import("./components/admin-workspace")).AdminWorkspace }),
        children: [
          {
            path: "admin",
            lazy: async () => ({ Component: (await import("./routes/companies")).AdminCompaniesPage }),
          },
          {
            path: "admin/audit-log",
            lazy: async () => ({ Component: (await import("./routes/audit-log")).AuditLogPage }),
          },
        ],
      },
    ],
  },
];
