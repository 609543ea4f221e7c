import { queryOptions, useQuery } from "@tanstack/react-query";
import { getCompanyDashboardContract } from "@shared/companies/dashboard-contracts";
import { callApi } from "@web/lib/http/api-client";
import { companiesKeys } from "./keys";

/** The signed-in company's figures, newest applicants and postings, and setup steps. */
const companyDashboardQueryOptions = () =>
  queryOptions({
    queryKey: companiesKeys.dashboard(),
    queryFn: ({ signal }) => callApi(getCompanyDashboardContract, {}, { signal }),
  });

/** Off for an admin without a company: the endpoint acts as a company (decision 0010). */
export function useCompanyDashboard({ enabled }: { enabled: boolean }) {
  return useQuery({ ...companyDashboardQueryOptions(), enabled });
}
