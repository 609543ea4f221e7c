import type { RouteObject } from "react-router";
import { accountPublicRoutes, dashboardEntryRoute, dashboardRedirectRoutes } from "@web/features/accounts/route-table";
import { adminRoutes } from "@web/features/admin/route-table";
import {
  applicationWorkspaceRoutes,
  companyApplicationRoutes,
  sharedApplicationRoutes,
} from "@web/features/applications/route-table";
import {
  candidatePoolRoutes,
  candidatePublicRoutes,
  candidateWorkspaceRoutes,
} from "@web/features/candidates/route-table";
import { companyWorkspaceRoutes } from "@web/features/companies/route-table";
import { contentRoutes, notFoundRoute } from "@web/features/content/route-table";
import {
  interviewCompanyRoutes,
  interviewPublicRoutes,
  interviewRunnerRoutes,
  interviewWorkspaceRoutes,
} from "@web/features/interviews/route-table";
import { adminFairnessRoutes, companyFairnessRoutes } from "@web/features/fairness/route-table";
import { companyPostingRoutes, postingWorkspaceRoutes } from "@web/features/postings/route-table";
import { prefetchLoader } from "@web/lib/route-prefetch";
import { BootScreen } from "./boot-screen";
import { RootErrorBoundary } from "./root-error-boundary";
import { RootRoute } from "./root-route";

type Guard = "AnyAccount" | "CandidateOnly" | "EnterpriseOnly" | "AdminOnly";
type Shell = "CandidateWorkspace" | "EnterpriseWorkspace" | "AdminWorkspace" | "WorkspaceForAccount";

/** A guard (app/guards) as a layout route. Its loader asks who is signed in while the chunks load. */
function guarded(guard: Guard, children: RouteObject[]): RouteObject {
  return {
    loader: prefetchLoader(async () => (await import("@web/lib/session")).meQueryOptions),
    lazy: async () => ({ Component: (await import("./guards/require-account"))[guard] }),
    children,
  };
}

/** A workspace shell (app/layouts) as a layout route. */
function inShell(shell: Shell, children: RouteObject[]): RouteObject {
  return {
    lazy: async () => ({ Component: (await import("./layouts/workspaces"))[shell] }),
    children,
  };
}

/** Pages for verified companies only (job postings and applicants): others see why, not a failed page. */
function verifiedCompanyOnly(children: RouteObject[]): RouteObject {
  return {
    lazy: async () => ({ Component: (await import("./guards/require-verified-company")).VerifiedCompanyOnly }),
    children,
  };
}

/*
 * Every page is a lazy route: its code is a separate chunk fetched when the route matches, so
 * marketing pages never download dashboard code and the other way round. Only the shell
 * (root route, error boundary, boot screen) is in the entry bundle. Each feature owns its page
 * routes (features/<domain>/route-table.ts) and their loaders; this file mounts them under the
 * layouts, guards and shells, each once.
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
          ...interviewPublicRoutes,
          notFoundRoute,
        ],
      },
      { ...dashboardEntryRoute, children: [guarded("AnyAccount", dashboardRedirectRoutes)] },
      guarded("CandidateOnly", [
        ...interviewRunnerRoutes,
        inShell("CandidateWorkspace", [
          ...candidateWorkspaceRoutes,
          ...interviewWorkspaceRoutes,
          ...applicationWorkspaceRoutes,
          ...postingWorkspaceRoutes,
        ]),
      ]),
      guarded("EnterpriseOnly", [
        inShell("EnterpriseWorkspace", [
          ...companyWorkspaceRoutes,
          ...candidatePoolRoutes,
          ...interviewCompanyRoutes,
          verifiedCompanyOnly([...companyPostingRoutes, ...companyApplicationRoutes, ...companyFairnessRoutes]),
        ]),
      ]),
      // One path, both sides: the candidate's application or the company's review, each in its own shell.
      guarded("AnyAccount", [inShell("WorkspaceForAccount", [verifiedCompanyOnly(sharedApplicationRoutes)])]),
      guarded("AdminOnly", [inShell("AdminWorkspace", [...adminRoutes, ...adminFairnessRoutes])]),
    ],
  },
];
