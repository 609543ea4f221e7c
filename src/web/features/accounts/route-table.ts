import type { RouteObject } from "react-router";

/** Sign-up, sign-in and password pages inside the public layout. */
export const accountPublicRoutes: RouteObject[] = [
  {
    path: "login",
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
];

/** Account pages with a layout of their own (none yet: every account page sits in the public layout). */
export const accountRoutes: RouteObject[] = [];
