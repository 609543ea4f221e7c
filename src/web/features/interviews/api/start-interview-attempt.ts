import { type InterviewAttempt, startInterviewAttemptContract } from "@shared/interviews/runner-contracts";
import { callApi } from "@web/lib/http/api-client";

export type { InterviewAttempt } from "@shared/interviews/runner-contracts";

/**
 * Opens (or returns) the interview's recording session with what a resuming recorder needs. A
 * plain function: the interview page calls it on load and again after leftovers upload or a
 * rewind, outside any query cache (every answer must be fresh).
 */
export function startInterviewAttempt(interviewId: string): Promise<InterviewAttempt> {
  return callApi(startInterviewAttemptContract, { params: { id: interviewId }, body: {} });
}
