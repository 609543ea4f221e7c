import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-error";

const MAX_QUERY_RETRIES = 2;

/** Retry network failures and server errors; a 4xx will answer the same way again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

/** The app's one cache, shared by every route. */
export const queryClient = createQueryClient();
