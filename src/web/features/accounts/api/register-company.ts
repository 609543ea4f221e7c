import type { CompanyRegistration } from "@shared/accounts/company-registration";
import { registerCompanyContract } from "@shared/accounts/contracts";
import type { ContractResponse } from "@shared/http/contract";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

type Result = ContractResponse<typeof registerCompanyContract>;

/** Creates a company account, pending manual verification. */
export function useRegisterCompany(options: MutationHookOptions<Result, CompanyRegistration> = {}) {
  return useSingleFlightMutation({
    ...options,
    mutationFn: (values: CompanyRegistration) => callApi(registerCompanyContract, { body: values }),
  });
}
