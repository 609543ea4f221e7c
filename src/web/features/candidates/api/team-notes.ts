import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  addTeamNoteContract,
  listTeamNotesContract,
  type AddTeamNoteInput,
  type TeamNote,
} from "@shared/candidates/team-notes-contracts";
import { callApi } from "@web/lib/api-client";
import type { MutationHookOptions } from "@web/lib/mutation-options";
import { candidatesKeys } from "./keys";

const notesKey = (profileId: string) => [...candidatesKeys.all, "team-notes", profileId] as const;

/** The company's team notes about a candidate, newest first. */
export const candidateNotesQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: notesKey(profileId),
    queryFn: ({ signal }) => callApi(listTeamNotesContract, { params: { profileId } }, { signal }),
  });

export function useCandidateNotes(profileId: string) {
  return useQuery(candidateNotesQueryOptions(profileId));
}

/** Adds a note from the candidate's profile (tied to no application). */
export function useAddCandidateNote(profileId: string, options: MutationHookOptions<TeamNote, AddTeamNoteInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (body: AddTeamNoteInput) => callApi(addTeamNoteContract, { params: { profileId }, body }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: notesKey(profileId) });
      await options.onSuccess?.(...args);
    },
  });
}
