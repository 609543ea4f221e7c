import { queryOptions, useQuery } from "@tanstack/react-query";
import { listCandidateInvitationsContract } from "@shared/candidates/invitation-contracts";
import { callApi } from "@web/lib/http/api-client";
import { candidatesKeys } from "../keys";

/** The company's postings on the job board, each saying whether this candidate was invited or applied. */
const candidateInvitationsQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: candidatesKeys.invitations(profileId),
    queryFn: ({ signal }) => callApi(listCandidateInvitationsContract, { params: { profileId } }, { signal }),
  });

export function useCandidateInvitations(profileId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...candidateInvitationsQueryOptions(profileId), enabled: options.enabled ?? true });
}
