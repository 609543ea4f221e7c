import { useQueryClient } from "@tanstack/react-query";
import {
  saveInterviewTemplateContract,
  type InterviewTemplate,
  type SaveInterviewTemplateInput,
} from "@shared/interviews/template-contracts";
import { callApi } from "@web/lib/http/api-client";
import { interviewTemplatesKey } from "@web/lib/interviews/interview-templates";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

export interface SaveInterviewTemplateVariables {
  id: string;
  template: SaveInterviewTemplateInput;
}

/** Saves a template whole (settings and ordered questions) and puts the saved one in the cached list. */
export function useSaveInterviewTemplate(
  options: MutationHookOptions<InterviewTemplate, SaveInterviewTemplateVariables> = {},
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: ({ id, template }: SaveInterviewTemplateVariables) =>
      callApi(saveInterviewTemplateContract, { params: { id }, body: template }),
    onSuccess: async (...args) => {
      const saved = args[0];
      queryClient.setQueryData(interviewTemplatesKey(), (list: { items: InterviewTemplate[] } | undefined) =>
        list ? { items: list.items.map((item) => (item.id === saved.id ? saved : item)) } : list,
      );
      await options.onSuccess?.(...args);
    },
  });
}
