import { queryOptions, useQuery } from "@tanstack/react-query";
import { getProfileCompletenessContract } from "@shared/candidates/dashboard-contracts";
import { callApi } from "@web/lib/http/api-client";
import { candidatesKeys } from "./keys";

/** What the candidate's profile has and still lacks, computed by the server. */
const profileCompletenessQueryOptions = () =>
  queryOptions({
    queryKey: candidatesKeys.completeness(),
    queryFn: ({ signal }) => callApi(getProfileCompletenessContract, {}, { signal }),
    staleTime: 0,
  });

export function useProfileCompleteness() {
  return useQuery(profileCompletenessQueryOptions());
}
