import { queryOptions, useQuery } from "@tanstack/react-query";
import { getMyCareerContract } from "@shared/candidates/career-contracts";
import { callApi } from "@web/lib/http/api-client";
import { careerKeys } from "./career-keys";

const myCareerQueryOptions = () =>
  queryOptions({
    queryKey: careerKeys.mine(),
    queryFn: ({ signal }) => callApi(getMyCareerContract, {}, { signal }),
  });

/** The candidate's resume file, education, skills and work experience, as stored. */
export function useMyCareer() {
  return useQuery(myCareerQueryOptions());
}
