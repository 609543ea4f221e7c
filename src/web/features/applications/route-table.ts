import type { RouteObject } from "react-router";
import { queryClient } from "@web/lib/http/query-client";
import { prefetchLoader, revalidateOnNewPath } from "@web/lib/pages/route-prefetch";

/** The candidate's applications list in the candidate workspace shell (/candidate-applications). */
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
];

/** A company's applicants of one posting (/job-applicants/:id) and its review requests, in the enterprise workspace shell. */
export const companyApplicationRoutes: RouteObject[] = [
  {
    path: "job-applicants/:id",
    shouldRevalidate: revalidateOnNewPath,
    loader: prefetchLoader(async ({ params, request }) => {
      const [{ postingApplicantsQueryOptions }, { applicantsQueryFrom }] = await Promise.all([
        import("./api/list-posting-applicants"),
        import("./lib/applicant-filters"),
      ]);
      return postingApplicantsQueryOptions(params.id ?? "", applicantsQueryFrom(new URL(request.url).searchParams));
    }),
    lazy: async () => ({ Component: (await import("./routes/job-applicants")).JobApplicantsPage }),
  },
  {
    // Candidates asking a person to review their AI evaluation (decision 0050).
    path: "review-requests",
    shouldRevalidate: revalidateOnNewPath,
    loader: prefetchLoader(async ({ request }) => {
      const [{ reviewRequestsQueryOptions, reviewRequestStatusFrom }, { readListParams }] = await Promise.all([
        import("@web/lib/interviews/review-requests"),
        import("@web/components/list/use-list-params"),
      ]);
      const searchParams = new URL(request.url).searchParams;
      return reviewRequestsQueryOptions({
        status: reviewRequestStatusFrom(searchParams),
        page: readListParams(searchParams).page,
      });
    }),
    lazy: async () => ({ Component: (await import("./routes/review-requests")).CompanyReviewRequestsPage }),
  },
];

/**
 * /application-details/:id, one path for both sides: the candidate's own application, or the
 * company's review of its applicant. Mounted under a guard that admits both and a shell picked by
 * the user type (app/routes.ts); the loader prefetches the side the signed-in account will see.
 */
const candidateApplicationLoader = prefetchLoader(async ({ params }) =>
  (await import("./api/get-candidate-application")).candidateApplicationQueryOptions(params.id ?? ""),
);
const companyApplicationLoader = prefetchLoader(async ({ params }) =>
  (await import("./api/get-company-application")).companyApplicationQueryOptions(params.id ?? ""),
);

export const sharedApplicationRoutes: RouteObject[] = [
  {
    path: "application-details/:id",
    loader: async (args) => {
      const { meQueryOptions } = await import("@web/lib/session/session");
      const me = await queryClient.ensureQueryData(meQueryOptions).catch(() => null);
      if (!me) return null;
      return me.user.userType === "candidate" ? candidateApplicationLoader(args) : companyApplicationLoader(args);
    },
    lazy: async () => ({
      Component: (await import("./routes/application-details-for-account")).ApplicationDetailsForAccount,
    }),
  },
];
