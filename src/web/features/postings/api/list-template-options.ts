import { queryOptions, useQuery } from "@tanstack/react-query";
import { listInterviewTemplatesContract } from "@shared/interviews/template-contracts";
import { callApi } from "@web/lib/api-client";
import { postingsKeys } from "./keys";

export interface TemplateOption {
  id: string;
  name: string;
  questionCount: number;
  isActive: boolean;
}

/**
 * The interview templates a posting may use: the company's active ones, plus the one the posting
 * already has even if it was switched off since, so editing never drops it silently.
 */
export const templateOptionsQueryOptions = () =>
  queryOptions({
    queryKey: postingsKeys.templateOptions(),
    queryFn: async ({ signal }): Promise<TemplateOption[]> => {
      const { items } = await callApi(listInterviewTemplatesContract, {}, { signal });
      return items.map((template) => ({
        id: template.id,
        name: template.name,
        questionCount: template.questions.length,
        isActive: template.isActive,
      }));
    },
  });

export function useTemplateOptions(currentId: string | null) {
  return useQuery({
    ...templateOptionsQueryOptions(),
    select: (templates) => templates.filter((template) => template.isActive || template.id === currentId),
  });
}
