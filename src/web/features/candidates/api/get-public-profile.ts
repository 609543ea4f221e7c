import { queryOptions, useQuery } from "@tanstack/react-query";
import { getPublicProfileContract } from "@shared/candidates/contracts";
import { callApi, isApiError } from "@web/lib/http/api-client";
import { candidatesKeys } from "./keys";

/** What a candidate chose to show anyone. A 404 (hidden or unknown) is final: no retries. */
export const publicProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: candidatesKeys.publicProfile(id),
    queryFn: ({ signal }) => callApi(getPublicProfileContract, { params: { id } }, { signal }),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });

export function usePublicProfile(id: string) {
  return useQuery(publicProfileQueryOptions(id));
}
