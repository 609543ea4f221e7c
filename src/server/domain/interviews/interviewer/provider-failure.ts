import { APIError, APIUserAbortError } from "openai";

/**
 * Why a call of the interviewer's lanes (chat, speech) failed, as its log keeps it: cut off at
 * the caller's deadline, or refused or broken on the provider's side.
 */
export function providerFailure(error: unknown, signal: AbortSignal): { outcome: "aborted" | "failed"; error: string } {
  if (error instanceof APIUserAbortError || signal.aborted)
    return { outcome: "aborted", error: "the provider did not answer in time" };
  const reason = error instanceof APIError ? `the provider answered ${error.status ?? "an error"}` : String(error);
  return { outcome: "failed", error: reason };
}
