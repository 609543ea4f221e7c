import type { RouteObject } from "react-router";
import { prefetchLoader, revalidateOnNewPath } from "@web/lib/pages/route-prefetch";

/** A posting's AI–human agreement (the app mounts it with the applicants, for verified companies). */
export const companyAgreementRoutes: RouteObject[] = [
  {
    path: "job-applicants/:id/agreement",
    shouldRevalidate: revalidateOnNewPath,
    loader: prefetchLoader(async ({ params, request }) => {
      const { postingAgreementQueryOptions, rubricVersionFrom } = await import("./api/get-agreement");
      return postingAgreementQueryOptions(params.id ?? "", rubricVersionFrom(new URL(request.url).searchParams));
    }),
    lazy: async () => ({ Component: (await import("./routes/posting-agreement")).PostingAgreementPage }),
  },
];

/** The platform's model card in the admin console. */
export const adminAgreementRoutes: RouteObject[] = [
  {
    path: "admin/model-card",
    shouldRevalidate: revalidateOnNewPath,
    loader: prefetchLoader(async ({ request }) => {
      const { modelCardQueryOptions, rubricVersionFrom } = await import("./api/get-agreement");
      return modelCardQueryOptions(rubricVersionFrom(new URL(request.url).searchParams));
    }),
    lazy: async () => ({ Component: (await import("./routes/model-card")).ModelCardPage }),
  },
];
