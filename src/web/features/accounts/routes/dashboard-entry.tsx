import { Outlet, useSearchParams } from "react-router";
import { VerificationLinkFailedPage } from "./verification-link-failed";

/**
 * /dashboard is where the verification e-mail's link lands. A link that worked arrives signed in
 * and goes on (through the account guard) to the user's own dashboard; one that did not carries
 * ?error= and is explained here, before any guard sends a signed-out visitor to /login.
 */
export function DashboardEntry() {
  const [searchParams] = useSearchParams();
  if (searchParams.has("error")) return <VerificationLinkFailedPage />;
  return <Outlet />;
}
