/** Public pages worth indexing (the sitemap); blog posts are added from blog-posts.ts. */
export const indexablePublicPaths = [
  "/",
  "/ai-gtm-talent",
  "/our-story",
  "/about",
  "/contact",
  "/careers",
  "/faq",
  "/help",
  "/help/getting-started",
  "/help/candidate-guides",
  "/help/employer-resources",
  "/case-studies",
  "/book-appointment",
  "/early-access",
  "/pricing",
  "/upload-resume",
  "/apply",
  "/register-company",
  "/login",
  "/privacy-policy",
  "/terms-of-service",
  "/cookies",
  "/legal",
  "/blog",
] as const;

/** Signed-in areas and one-off pages that search engines should leave alone. */
export const nonIndexablePrefixes = [
  "/api/",
  "/dev/",
  "/admin",
  "/dashboard",
  "/candidate-dashboard",
  "/candidate-applications",
  "/candidate-interviews",
  "/candidate-interview/",
  "/candidate-settings",
  "/candidate-profile/",
  "/enterprise-dashboard",
  "/enterprise-settings",
  "/candidates",
  "/job-postings",
  "/job-applicants/",
  "/internal-jobs",
  "/create-job",
  "/edit-job/",
  "/interview-customization",
  "/payment-success",
  "/reset-password",
  "/forgot-password",
] as const;

/**
 * Public pages that must never be indexed yet stay crawlable, so a crawler sees the
 * `X-Robots-Tag: noindex` the server sends with them (a robots.txt Disallow would hide it and
 * let the bare URL be indexed from links). A shared interview is reachable by anyone holding
 * the link, but it is no page for search results.
 */
export const noIndexPagePrefixes = ["/shared-interview/"] as const;
