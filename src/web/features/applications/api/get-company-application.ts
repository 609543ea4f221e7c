import { queryOptions, useQuery } from "@tanstack/react-query";
import { getCompanyApplicationContract } from "@shared/applications/company-application-contracts";
import { callApi } from "@web/lib/http/api-client";
import { applicationsKeys } from "./keys";

/** One application to the company's posting, as the company reviews it. */
export const companyApplicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: applicationsKeys.companyApplication(id),
    queryFn: ({ signal }) => callApi(getCompanyApplicationContract, { params: { id } }, { signal }),
  });

export function useCompanyApplication(id: string) {
  return useQuery(companyApplicationQueryOptions(id));
}
