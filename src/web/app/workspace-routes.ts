import type { RouteObject } from "react-router";
import { dashboardEntryRoute, dashboardRedirectRoutes } from "@web/features/accounts/route-table";
import { adminRoutes } from "@web/features/admin/route-table";
import { adminAgreementRoutes, companyAgreementRoutes } from "@web/features/agreement/route-table";
import {
  applicationWorkspaceRoutes,
  companyApplicationRoutes,
  sharedApplicationRoutes,
} from "@web/features/applications/route-table";
import { candidatePoolRoutes, candidateWorkspaceRoutes } from "@web/features/candidates/route-table";
import { companyWorkspaceRoutes } from "@web/features/companies/route-table";
import { adminFairnessRoutes, companyFairnessRoutes } from "@web/features/fairness/route-table";
import {
  interviewCompanyRoutes,
  interviewRunnerRoutes,
  interviewWorkspaceRoutes,
} from "@web/features/interviews/route-table";
import { companyPostingRoutes, postingWorkspaceRoutes } from "@web/features/postings/route-table";
import { prefetchLoader } from "@web/lib/pages/route-prefetch";

type Guard = "AnyAccount" | "CandidateOnly" | "EnterpriseOnly" | "AdminOnly";
type Shell = "CandidateWorkspace" | "EnterpriseWorkspace" | "AdminWorkspace" | "WorkspaceForAccount";

/** A guard (app/guards) as a layout route. Its loader asks who is signed in while the chunks load. */
function guarded(guard: Guard, children: RouteObject[]): RouteObject {
  return {
    loader: prefetchLoader(async () => (await import("@web/lib/session/session")).meQueryOptions),
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

/**
 * The signed-in workspaces' routes under the root route: guards, shells and the features' page
 * routes. A chunk of its own, so the public pages do not carry the workspaces' route table.
 */
export const workspaceRoutes: RouteObject[] = [
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
      verifiedCompanyOnly([
        ...companyPostingRoutes,
        ...companyApplicationRoutes,
        ...companyAgreementRoutes,
        ...companyFairnessRoutes,
      ]),
    ]),
  ]),
  // One path, both sides: the candidate's application or the company's review, each in its own shell.
  guarded("AnyAccount", [inShell("WorkspaceForAccount", [verifiedCompanyOnly(sharedApplicationRoutes)])]),
  guarded("AdminOnly", [inShell("AdminWorkspace", [...adminRoutes, ...adminFairnessRoutes, ...adminAgreementRoutes])]),
];
