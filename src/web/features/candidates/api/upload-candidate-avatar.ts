import { useQueryClient } from "@tanstack/react-query";
import {
  uploadCandidateAvatarContract,
  type CandidateSettingsView,
} from "@shared/candidates/candidate-settings-contracts";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { invalidateMe } from "@web/lib/session/session";
import { useUploadMutation } from "@web/lib/http/use-upload-mutation";
import { candidatesKeys } from "./keys";

/** Uploads a new profile picture, with progress; leaving the page cancels it. */
export function useUploadCandidateAvatar(options: MutationHookOptions<CandidateSettingsView, File> = {}) {
  const queryClient = useQueryClient();
  return useUploadMutation(uploadCandidateAvatarContract, (file: File) => ({ file, fields: {} }), {
    ...options,
    onSuccess: async (...args) => {
      queryClient.setQueryData(candidatesKeys.settings(), args[0]);
      await invalidateMe(queryClient);
      await options.onSuccess?.(...args);
    },
  });
}
