import { queryOptions, useQuery } from "@tanstack/react-query";
import { getCandidateApplicationContract } from "@shared/applications/contracts";
import { callApi } from "@web/lib/http/api-client";
import { applicationsKeys } from "./keys";

/** One of the candidate's applications: posting, status history, interview and decision. */
export const candidateApplicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: applicationsKeys.myApplication(id),
    queryFn: ({ signal }) => callApi(getCandidateApplicationContract, { params: { id } }, { signal }),
  });

export function useCandidateApplication(id: string) {
  return useQuery(candidateApplicationQueryOptions(id));
}
