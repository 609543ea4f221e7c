import { queryOptions, useQuery } from "@tanstack/react-query";
import { getCandidateSettingsContract } from "@shared/candidates/candidate-settings-contracts";
import { callApi } from "@web/lib/http/api-client";
import { candidatesKeys } from "./keys";

/** The signed-in candidate's profile, avatar and notification preferences. */
const candidateSettingsQueryOptions = () =>
  queryOptions({
    queryKey: candidatesKeys.settings(),
    queryFn: ({ signal }) => callApi(getCandidateSettingsContract, {}, { signal }),
  });

export function useCandidateSettings() {
  return useQuery(candidateSettingsQueryOptions());
}
