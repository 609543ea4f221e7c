import { resendVerificationContract } from "@shared/accounts/contracts";
import type { ContractResponse } from "@shared/http/contract";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

type Result = ContractResponse<typeof resendVerificationContract>;

/** Sends the verification e-mail again. Its link signs the user in and lands on /dashboard. */
export function useResendVerification(options: MutationHookOptions<Result, { email: string }> = {}) {
  return useSingleFlightMutation({
    ...options,
    mutationFn: ({ email }: { email: string }) =>
      callApi(resendVerificationContract, { body: { email, callbackURL: "/dashboard" } }),
  });
}
