import { useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { attachInterviewResumeContract } from "@shared/interviews/interview-resume";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useUploadMutation } from "@web/lib/http/use-upload-mutation";
import { interviewsKeys } from "./keys";

export type AttachedResume = z.output<typeof attachInterviewResumeContract.response>;

/** Attaches a resume to the candidate's interview, with progress and a cancel; leaving the screen cancels it too. */
export function useAttachInterviewResume(interviewId: string, options: MutationHookOptions<AttachedResume, File> = {}) {
  const queryClient = useQueryClient();
  return useUploadMutation(
    attachInterviewResumeContract,
    (file: File) => ({ file, fields: {}, params: { id: interviewId } }),
    {
      ...options,
      onSuccess: async (...args) => {
        await queryClient.invalidateQueries({ queryKey: interviewsKeys.myInterview(interviewId) });
        await options.onSuccess?.(...args);
      },
    },
  );
}
