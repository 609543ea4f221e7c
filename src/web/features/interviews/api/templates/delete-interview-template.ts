import { useQueryClient } from "@tanstack/react-query";
import { deleteInterviewTemplateContract, type InterviewTemplate } from "@shared/interviews/template-contracts";
import { callApi } from "@web/lib/http/api-client";
import { interviewTemplatesKey } from "@web/lib/interviews/interview-templates";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/** Deletes a template and drops it from the cached list. */
export function useDeleteInterviewTemplate(options: MutationHookOptions<{ id: string }, string> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (id: string) => callApi(deleteInterviewTemplateContract, { params: { id } }),
    onSuccess: async (...args) => {
      const { id } = args[0];
      queryClient.setQueryData(interviewTemplatesKey(), (list: { items: InterviewTemplate[] } | undefined) =>
        list ? { items: list.items.filter((item) => item.id !== id) } : list,
      );
      await options.onSuccess?.(...args);
    },
  });
}
