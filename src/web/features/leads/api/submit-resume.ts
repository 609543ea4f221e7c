import type { UseMutationOptions } from "@tanstack/react-query";
import { submitResumeContract, type ResumeUploadForm } from "@shared/leads/resume-upload";
import { useUploadMutation } from "@web/lib/http/use-upload-mutation";

type Callbacks = Pick<
  UseMutationOptions<{ ok: true }, unknown, ResumeUploadForm>,
  "onMutate" | "onSuccess" | "onError"
>;

/**
 * Sends the resume-only form through the upload contract: text fields first, then the file, with
 * progress and a cancel; leaving the page cancels it too.
 */
export function useSubmitResume(callbacks: Callbacks = {}) {
  return useUploadMutation<typeof submitResumeContract, ResumeUploadForm, unknown>(
    submitResumeContract,
    (values) => ({
      file: values.file,
      fields: {
        name: values.name,
        email: values.email,
        roleInterest: values.roleInterest ?? "",
        website: values.website ?? "",
      },
    }),
    callbacks,
  );
}
