import type { ContractResponse } from "@shared/http/contract";
import { requestEarlyAccessContract, type EarlyAccess } from "@shared/leads/early-access";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/** Sends an early-access request. */
export function useRequestEarlyAccess(
  options: MutationHookOptions<ContractResponse<typeof requestEarlyAccessContract>, EarlyAccess> = {},
) {
  return useSingleFlightMutation({
    ...options,
    mutationFn: (values: EarlyAccess) => callApi(requestEarlyAccessContract, { body: values }),
  });
}
