import { useQueryClient } from "@tanstack/react-query";
import { signInContract, type Me } from "@shared/accounts/contracts";
import type { LoginInput } from "@shared/accounts/login";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { fetchFreshMe } from "@web/lib/session/session";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

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
