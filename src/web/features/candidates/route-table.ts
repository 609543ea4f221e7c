import type { RouteObject } from "react-router";
import { prefetchLoader, revalidateOnNewPath } from "@web/lib/pages/route-prefetch";

/** Candidate pages anyone may open. */
export const candidatePublicRoutes: RouteObject[] = [
  {
    path: "candidate/:id",
    loader: prefetchLoader(async ({ params }) =>
      (await import("./api/get-public-profile")).publicProfileQueryOptions(params.id ?? ""),
    ),
    lazy: async () => ({ Component: (await import("./routes/public-profile")).PublicProfilePage }),
  },
];

/** The candidate's own workspace pages (the app mounts them under the candidate guard and shell). */
export const candidateWorkspaceRoutes: RouteObject[] = [
  {
    path: "candidate-settings",
    lazy: async () => ({ Component: (await import("./routes/candidate-settings")).CandidateSettingsPage }),
  },
  {
    path: "candidate-dashboard",
    loader: prefetchLoader(async () =>
      (await import("@web/lib/interviews/candidate-interviews")).firstInterviewQueryOptions("upcoming"),
    ),
    lazy: async () => ({ Component: (await import("./routes/candidate-dashboard")).CandidateDashboardPage }),
  },
];

/** The pool and a candidate's profile, in the company workspace (the app mounts it under the enterprise guard and shell). */
export const candidatePoolRoutes: RouteObject[] = [
  {
    path: "candidates",
    shouldRevalidate: revalidateOnNewPath,
    loader: prefetchLoader(async ({ request }) => {
      const [{ candidatePoolQueryOptions }, { poolParamsFrom }] = await Promise.all([
        import("./api/pool/list-candidate-pool"),
        import("./lib/pool-filters"),
      ]);
      return candidatePoolQueryOptions(poolParamsFrom(new URL(request.url).searchParams));
    }),
    lazy: async () => ({ Component: (await import("./routes/candidate-pool")).CandidatePoolPage }),
  },
  {
    path: "candidate-profile/:id",
    loader: prefetchLoader(async ({ params }) =>
      (await import("./api/pool/get-company-candidate-profile")).companyCandidateProfileQueryOptions(params.id ?? ""),
    ),
    lazy: async () => ({ Component: (await import("./routes/candidate-profile")).CandidateProfilePage }),
  },
];
