import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  addApplicationAssignmentContract,
  listApplicationAssignmentsContract,
  listMyAssignmentsContract,
  listPostingAssignmentsContract,
  removeApplicationAssignmentContract,
  setPostingAssignmentsContract,
  type AssignedMembers,
} from "@shared/companies/assignment-contracts";
import { callApi } from "../http/api-client";
import type { MutationHookOptions } from "../http/mutation-options";
import { useSingleFlightMutation } from "../http/single-flight-mutation";

/*
 * Who is assigned to what (decision 0084): the applicants and application pages change it, the
 * dashboard lists the member's own. Keys under the companies domain's.
 */
const assignmentKeys = {
  all: () => ["companies", "assignments"] as const,
  mine: () => [...assignmentKeys.all(), "mine"] as const,
  posting: (postingId: string) => [...assignmentKeys.all(), "posting", postingId] as const,
  application: (applicationId: string) => [...assignmentKeys.all(), "application", applicationId] as const,
};

/** The postings and applications assigned to the signed-in member, for their dashboard. */
export function useMyAssignments(options: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: assignmentKeys.mine(),
      queryFn: ({ signal }) => callApi(listMyAssignmentsContract, {}, { signal }),
      enabled: options.enabled ?? true,
    }),
  );
}

/** The Hiring managers and Recruiters assigned to a posting (Owner, Admin, Recruiter). */
export function usePostingAssignments(postingId: string, options: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: assignmentKeys.posting(postingId),
      queryFn: ({ signal }) => callApi(listPostingAssignmentsContract, { params: { id: postingId } }, { signal }),
      enabled: options.enabled ?? true,
    }),
  );
}

/** Replaces the posting's assigned members; the newly assigned are e-mailed. */
export function useSetPostingAssignments(
  postingId: string,
  options: MutationHookOptions<AssignedMembers, string[]> = {},
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (memberIds: string[]) =>
      callApi(setPostingAssignmentsContract, { params: { id: postingId }, body: { memberIds } }),
    onSuccess: async (saved, ...rest) => {
      queryClient.setQueryData(assignmentKeys.posting(postingId), saved);
      await options.onSuccess?.(saved, ...rest);
    },
  });
}

/** The members assigned to review and score an application. */
export function useApplicationAssignments(applicationId: string) {
  return useQuery(
    queryOptions({
      queryKey: assignmentKeys.application(applicationId),
      queryFn: ({ signal }) =>
        callApi(listApplicationAssignmentsContract, { params: { id: applicationId } }, { signal }),
    }),
  );
}

/** Assigns a member to the application (they get an e-mail with its link). */
export function useAddApplicationAssignment(
  applicationId: string,
  options: MutationHookOptions<AssignedMembers, string> = {},
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (memberId: string) =>
      callApi(addApplicationAssignmentContract, { params: { id: applicationId }, body: { memberId } }),
    onSuccess: async (saved, ...rest) => {
      queryClient.setQueryData(assignmentKeys.application(applicationId), saved);
      await options.onSuccess?.(saved, ...rest);
    },
  });
}

/** Takes a member off the application. */
export function useRemoveApplicationAssignment(
  applicationId: string,
  options: MutationHookOptions<AssignedMembers, string> = {},
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (memberId: string) =>
      callApi(removeApplicationAssignmentContract, { params: { id: applicationId, memberId } }),
    onSuccess: async (saved, ...rest) => {
      queryClient.setQueryData(assignmentKeys.application(applicationId), saved);
      await options.onSuccess?.(saved, ...rest);
    },
  });
}
