import { queryOptions, type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { meContract, signOutContract, type Me } from "@shared/accounts/contracts";
import { toast } from "@web/components/ui/toaster";
import { callApi, isApiError } from "../http/api-client";
import { sessionKeys } from "./session-keys";
import { useSingleFlightMutation } from "../http/single-flight-mutation";

export { sessionKeys };

/** Who is signed in: `null` when signed out (the server answers 401), never an error for that. */
async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await callApi(meContract, {}, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: sessionKeys.me(),
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: 60_000,
});

/** Re-reads the user from the server (after the session cookie changed), ignoring the cache. */
export function fetchFreshMe(queryClient: QueryClient): Promise<Me | null> {
  return queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
}

/** Refetches the user in the background, e.g. after a change that /api/me reflects. */
export function invalidateMe(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
}

/** The signed-in user (`data` is null when signed out; undefined while the first answer is on its way). */
export function useMe() {
  return useQuery(meQueryOptions);
}

export interface SignOutOptions {
  /** Where to go once signed out (default "/"). */
  redirectTo?: string;
  /** The success toast; the spec's 'Signed out successfully' unless a screen has its own. */
  successTitle?: string;
  successDescription?: string;
}

// True from the moment the server ended the session until the app has left the protected page,
// so the access guard does not answer the now-empty user with its own redirect to /login.
let leavingEndedSession = false;

/** Whether a sign-out or an account deletion is moving the user off a protected page right now (read by the access guard). */
export function isLeavingEndedSession(): boolean {
  return leavingEndedSession;
}

/**
 * After the server ended the session (sign-out, account deletion): leaves the protected page, then
 * empties the query cache so nothing of the previous account stays in memory. While the app is on
 * its way, the access guard shows nothing instead of sending the now-empty user to /login.
 */
export async function leaveEndedSession(
  queryClient: QueryClient,
  navigate: ReturnType<typeof useNavigate>,
  redirectTo: string,
): Promise<void> {
  leavingEndedSession = true;
  try {
    await queryClient.cancelQueries();
    // Signed out from here on: pages that ask (e.g. /login) see no user, not the previous one.
    queryClient.setQueryData(sessionKeys.me(), null);
    // flushSync commits the new page before the promise settles, so the guard is gone when the flag drops.
    await navigate(redirectTo, { replace: true, flushSync: true });
  } finally {
    leavingEndedSession = false;
  }
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
}

/**
 * Ends the session and leaves the protected page (leaveEndedSession).
 * Toasts 'Signed out successfully' or 'Sign out failed'.
 */
export function useSignOut({
  redirectTo = "/",
  successTitle = "Signed out successfully",
  successDescription,
}: SignOutOptions = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useSingleFlightMutation({
    mutationFn: () => callApi(signOutContract, { body: {} }),
    onSuccess: async () => {
      await leaveEndedSession(queryClient, navigate, redirectTo);
      toast.success(successTitle, successDescription ? { description: successDescription } : undefined);
    },
    onError: (error) => {
      toast.error("Sign out failed", { description: error.message });
    },
  });
}
