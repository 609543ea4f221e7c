import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { submitResumeContract, type ResumeUploadForm } from "@shared/leads/resume-upload";
import { upload } from "@web/lib/upload";

type Callbacks = Pick<
  UseMutationOptions<{ ok: true }, unknown, ResumeUploadForm>,
  "onMutate" | "onSuccess" | "onError"
>;

/**
 * Sends the resume-only form through the upload contract: text fields first, then the file, with
 * progress (0..1, null while unknown) and a cancel that aborts the request. Leaving the page
 * cancels it too.
 */
export function useSubmitResume(callbacks: Callbacks = {}) {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  const mutation = useMutation<{ ok: true }, unknown, ResumeUploadForm>({
    ...callbacks,
    mutationFn: (values) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setProgress(0);
      return upload(
        submitResumeContract,
        {
          file: values.file,
          fields: {
            name: values.name,
            email: values.email,
            roleInterest: values.roleInterest ?? "",
            website: values.website ?? "",
          },
        },
        { signal: current.signal, onProgress: (next) => setProgress(next.fraction) },
      );
    },
  });

  const cancel = useCallback(() => controller.current?.abort(), []);
  useEffect(() => () => controller.current?.abort(), []);

  return { ...mutation, progress, cancel };
}
