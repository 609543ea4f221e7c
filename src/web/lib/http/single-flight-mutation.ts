import {
  useMutation,
  type DefaultError,
  type MutateOptions,
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
} from "@tanstack/react-query";
import { useCallback, useRef } from "react";

/**
 * useMutation for anything that changes state on a click or a submit: while one call is in
 * flight, another (a double click, Enter pressed twice) joins it instead of sending the request
 * again. The check is a ref, set in the same event: `isPending` reaches the button only after
 * TanStack Query's batched notification, a tick later, which a fast double click beats. The
 * server treats a repeated request as a no-op as well (decision 0047); this keeps the second one
 * from being sent at all. Every mutation hook of a feature uses it (single-flight-mutation.test.ts checks).
 */
export function useSingleFlightMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
  queryClient?: QueryClient,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options, queryClient);
  const inFlight = useRef<Promise<TData> | null>(null);
  const { mutateAsync: send } = mutation;

  const mutateAsync = useCallback(
    (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TContext>) => {
      if (inFlight.current) return inFlight.current;
      const call = send(variables, callOptions).finally(() => {
        inFlight.current = null;
      });
      inFlight.current = call;
      return call;
    },
    [send],
  );
  const mutate = useCallback(
    (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TContext>) => {
      // Like useMutation's mutate: the error reaches onError and the mutation's state, not the caller.
      mutateAsync(variables, callOptions).catch(() => undefined);
    },
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync } as UseMutationResult<TData, TError, TVariables, TContext>;
}
