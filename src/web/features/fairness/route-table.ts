import type { RouteObject } from "react-router";
import { prefetchLoader, revalidateOnNewPath } from "@web/lib/pages/route-prefetch";

/** The company's fairness report (the app mounts it under the enterprise guard, for verified companies). */
export const companyFairnessRoutes: RouteObject[] = [
  {
    path: "fairness-report",
    shouldRevalidate: revalidateOnNewPath,
    loader: prefetchLoader(async ({ request }) => {
      const { companyFairnessReportQueryOptions, companyReportFiltersFrom } = await import("./api/get-fairness-report");
      return companyFairnessReportQueryOptions(companyReportFiltersFrom(new URL(request.url).searchParams));
    }),
    lazy: async () => ({ Component: (await import("./routes/fairness-report")).FairnessReportPage }),
  },
];

/** The platform-wide report in the admin console. */
export const adminFairnessRoutes: RouteObject[] = [
  {
    path: "admin/fairness-report",
    shouldRevalidate: revalidateOnNewPath,
    loader: prefetchLoader(async ({ request }) => {
      const { platformFairnessReportQueryOptions, reportFiltersFrom } = await import("./api/get-fairness-report");
      const { from, to } = reportFiltersFrom(new URL(request.url).searchParams);
      return platformFairnessReportQueryOptions({ from, to });
    }),
    lazy: async () => ({ Component: (await import("./routes/platform-fairness-report")).PlatformFairnessReportPage }),
  },
];
