import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  addTeamNoteContract,
  listTeamNotesContract,
  type AddTeamNoteInput,
  type TeamNote,
} from "@shared/candidates/team-notes-contracts";
import { callApi } from "../http/api-client";
import type { MutationHookOptions } from "../http/mutation-options";
import { useSingleFlightMutation } from "../http/single-flight-mutation";

/**
 * A company's team notes about one candidate. The candidate profile and every application page
 * of that candidate show the same notes, so both read and write them here under one cache key:
 * a note added on one page is there on the other.
 */
const teamNotesKey = (profileId: string) => ["team-notes", profileId] as const;

/** The notes, newest first. */
const teamNotesQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: teamNotesKey(profileId),
    queryFn: ({ signal }) => callApi(listTeamNotesContract, { params: { profileId } }, { signal }),
  });

export function useTeamNotes(profileId: string) {
  return useQuery(teamNotesQueryOptions(profileId));
}

/** Adds a note (tied to an application when `applicationId` is given); the list shows it at the top. */
export function useAddTeamNote(profileId: string, options: MutationHookOptions<TeamNote, AddTeamNoteInput> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (body: AddTeamNoteInput) => callApi(addTeamNoteContract, { params: { profileId }, body }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: teamNotesKey(profileId) });
      await options.onSuccess?.(...args);
    },
  });
}
