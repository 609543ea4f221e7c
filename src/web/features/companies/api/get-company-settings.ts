import { queryOptions, useQuery } from "@tanstack/react-query";
import { getCompanySettingsContract } from "@shared/companies/contracts";
import { callApi } from "@web/lib/http/api-client";
import { companiesKeys } from "./keys";

/** The signed-in company's profile and notification preferences. */
export const companySettingsQueryOptions = () =>
  queryOptions({
    queryKey: companiesKeys.settings(),
    queryFn: ({ signal }) => callApi(getCompanySettingsContract, {}, { signal }),
  });

export function useCompanySettings() {
  return useQuery(companySettingsQueryOptions());
}
