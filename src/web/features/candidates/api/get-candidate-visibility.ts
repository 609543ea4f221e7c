import { queryOptions, useQuery } from "@tanstack/react-query";
import { getCandidateVisibilityContract } from "@shared/candidates/visibility-contracts";
import { callApi } from "@web/lib/http/api-client";
import { candidatesKeys } from "./keys";

/** The signed-in candidate's public profile switch and who among employers may find them. */
const candidateVisibilityQueryOptions = () =>
  queryOptions({
    queryKey: candidatesKeys.visibility(),
    queryFn: ({ signal }) => callApi(getCandidateVisibilityContract, {}, { signal }),
  });

export function useCandidateVisibility() {
  return useQuery(candidateVisibilityQueryOptions());
}
