import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Career, ResumeFile } from "@shared/candidates/career-contracts";
import { uploadMyResumeContract } from "@shared/candidates/resume-contracts";
import type { MutationHookOptions } from "@web/lib/mutation-options";
import { upload } from "@web/lib/upload";
import { careerKeys } from "./career-keys";
import { candidatesKeys } from "./keys";

/**
 * Uploads or replaces the candidate's resume through the upload contract, with progress (0..1,
 * null while unknown) and a cancel; leaving the screen cancels it too.
 */
export function useUploadMyResume(options: MutationHookOptions<ResumeFile, File> = {}) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  const mutation = useMutation({
    ...options,
    mutationFn: (file: File) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setProgress(0);
      return upload(
        uploadMyResumeContract,
        { file, fields: {} },
        { signal: current.signal, onProgress: (next) => setProgress(next.fraction) },
      );
    },
    onSuccess: async (...args) => {
      queryClient.setQueryData<Career>(careerKeys.mine(), (career) => career && { ...career, resume: args[0] });
      void queryClient.invalidateQueries({ queryKey: candidatesKeys.all });
      await options.onSuccess?.(...args);
    },
  });

  const cancel = useCallback(() => controller.current?.abort(), []);
  useEffect(() => () => controller.current?.abort(), []);

  return { ...mutation, progress, cancel };
}
