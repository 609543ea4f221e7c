import { startNetworkInterviewAttemptContract } from "@shared/interviews/recording-contracts";
import { callApi } from "@web/lib/http/api-client";

/** Finds or creates the candidate's network interview; its id then opens the attempt like any other. */
export async function findNetworkInterviewId(): Promise<string> {
  return (await callApi(startNetworkInterviewAttemptContract, { body: {} })).interviewId;
}
