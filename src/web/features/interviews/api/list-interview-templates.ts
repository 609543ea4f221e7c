import { queryOptions, useQuery } from "@tanstack/react-query";
import { listInterviewTemplatesContract } from "@shared/interviews/template-contracts";
import { callApi } from "@web/lib/api-client";
import { interviewsKeys } from "./keys";

/** The signed-in company's interview templates with their questions, oldest first. */
export const interviewTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: interviewsKeys.templates(),
    queryFn: ({ signal }) => callApi(listInterviewTemplatesContract, {}, { signal }),
  });

export function useInterviewTemplates() {
  return useQuery(interviewTemplatesQueryOptions());
}
