import { queryOptions, useQuery } from "@tanstack/react-query";
import { getCompanyCandidateProfileContract } from "@shared/candidates/candidate-profile-contracts";
import { callApi, isApiError } from "@web/lib/http/api-client";
import { candidatesKeys } from "../keys";

/** A candidate as a verified company sees them. 403 (not verified) and 404 are final: no retries. */
export const companyCandidateProfileQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: candidatesKeys.companyProfile(profileId),
    queryFn: ({ signal }) => callApi(getCompanyCandidateProfileContract, { params: { id: profileId } }, { signal }),
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });

export function useCompanyCandidateProfile(profileId: string) {
  return useQuery(companyCandidateProfileQueryOptions(profileId));
}
