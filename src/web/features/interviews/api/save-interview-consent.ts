import { saveInterviewConsentContract } from "@shared/interviews/runner-contracts";
import { callApi } from "@web/lib/http/api-client";

/** The candidate agreed to the recording notice, with the extra time and the kind of review they chose. */
export function saveInterviewConsent(
  interviewId: string,
  choice: { extraTimeSeconds: number; humanReviewOnly: boolean },
) {
  return callApi(saveInterviewConsentContract, {
    params: { id: interviewId },
    body: { consent: true, ...choice },
  });
}
