import type { RouteObject } from "react-router";
import { prefetchLoader, revalidateOnNewPath } from "@web/lib/pages/route-prefetch";

/** The job board in the candidate's workspace shell (/jobs, /jobs/:id). */
export const postingWorkspaceRoutes: RouteObject[] = [
  {
    path: "jobs",
    shouldRevalidate: revalidateOnNewPath,
    loader: prefetchLoader(async ({ request }) => {
      const [{ boardPostingsQueryOptions }, { readListParams }, { boardFiltersFrom }] = await Promise.all([
        import("./api/list-board-postings"),
        import("@web/components/list/use-list-params"),
        import("./lib/board-filters"),
      ]);
      const searchParams = new URL(request.url).searchParams;
      const { search, page } = readListParams(searchParams);
      return boardPostingsQueryOptions({ ...boardFiltersFrom(searchParams), ...(search ? { search } : {}), page });
    }),
    lazy: async () => ({ Component: (await import("./routes/job-board")).JobBoardPage }),
  },
  {
    path: "jobs/:id",
    loader: prefetchLoader(async ({ params }) =>
      (await import("./api/get-board-posting")).boardPostingQueryOptions(params.id ?? ""),
    ),
    lazy: async () => ({ Component: (await import("./routes/posting-detail")).PostingDetailPage }),
  },
];

/**
 * The company's own postings in the enterprise workspace shell: /job-postings, /internal-jobs,
 * /create-job and /edit-job/:id.
 */
export const companyPostingRoutes: RouteObject[] = [
  {
    path: "job-postings",
    shouldRevalidate: revalidateOnNewPath,
    loader: prefetchLoader(async ({ request }) => {
      const [{ companyPostingsQueryOptions }, { readListParams }, { companyPostingFiltersFrom }] = await Promise.all([
        import("./api/list-company-postings"),
        import("@web/components/list/use-list-params"),
        import("./lib/company-posting-filters"),
      ]);
      const searchParams = new URL(request.url).searchParams;
      const { search, page } = readListParams(searchParams);
      return companyPostingsQueryOptions({
        ...companyPostingFiltersFrom(searchParams),
        ...(search ? { search } : {}),
        page,
      });
    }),
    lazy: async () => ({ Component: (await import("./routes/company-postings")).CompanyPostingsPage }),
  },
  {
    path: "internal-jobs",
    lazy: async () => ({ Component: (await import("./routes/internal-postings")).InternalPostingsPage }),
  },
  {
    path: "create-job",
    lazy: async () => ({ Component: (await import("./routes/create-posting")).CreatePostingPage }),
  },
  {
    path: "edit-job/:id",
    loader: prefetchLoader(async ({ params }) =>
      (await import("./api/get-company-posting")).companyPostingQueryOptions(params.id ?? ""),
    ),
    lazy: async () => ({ Component: (await import("./routes/edit-posting")).EditPostingPage }),
  },
];
