import { queryOptions, useQuery } from "@tanstack/react-query";
import { listCompanyMembersContract } from "@shared/companies/member-contracts";
import { callApi } from "@web/lib/http/api-client";
import { companiesKeys } from "./keys";

/** The people of the signed-in company's workspace, with their roles (decision 0079). */
const companyMembersQueryOptions = () =>
  queryOptions({
    queryKey: companiesKeys.members(),
    queryFn: ({ signal }) => callApi(listCompanyMembersContract, {}, { signal }),
  });

export function useCompanyMembers() {
  return useQuery(companyMembersQueryOptions());
}
