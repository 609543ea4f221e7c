import { lazy, Suspense } from "react";
import { LoadingScreen } from "@web/components/loading-screen";
import { useMe } from "@web/lib/session/session";

// Each side's page is its own chunk: a company never downloads the candidate's page, nor the other way round.
const CandidatePage = lazy(async () => ({ default: (await import("./application-details")).ApplicationDetailsPage }));
const CompanyPage = lazy(async () => ({
  default: (await import("./company-application-details")).CompanyApplicationDetailsPage,
}));

/**
 * /application-details/:id serves both sides of an application: the candidate's own page, and
 * the company's review of its applicant. The guard above admitted the account, and the shell
 * around this was picked by the same user type (app/layouts/workspaces.tsx).
 */
export function ApplicationDetailsForAccount() {
  const me = useMe();
  return (
    <Suspense fallback={<LoadingScreen />}>
      {me.data?.user.userType === "candidate" ? <CandidatePage /> : <CompanyPage />}
    </Suspense>
  );
}
