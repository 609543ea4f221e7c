export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

export const defaultBackoff: BackoffPolicy = { baseMs: 500, maxMs: 30_000 };

/**
 * Delay before retry number `attempt` (1-based): exponential, capped, with "equal jitter"
 * (half fixed, half random) so many tabs recovering together do not retry in lockstep,
 * and a retry never fires immediately.
 */
export function backoffDelay(attempt: number, policy: BackoffPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return ceiling / 2 + random() * (ceiling / 2);
}
