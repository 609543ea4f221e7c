import type { RouteObject } from "react-router";
import { prefetchLoader, revalidateOnNewPath } from "@web/lib/pages/route-prefetch";

const listParams = async (request: Request) => {
  const [{ readListParams }, filters] = await Promise.all([
    import("@web/components/list/use-list-params"),
    import("./lib/list-filters"),
  ]);
  const searchParams = new URL(request.url).searchParams;
  return { ...readListParams(searchParams), searchParams, filters };
};

/**
 * Every admin screen, in one place. The app mounts this list once, under the admin guard and
 * the admin shell; a new admin screen is added here and nowhere else.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: "admin",
    shouldRevalidate: revalidateOnNewPath,
    loader: prefetchLoader(async ({ request }) => {
      const [{ companiesQueryOptions }, { search, page, searchParams, filters }] = await Promise.all([
        import("./api/list-companies"),
        listParams(request),
      ]);
      return companiesQueryOptions({ status: filters.companyStatusFrom(searchParams), search, page });
    }),
    lazy: async () => ({ Component: (await import("./routes/companies")).AdminCompaniesPage }),
  },
  {
    path: "admin/leads",
    shouldRevalidate: revalidateOnNewPath,
    loader: prefetchLoader(async ({ request }) => {
      const [{ leadsQueryOptions }, { search, page, searchParams, filters }] = await Promise.all([
        import("./api/list-leads"),
        listParams(request),
      ]);
      return leadsQueryOptions({ kind: filters.leadKindFrom(searchParams), search, page });
    }),
    lazy: async () => ({ Component: (await import("./routes/leads")).LeadsAdminPage }),
  },
  {
    path: "admin/audit-log",
    shouldRevalidate: revalidateOnNewPath,
    loader: prefetchLoader(async ({ request }) => {
      const [{ auditLogQueryOptions }, { page }] = await Promise.all([
        import("./api/list-audit-log"),
        listParams(request),
      ]);
      return auditLogQueryOptions({ page });
    }),
    lazy: async () => ({ Component: (await import("./routes/audit-log")).AuditLogPage }),
  },
  {
    // Failed AI evaluations with their reason and Retry (decision 0050).
    path: "admin/evaluations",
    shouldRevalidate: revalidateOnNewPath,
    loader: prefetchLoader(async ({ request }) => {
      const [{ evaluationsQueryOptions }, { page, searchParams, filters }] = await Promise.all([
        import("./api/list-evaluations"),
        listParams(request),
      ]);
      return evaluationsQueryOptions({ status: filters.evaluationFilterFrom(searchParams), page });
    }),
    lazy: async () => ({ Component: (await import("./routes/evaluations")).AdminEvaluationsPage }),
  },
  {
    // Candidates asking for a human review of their network interview (decision 0050).
    path: "admin/review-requests",
    shouldRevalidate: revalidateOnNewPath,
    loader: prefetchLoader(async ({ request }) => {
      const [{ reviewRequestsQueryOptions, reviewRequestStatusFrom }, { page, searchParams }] = await Promise.all([
        import("@web/lib/interviews/review-requests"),
        listParams(request),
      ]);
      return reviewRequestsQueryOptions({ status: reviewRequestStatusFrom(searchParams), page });
    }),
    lazy: async () => ({ Component: (await import("./routes/review-requests")).AdminReviewRequestsPage }),
  },
];
