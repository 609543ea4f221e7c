import { useQueryClient } from "@tanstack/react-query";
import { devAdminSignInContract, type Me } from "@shared/accounts/contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { fetchFreshMe } from "@web/lib/session/session";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/** Development only: signs in as the built-in enterprise admin. */
export function useDevAdminSignIn(options: MutationHookOptions<Me | null> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: async () => {
      await callApi(devAdminSignInContract, { body: {} });
      return fetchFreshMe(queryClient);
    },
  });
}
