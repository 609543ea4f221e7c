import { resetPasswordContract } from "@shared/accounts/contracts";
import type { ContractResponse } from "@shared/http/contract";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

export interface ResetPasswordVariables {
  token: string;
  newPassword: string;
}

type Result = ContractResponse<typeof resetPasswordContract>;

/** Sets a new password with the token from the reset e-mail (ends every other session). */
export function useResetPassword(options: MutationHookOptions<Result, ResetPasswordVariables> = {}) {
  return useSingleFlightMutation({
    ...options,
    mutationFn: (body: ResetPasswordVariables) => callApi(resetPasswordContract, { body }),
  });
}
