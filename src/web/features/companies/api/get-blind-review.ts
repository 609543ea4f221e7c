import { useQuery } from "@tanstack/react-query";
import { getBlindReviewContract } from "@shared/companies/blind-review-contracts";
import { callApi } from "@web/lib/http/api-client";
import { companiesKeys } from "./keys";

/** Whether the signed-in company reviews candidates blind. */
export function useBlindReviewSetting() {
  return useQuery({
    queryKey: companiesKeys.blindReview(),
    queryFn: ({ signal }) => callApi(getBlindReviewContract, {}, { signal }),
  });
}
