import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { attachInterviewResumeContract } from "@shared/interviews/interview-resume";
import type { MutationHookOptions } from "@web/lib/mutation-options";
import { upload } from "@web/lib/upload";
import { interviewsKeys } from "./keys";

export type AttachedResume = z.output<typeof attachInterviewResumeContract.response>;

/**
 * Attaches a resume to the candidate's interview through the upload contract, with progress
 * (0..1, null while unknown) and a cancel; leaving the screen cancels it too.
 */
export function useAttachInterviewResume(interviewId: string, options: MutationHookOptions<AttachedResume, File> = {}) {
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
        attachInterviewResumeContract,
        { file, fields: {}, params: { id: interviewId } },
        { signal: current.signal, onProgress: (next) => setProgress(next.fraction) },
      );
    },
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: interviewsKeys.myInterview(interviewId) });
      await options.onSuccess?.(...args);
    },
  });

  const cancel = useCallback(() => controller.current?.abort(), []);
  useEffect(() => () => controller.current?.abort(), []);

  return { ...mutation, progress, cancel };
}
