import { queryOptions, useQuery } from "@tanstack/react-query";
import { recordCompanyDashboardVisitContract } from "@shared/companies/dashboard-contracts";
import { callApi } from "@web/lib/http/api-client";
import { companiesKeys } from "./keys";

/**
 * The company dashboard tells the server it was opened, and learns how to greet (decision 0073):
 * a query read once per page load, since the call is a no-op once the first visit is stored.
 */
const companyDashboardVisitQueryOptions = () =>
  queryOptions({
    queryKey: companiesKeys.dashboardVisit(),
    queryFn: ({ signal }) => callApi(recordCompanyDashboardVisitContract, { body: {} }, { signal }),
    staleTime: Infinity,
    retry: 1,
  });

export function useCompanyDashboardGreeting(options: { enabled: boolean }) {
  return useQuery({ ...companyDashboardVisitQueryOptions(), enabled: options.enabled });
}
