import type { ContractResponse } from "@shared/http/contract";
import { requestConsultationContract, type Consultation } from "@shared/leads/consultation";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/** Books a free consultation. */
export function useRequestConsultation(
  options: MutationHookOptions<ContractResponse<typeof requestConsultationContract>, Consultation> = {},
) {
  return useSingleFlightMutation({
    ...options,
    mutationFn: (values: Consultation) => callApi(requestConsultationContract, { body: values }),
  });
}
