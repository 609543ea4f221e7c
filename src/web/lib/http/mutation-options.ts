import type { UseMutationOptions } from "@tanstack/react-query";

/**
 * What a screen may add to a feature's mutation hook: its own callbacks (toasts, navigation,
 * form resets). The request itself and the cache updates stay inside the hook.
 */
export type MutationHookOptions<Data, Variables = void> = Omit<
  UseMutationOptions<Data, Error, Variables>,
  "mutationFn" | "mutationKey"
>;
