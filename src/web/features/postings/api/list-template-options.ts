import { useQuery } from "@tanstack/react-query";
import { interviewTemplatesQueryOptions } from "@web/lib/interviews/interview-templates";

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
export function useTemplateOptions(currentId: string | null) {
  return useQuery({
    ...interviewTemplatesQueryOptions(),
    select: ({ items }): TemplateOption[] =>
      items
        .filter((template) => template.isActive || template.id === currentId)
        .map((template) => ({
          id: template.id,
          name: template.name,
          questionCount: template.questions.length,
          isActive: template.isActive,
        })),
  });
}
