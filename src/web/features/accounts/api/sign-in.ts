import { useQueryClient } from "@tanstack/react-query";
import { signInContract, type Me } from "@shared/accounts/contracts";
import type { LoginInput } from "@shared/accounts/login";
import { callApi } from "@web/lib/api-client";
import type { MutationHookOptions } from "@web/lib/mutation-options";
import { fetchFreshMe } from "@web/lib/session";
import { useSingleFlightMutation } from "@web/lib/single-flight-mutation";

/** Signs in with e-mail and password; resolves with the user the new session belongs to. */
export function useSignIn(options: MutationHookOptions<Me | null, LoginInput> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: async (values: LoginInput) => {
      await callApi(signInContract, { body: values });
      return fetchFreshMe(queryClient);
    },
  });
}
