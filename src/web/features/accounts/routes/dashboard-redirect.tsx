import { Navigate } from "react-router";
import { dashboardPathFor } from "@shared/accounts/access";
import { useMe } from "@web/lib/session/session";

/** /dashboard (where the verification e-mail lands): forwards to the user's own dashboard. */
export function DashboardRedirectPage() {
  const me = useMe();
  // The guard above only renders this once the user is known and verified.
  const user = me.data?.user;
  return <Navigate to={dashboardPathFor(user?.userType, user?.isAdmin ?? false)} replace />;
}
