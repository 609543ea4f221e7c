import { useQueryClient } from "@tanstack/react-query";
import type { Career, ResumeFile } from "@shared/candidates/career-contracts";
import { uploadMyResumeContract } from "@shared/candidates/resume-contracts";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useUploadMutation } from "@web/lib/http/use-upload-mutation";
import { careerKeys } from "./career/career-keys";
import { candidatesKeys } from "./keys";

/** Uploads or replaces the candidate's resume, with progress and a cancel; leaving the screen cancels it too. */
export function useUploadMyResume(options: MutationHookOptions<ResumeFile, File> = {}) {
  const queryClient = useQueryClient();
  return useUploadMutation(uploadMyResumeContract, (file: File) => ({ file, fields: {} }), {
    ...options,
    onSuccess: async (...args) => {
      queryClient.setQueryData<Career>(careerKeys.mine(), (career) => career && { ...career, resume: args[0] });
      void queryClient.invalidateQueries({ queryKey: candidatesKeys.all });
      await options.onSuccess?.(...args);
    },
  });
}
