import type { ContractResponse } from "@shared/http/contract";
import { subscribeNewsletterContract, type Newsletter } from "@shared/leads/newsletter";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/** Subscribes an address to the newsletter (subscribing twice is harmless). */
export function useSubscribeNewsletter(
  options: MutationHookOptions<ContractResponse<typeof subscribeNewsletterContract>, Newsletter> = {},
) {
  return useSingleFlightMutation({
    ...options,
    mutationFn: (values: Newsletter) => callApi(subscribeNewsletterContract, { body: values }),
  });
}
