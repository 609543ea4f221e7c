import type { RouteObject } from "react-router";
import { prefetchLoader, revalidateOnNewPath } from "@web/lib/route-prefetch";

/** The candidate's applications in the workspace shell (/candidate-applications, /application-details/:id). */
export const applicationWorkspaceRoutes: RouteObject[] = [
  {
    path: "candidate-applications",
    shouldRevalidate: revalidateOnNewPath,
    loader: prefetchLoader(async ({ request }) => {
      const [{ candidateApplicationsQueryOptions }, { readListParams }] = await Promise.all([
        import("./api/list-candidate-applications"),
        import("@web/components/list/use-list-params"),
      ]);
      return candidateApplicationsQueryOptions(readListParams(new URL(request.url).searchParams).page);
    }),
    lazy: async () => ({ Component: (await import("./routes/candidate-applications")).CandidateApplicationsPage }),
  },
  {
    path: "application-details/:id",
    loader: prefetchLoader(async ({ params }) =>
      (await import("./api/get-candidate-application")).candidateApplicationQueryOptions(params.id ?? ""),
    ),
    lazy: async () => ({ Component: (await import("./routes/application-details")).ApplicationDetailsPage }),
  },
];
