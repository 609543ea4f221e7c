import { queryOptions, useQuery } from "@tanstack/react-query";
import { getCompanyRetentionContract } from "@shared/companies/retention-contracts";
import { callApi } from "@web/lib/http/api-client";
import { companiesKeys } from "./keys";

/** How long the signed-in company keeps recordings, transcripts and AI evaluations after a decision. */
const companyRetentionQueryOptions = () =>
  queryOptions({
    queryKey: companiesKeys.retention(),
    queryFn: ({ signal }) => callApi(getCompanyRetentionContract, {}, { signal }),
  });

export function useCompanyRetention() {
  return useQuery(companyRetentionQueryOptions());
}
