import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import {
  uploadCandidateAvatarContract,
  type CandidateSettingsView,
} from "@shared/candidates/candidate-settings-contracts";
import type { MutationHookOptions } from "@web/lib/mutation-options";
import { invalidateMe } from "@web/lib/session";
import { upload } from "@web/lib/upload";
import { candidatesKeys } from "./keys";

/**
 * Uploads a new profile picture through the upload contract, with progress (0..1, null while
 * unknown). Leaving the page cancels it.
 */
export function useUploadCandidateAvatar(options: MutationHookOptions<CandidateSettingsView, File> = {}) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation({
    ...options,
    mutationFn: (file: File) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setProgress(0);
      return upload(
        uploadCandidateAvatarContract,
        { file, fields: {} },
        { signal: current.signal, onProgress: (next) => setProgress(next.fraction) },
      );
    },
    onSuccess: async (...args) => {
      queryClient.setQueryData(candidatesKeys.settings(), args[0]);
      await invalidateMe(queryClient);
      await options.onSuccess?.(...args);
    },
  });

  return { ...mutation, progress };
}
