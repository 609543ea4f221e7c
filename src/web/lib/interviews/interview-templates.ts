import { queryOptions, useQuery } from "@tanstack/react-query";
import { listInterviewTemplatesContract } from "@shared/interviews/template-contracts";
import { callApi } from "../http/api-client";

/**
 * The signed-in company's interview templates with their questions, oldest first. The template
 * editor and the posting form's template picker read them under one cache key, so a template
 * saved in one is offered by the other at once.
 */
export const interviewTemplatesKey = () => ["interview-templates"] as const;

export const interviewTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: interviewTemplatesKey(),
    queryFn: ({ signal }) => callApi(listInterviewTemplatesContract, {}, { signal }),
  });

export function useInterviewTemplates() {
  return useQuery(interviewTemplatesQueryOptions());
}
