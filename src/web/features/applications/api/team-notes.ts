import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  addTeamNoteContract,
  listTeamNotesContract,
  type AddTeamNoteInput,
  type TeamNote,
} from "@shared/candidates/team-notes-contracts";
import { callApi } from "@web/lib/api-client";
import type { MutationHookOptions } from "@web/lib/mutation-options";
import { applicationsKeys } from "./keys";

/** The company's team notes about the applicant, newest first. */
export const applicantNotesQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: applicationsKeys.notes(profileId),
    queryFn: ({ signal }) => callApi(listTeamNotesContract, { params: { profileId } }, { signal }),
  });

export function useApplicantNotes(profileId: string) {
  return useQuery(applicantNotesQueryOptions(profileId));
}

/** Adds a note written on the application's page; the list shows it at the top. */
export function useAddApplicantNote(profileId: string, options: MutationHookOptions<TeamNote, AddTeamNoteInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (body: AddTeamNoteInput) => callApi(addTeamNoteContract, { params: { profileId }, body }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: applicationsKeys.notes(profileId) });
      await options.onSuccess?.(...args);
    },
  });
}
