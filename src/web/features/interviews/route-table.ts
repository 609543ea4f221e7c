import type { RouteObject } from "react-router";
import { prefetchLoader, revalidateOnNewPath } from "@web/lib/pages/route-prefetch";

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
export const interviewWorkspaceRoutes: RouteObject[] = [
  {
    path: "candidate-interviews",
    shouldRevalidate: revalidateOnNewPath,
    loader: prefetchLoader(async ({ request }) => {
      const [{ candidateInterviewsQueryOptions }, { readListParams }, { interviewListStatusFrom }] = await Promise.all([
        import("@web/lib/interviews/candidate-interviews"),
        import("@web/components/list/use-list-params"),
        import("./lib/interview-list-status"),
      ]);
      const searchParams = new URL(request.url).searchParams;
      return candidateInterviewsQueryOptions({
        status: interviewListStatusFrom(searchParams),
        page: readListParams(searchParams).page,
      });
    }),
    lazy: async () => ({ Component: (await import("./routes/candidate-interviews")).CandidateInterviewsPage }),
  },
  {
    path: "candidate-interview/:id",
    loader: prefetchLoader(async ({ params }) =>
      (await import("./api/get-candidate-interview")).candidateInterviewQueryOptions(params.id ?? ""),
    ),
    lazy: async () => ({ Component: (await import("./routes/candidate-interview")).CandidateInterviewPage }),
  },
];

/** Pages anyone may open (/shared-interview/:token). */
export const interviewPublicRoutes: RouteObject[] = [
  {
    path: "shared-interview/:token",
    loader: prefetchLoader(async ({ params }) =>
      (await import("./api/sharing/get-shared-interview")).sharedInterviewQueryOptions(params.token ?? ""),
    ),
    lazy: async () => ({ Component: (await import("./routes/shared-interview")).SharedInterviewPage }),
  },
];

/** The company's interview templates (/interview-customization): enterprise guard, workspace shell. */
export const interviewCompanyRoutes: RouteObject[] = [
  {
    path: "interview-customization",
    loader: prefetchLoader(async () =>
      (await import("@web/lib/interviews/interview-templates")).interviewTemplatesQueryOptions(),
    ),
    lazy: async () => ({ Component: (await import("./routes/interview-customization")).InterviewCustomizationPage }),
  },
];
