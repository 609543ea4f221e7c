import type { RouteObject } from "react-router";

/** The interview itself (/interview, /interview/:id): candidate guard, full screen, no workspace shell. */
export const interviewRunnerRoutes: RouteObject[] = [
  {
    path: "interview",
    lazy: async () => ({ Component: (await import("./routes/interview")).NetworkInterviewPage }),
  },
  {
    path: "interview/:id",
    lazy: async () => ({ Component: (await import("./routes/interview-by-id")).InterviewPage }),
  },
];

/** The candidate's interview pages in the workspace shell (/candidate-interviews, /candidate-interview/:id). */
export const interviewWorkspaceRoutes: RouteObject[] = [];

/** Pages anyone may open (/shared-interview/:token). */
export const interviewPublicRoutes: RouteObject[] = [];
