import { queryOptions, useQuery } from "@tanstack/react-query";
import { getInterviewShareLinkContract } from "@shared/interviews/watch-contracts";
import { callApi } from "@web/lib/http/api-client";
import { interviewsKeys } from "../keys";

/** Whether the owner's interview has a live share link (its token is shown only when made). */
const interviewShareLinkQueryOptions = (interviewId: string) =>
  queryOptions({
    queryKey: interviewsKeys.shareLink(interviewId),
    queryFn: ({ signal }) => callApi(getInterviewShareLinkContract, { params: { id: interviewId } }, { signal }),
  });

export function useInterviewShareLink(interviewId: string) {
  return useQuery(interviewShareLinkQueryOptions(interviewId));
}
