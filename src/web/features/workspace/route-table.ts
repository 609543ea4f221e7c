import type { RouteObject } from "react-router";

const guard = () => import("@web/app/guards/require-account");
const shells = () => import("./components/workspaces");

/** Candidate and enterprise workspaces (guarded). */
export const workspaceRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await guard()).AnyAccount }),
    children: [
      {
        path: "dashboard",
        lazy: async () => ({ Component: (await import("./routes/dashboard-redirect")).DashboardRedirectPage }),
      },
    ],
  },
  {
    lazy: async () => ({ Component: (await guard()).CandidateOnly }),
    children: [
      {
        lazy: async () => ({ Component: (await shells()).CandidateWorkspace }),
        children: [
          {
            path: "candidate-dashboard",
            lazy: async () => ({ Component: (await import("./routes/candidate-dashboard")).CandidateDashboardPage }),
          },
        ],
      },
    ],
  },
  {
    lazy: async () => ({ Component: (await guard()).EnterpriseOnly }),
    children: [
      {
        lazy: async () => ({ Component: (await shells()).EnterpriseWorkspace }),
        children: [
          {
            path: "enterprise-dashboard",
            lazy: async () => ({ Component: (await import("./routes/enterprise-dashboard")).EnterpriseDashboardPage }),
          },
          {
            path: "candidates",
            lazy: async () => ({ Component: (await import("./routes/candidates")).CandidatesPage }),
          },
          {
            path: "enterprise-settings",
            lazy: async () => ({ Component: (await import("./routes/enterprise-settings")).EnterpriseSettingsPage }),
          },
        ],
      },
    ],
  },
];
