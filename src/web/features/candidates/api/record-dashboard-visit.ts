import { queryOptions, useQuery } from "@tanstack/react-query";
import { recordDashboardVisitContract } from "@shared/candidates/dashboard-contracts";
import { callApi } from "@web/lib/http/api-client";
import { candidatesKeys } from "./keys";

/**
 * The dashboard tells the server it was opened, and learns how to greet (decision 0073). A query,
 * not a mutation: the call is a no-op once the first visit is stored, and its answer is the
 * greeting to show, read once per page load.
 */
const dashboardVisitQueryOptions = () =>
  queryOptions({
    queryKey: candidatesKeys.dashboardVisit(),
    queryFn: ({ signal }) => callApi(recordDashboardVisitContract, { body: {} }, { signal }),
    staleTime: Infinity,
    retry: 1,
  });

export function useDashboardGreeting() {
  return useQuery(dashboardVisitQueryOptions());
}
