import { useQueryClient } from "@tanstack/react-query";
import type { CompanySettingsView } from "@shared/companies/contracts";
import { uploadCompanyLogoContract } from "@shared/companies/logo-contracts";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useUploadMutation } from "@web/lib/http/use-upload-mutation";
import { companiesKeys } from "./keys";

/** Uploads a new company logo, with progress; leaving the page cancels it. */
export function useUploadCompanyLogo(options: MutationHookOptions<CompanySettingsView, File> = {}) {
  const queryClient = useQueryClient();
  return useUploadMutation(uploadCompanyLogoContract, (file: File) => ({ file, fields: {} }), {
    ...options,
    onSuccess: async (...args) => {
      queryClient.setQueryData(companiesKeys.settings(), args[0]);
      await queryClient.invalidateQueries({ queryKey: companiesKeys.dashboard() });
      await options.onSuccess?.(...args);
    },
  });
}
