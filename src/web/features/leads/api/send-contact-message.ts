import type { ContractResponse } from "@shared/http/contract";
import { sendContactMessageContract, type Contact } from "@shared/leads/contact";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/** Sends a message from the Contact Us page. */
export function useSendContactMessage(
  options: MutationHookOptions<ContractResponse<typeof sendContactMessageContract>, Contact> = {},
) {
  return useSingleFlightMutation({
    ...options,
    mutationFn: (values: Contact) => callApi(sendContactMessageContract, { body: values }),
  });
}
