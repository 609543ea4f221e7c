import { useQueryClient } from "@tanstack/react-query";
import { createInterviewTemplateContract, type InterviewTemplate } from "@shared/interviews/template-contracts";
import { callApi } from "@web/lib/http/api-client";
import { interviewTemplatesKey } from "@web/lib/interviews/interview-templates";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/** Creates a 'New Interview Template' and adds it to the end of the cached list. */
export function useCreateInterviewTemplate(options: MutationHookOptions<InterviewTemplate> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: () => callApi(createInterviewTemplateContract, {}),
    onSuccess: async (...args) => {
      queryClient.setQueryData(interviewTemplatesKey(), (list: { items: InterviewTemplate[] } | undefined) =>
        list ? { items: [...list.items, args[0]] } : list,
      );
      await options.onSuccess?.(...args);
    },
  });
}
