import { queryOptions, useQuery } from "@tanstack/react-query";
import { listCompanyMembersContract } from "@shared/companies/member-contracts";
import { callApi } from "../http/api-client";

/**
 * The people of the signed-in company's workspace, with their roles (decision 0079). The Team tab
 * and the assignment controls of the applicants and application pages (decision 0084) read it.
 */
const companyMembersQueryOptions = () =>
  queryOptions({
    // The companies domain's members key (features/companies/api/keys.ts), which its changes invalidate.
    queryKey: ["companies", "members"] as const,
    queryFn: ({ signal }) => callApi(listCompanyMembersContract, {}, { signal }),
  });

export function useCompanyMembers() {
  return useQuery(companyMembersQueryOptions());
}
