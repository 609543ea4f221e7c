import { resendVerificationContract } from "@shared/accounts/contracts";
import type { ContractResponse } from "@shared/http/contract";
import { callApi } from "@web/lib/api-client";
import type { MutationHookOptions } from "@web/lib/mutation-options";
import { useSingleFlightMutation } from "@web/lib/single-flight-mutation";

type Result = ContractResponse<typeof resendVerificationContract>;

/** Sends the verification e-mail again. Its link signs the user in and lands on /dashboard. */
export function useResendVerification(options: MutationHookOptions<Result, { email: string }> = {}) {
  return useSingleFlightMutation({
    ...options,
    mutationFn: ({ email }: { email: string }) =>
      callApi(resendVerificationContract, { body: { email, callbackURL: "/dashboard" } }),
  });
}
