import { requestPasswordResetContract } from "@shared/accounts/contracts";
import { callApi, isApiError } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/**
 * Whether a failure says nothing about the address (too many tries, no connection, server
 * trouble): only then is it worth telling the user.
 */
function isTransientFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status === 429 || error.status >= 500);
}

/**
 * Asks for a reset link. Anything but a transient failure counts as sent, so the page never
 * reveals whether an address has an account.
 */
export function useRequestPasswordReset(options: MutationHookOptions<void, { email: string }> = {}) {
  return useSingleFlightMutation({
    ...options,
    mutationFn: async ({ email }: { email: string }) => {
      try {
        await callApi(requestPasswordResetContract, { body: { email, redirectTo: "/reset-password" } });
      } catch (error) {
        if (isTransientFailure(error)) throw error;
      }
    },
  });
}
