import type { NonIndexRouteObject, RouteObject } from "react-router";
import { prefetchLoader } from "@web/lib/pages/route-prefetch";

/** Sign-up, sign-in and password pages inside the public layout. */
export const accountPublicRoutes: RouteObject[] = [
  {
    path: "login",
    loader: prefetchLoader(async () => (await import("./api/get-client-config")).clientConfigQueryOptions()),
    lazy: async () => ({ Component: (await import("./routes/login")).LoginPage }),
  },
  {
    path: "apply",
    lazy: async () => ({ Component: (await import("./routes/apply")).ApplyPage }),
  },
  {
    path: "register-company",
    lazy: async () => ({ Component: (await import("./routes/register-company")).RegisterCompanyPage }),
  },
  {
    path: "candidate-registration-success",
    lazy: async () => ({
      Component: (await import("./routes/candidate-registration-success")).CandidateRegistrationSuccessPage,
    }),
  },
  {
    path: "company-registration-success",
    lazy: async () => ({
      Component: (await import("./routes/company-registration-success")).CompanyRegistrationSuccessPage,
    }),
  },
  {
    path: "forgot-password",
    lazy: async () => ({ Component: (await import("./routes/forgot-password")).ForgotPasswordPage }),
  },
  {
    path: "reset-password",
    lazy: async () => ({ Component: (await import("./routes/reset-password")).ResetPasswordPage }),
  },
  {
    path: "join-company/:token",
    lazy: async () => ({ Component: (await import("./routes/join-company")).JoinCompanyPage }),
  },
  {
    path: "claim-account",
    lazy: async () => ({ Component: (await import("./routes/claim-account")).ClaimAccountPage }),
  },
];

/**
 * /dashboard, where the verification e-mail's link lands. The entry explains a link that failed
 * (?error=); otherwise its children, which the app puts under the account guard, forward the
 * user to their own dashboard.
 */
export const dashboardEntryRoute: NonIndexRouteObject = {
  path: "dashboard",
  lazy: async () => ({ Component: (await import("./routes/dashboard-entry")).DashboardEntry }),
};

export const dashboardRedirectRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import("./routes/dashboard-redirect")).DashboardRedirectPage }),
  },
];
