import type { ContractResponse } from "@shared/http/contract";
import { joinWaitlistContract, type Waitlist } from "@shared/leads/waitlist";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/** Sends the waitlist form; only a ticked 'Join the waitlist' stores the details. */
export function useJoinWaitlist(
  options: MutationHookOptions<ContractResponse<typeof joinWaitlistContract>, Waitlist> = {},
) {
  return useSingleFlightMutation({
    ...options,
    mutationFn: (values: Waitlist) => callApi(joinWaitlistContract, { body: values }),
  });
}
