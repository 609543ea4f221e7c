import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  listPostingApplicantsContract,
  type PostingApplicantsQuery,
} from "@shared/applications/company-application-contracts";
import { callApi } from "@web/lib/http/api-client";
import { applicationsKeys } from "./keys";

/** One page of a posting's applicants, sorted and filtered on the server. */
export const postingApplicantsQueryOptions = (postingId: string, query: PostingApplicantsQuery) =>
  queryOptions({
    queryKey: applicationsKeys.applicants(postingId, query),
    queryFn: ({ signal }) => callApi(listPostingApplicantsContract, { params: { id: postingId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });

export function usePostingApplicants(postingId: string, query: PostingApplicantsQuery) {
  return useQuery(postingApplicantsQueryOptions(postingId, query));
}
