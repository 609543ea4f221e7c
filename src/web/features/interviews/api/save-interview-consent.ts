import { saveInterviewConsentContract } from "@shared/interviews/runner-contracts";
import { callApi } from "@web/lib/api-client";

/** The candidate agreed to the recording notice, with the extra time they chose. */
export function saveInterviewConsent(interviewId: string, extraTimeSeconds: number) {
  return callApi(saveInterviewConsentContract, {
    params: { id: interviewId },
    body: { consent: true, extraTimeSeconds },
  });
}
