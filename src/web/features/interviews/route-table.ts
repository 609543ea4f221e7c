import type { RouteObject } from "react-router";
import { prefetchLoader } from "@web/lib/route-prefetch";

/** The interview itself (/interview, /interview/:id): candidate guard, full screen, no workspace shell. */
export const interviewRunnerRoutes: RouteObject[] = [];

/** The candidate's interview pages in the workspace shell (/candidate-interviews, /candidate-interview/:id). */
export const interviewWorkspaceRoutes: RouteObject[] = [];

/** Pages anyone may open (/shared-interview/:token). */
export const interviewPublicRoutes: RouteObject[] = [
  {
    path: "shared-interview/:token",
    loader: prefetchLoader(async ({ params }) =>
      (await import("./api/get-shared-interview")).sharedInterviewQueryOptions(params.token ?? ""),
    ),
    lazy: async () => ({ Component: (await import("./routes/shared-interview")).SharedInterviewPage }),
  },
];
