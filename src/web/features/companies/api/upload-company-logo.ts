import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { CompanySettingsView } from "@shared/companies/contracts";
import { uploadCompanyLogoContract } from "@shared/companies/logo-contracts";
import type { MutationHookOptions } from "@web/lib/mutation-options";
import { upload } from "@web/lib/upload";
import { companiesKeys } from "./keys";

/**
 * Uploads a new company logo through the upload contract, with progress (0..1, null while
 * unknown). Leaving the page cancels it.
 */
export function useUploadCompanyLogo(options: MutationHookOptions<CompanySettingsView, File> = {}) {
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
        uploadCompanyLogoContract,
        { file, fields: {} },
        { signal: current.signal, onProgress: (next) => setProgress(next.fraction) },
      );
    },
    onSuccess: async (...args) => {
      queryClient.setQueryData(companiesKeys.settings(), args[0]);
      await queryClient.invalidateQueries({ queryKey: companiesKeys.dashboard() });
      await options.onSuccess?.(...args);
    },
  });

  return { ...mutation, progress };
}
