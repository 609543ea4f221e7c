import { useQueryClient } from "@tanstack/react-query";
import {
  decideApplicationContract,
  type CompanyApplication,
  type DecisionInput,
} from "@shared/applications/company-application-contracts";
import type { ContractResponse } from "@shared/http/contract";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { applicationsKeys } from "./keys";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

type Decided = ContractResponse<typeof decideApplicationContract>;

/** Marks the applicant hired or not hired; the application and its posting's applicants read it again. */
export function useDecideApplication(applicationId: string, options: MutationHookOptions<Decided, DecisionInput> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (body: DecisionInput) => callApi(decideApplicationContract, { params: { id: applicationId }, body }),
    onSuccess: async (...args) => {
      const [answer] = args;
      queryClient.setQueryData<CompanyApplication>(applicationsKeys.companyApplication(applicationId), (old) =>
        old ? { ...old, status: answer.status, decision: answer.decision } : old,
      );
      // Read again for who decided (decision 0082); the answer above shows the decision at once.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKeys.companyApplication(applicationId) }),
        queryClient.invalidateQueries({ queryKey: [...applicationsKeys.company(), "applicants"] }),
      ]);
      await options.onSuccess?.(...args);
    },
  });
}
