import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
// Both zod-free: this module is in the entry bundle of every page (decision 0082).
import { COMPANY_NOT_FOUND, ROLE_REFUSAL_START } from "@shared/accounts/access";
import { ErrorCode } from "@shared/http/error-codes";
import { sessionKeys } from "../session/session-keys";
import { isApiError } from "./api-error";

const MAX_QUERY_RETRIES = 2;

/** Retry network failures and server errors; a 4xx will answer the same way again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/**
 * A member removed from their company, or given another role, learns it from the server's answer
 * (decision 0082): the session is read again, so the workspace shows what they may do now.
 */
function membershipMayHaveChanged(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    (error.status === 404 && error.message === COMPANY_NOT_FOUND) ||
    (error.status === 403 && error.code === ErrorCode.forbidden && error.message.startsWith(ROLE_REFUSAL_START))
  );
}

function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (membershipMayHaveChanged(error)) void client.invalidateQueries({ queryKey: sessionKeys.me() });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (membershipMayHaveChanged(error)) void client.invalidateQueries({ queryKey: sessionKeys.me() });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
      },
      mutations: {
        // A repeated write is not always safe; the user retries by pressing the button again.
        retry: false,
      },
    },
  });
  return client;
}

/** The app's one cache, shared by every route. */
export const queryClient = createQueryClient();
