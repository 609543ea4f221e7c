import type { RouteObject } from "react-router";

/*
 * Marketing, legal, help and blog pages, all inside the public layout. Each page is its own lazy
 * chunk. Pages with `handle: { ownHeader: true }` draw their own header and <main>.
 */
export const contentRoutes: RouteObject[] = [
  {
    index: true,
    handle: { ownHeader: true },
    lazy: async () => ({ Component: (await import("./routes/home")).HomePage }),
  },
  {
    path: "ai-gtm-talent",
    handle: { ownHeader: true },
    lazy: async () => ({ Component: (await import("./routes/ai-gtm-talent")).AiGtmTalentPage }),
  },
  { path: "our-story", lazy: async () => ({ Component: (await import("./routes/our-story")).OurStoryPage }) },
  { path: "about", lazy: async () => ({ Component: (await import("./routes/about")).AboutPage }) },
  { path: "contact", lazy: async () => ({ Component: (await import("./routes/contact")).ContactPage }) },
  { path: "careers", lazy: async () => ({ Component: (await import("./routes/careers")).CareersPage }) },
  { path: "faq", lazy: async () => ({ Component: (await import("./routes/faq")).FaqPage }) },
  { path: "help", lazy: async () => ({ Component: (await import("./routes/help")).HelpCenterPage }) },
  {
    path: "help/getting-started",
    lazy: async () => ({ Component: (await import("./routes/help-topic")).GettingStartedPage }),
  },
  {
    path: "help/candidate-guides",
    lazy: async () => ({ Component: (await import("./routes/help-topic")).CandidateGuidesPage }),
  },
  {
    path: "help/employer-resources",
    lazy: async () => ({ Component: (await import("./routes/help-topic")).EmployerResourcesPage }),
  },
  {
    path: "case-studies",
    lazy: async () => ({ Component: (await import("./routes/case-studies")).CaseStudiesPage }),
  },
  {
    path: "book-appointment",
    lazy: async () => ({ Component: (await import("./routes/book-appointment")).BookAppointmentPage }),
  },
  {
    path: "early-access",
    lazy: async () => ({ Component: (await import("./routes/early-access")).EarlyAccessPage }),
  },
  { path: "pricing", lazy: async () => ({ Component: (await import("./routes/pricing")).PricingPage }) },
  {
    path: "upload-resume",
    lazy: async () => ({ Component: (await import("./routes/upload-resume")).UploadResumePage }),
  },
  {
    path: "privacy-policy",
    lazy: async () => ({ Component: (await import("./routes/legal-pages")).PrivacyPolicyPage }),
  },
  {
    path: "terms-of-service",
    lazy: async () => ({ Component: (await import("./routes/legal-pages")).TermsOfServicePage }),
  },
  { path: "cookies", lazy: async () => ({ Component: (await import("./routes/legal-pages")).CookiePolicyPage }) },
  { path: "legal", lazy: async () => ({ Component: (await import("./routes/legal-center")).LegalCenterPage }) },
  { path: "blog", lazy: async () => ({ Component: (await import("./routes/blog-index")).BlogIndexPage }) },
  { path: "blog/:postId", lazy: async () => ({ Component: (await import("./routes/blog-post")).BlogPostPage }) },
  {
    path: "payment-success",
    lazy: async () => ({ Component: (await import("./routes/payment-success")).PaymentSuccessPage }),
  },
];

/** The catch-all inside the public layout: unknown paths. */
export const notFoundRoute: RouteObject = {
  path: "*",
  lazy: async () => ({ Component: (await import("./routes/not-found")).NotFoundPage }),
};
