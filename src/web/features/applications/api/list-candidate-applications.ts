import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { listCandidateApplicationsContract } from "@shared/applications/contracts";
import { callApi } from "@web/lib/http/api-client";
import { applicationsKeys } from "./keys";

const PAGE_SIZE = 10;

/** One page of the candidate's applications, newest first. */
export const candidateApplicationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: applicationsKeys.myList(page),
    queryFn: ({ signal }) =>
      callApi(listCandidateApplicationsContract, { query: { page, pageSize: PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useCandidateApplications(page: number) {
  return useQuery(candidateApplicationsQueryOptions(page));
}
