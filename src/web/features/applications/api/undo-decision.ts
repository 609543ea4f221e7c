import { useQueryClient } from "@tanstack/react-query";
import { undoDecisionContract, type CompanyApplication } from "@shared/applications/company-application-contracts";
import type { ContractResponse } from "@shared/http/contract";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";
import { applicationsKeys } from "./keys";

type Undone = ContractResponse<typeof undoDecisionContract>;

/** Takes back the latest hiring decision before the candidate is told (decision 0048). */
export function useUndoDecision(applicationId: string, options: MutationHookOptions<Undone> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: () => callApi(undoDecisionContract, { params: { id: applicationId }, body: {} }),
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
