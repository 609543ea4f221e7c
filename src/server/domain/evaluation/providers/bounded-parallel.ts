import os from "node:os";

/**
 * Runs `work` over every item with at most `limit` running at once (default: the machine's
 * cores, as each offline transcription is one single-threaded pocketsphinx process), and
 * resolves with the results in the items' order.
 *
 * On the first failure no further item is started, the running ones are awaited (so no child
 * process outlives the call, and the caller may remove its scratch files), and then the first
 * error is thrown. An aborted signal likewise stops starting items, and rejects with its reason.
 */
export async function mapBounded<T, R>(
  items: readonly T[],
  work: (item: T, index: number) => Promise<R>,
  options: { limit?: number; signal?: AbortSignal } = {},
): Promise<R[]> {
  const limit = Math.max(1, Math.floor(options.limit ?? os.availableParallelism()));
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | null = null;

  async function lane(): Promise<void> {
    while (failure === null && next < items.length) {
      if (options.signal?.aborted) {
        failure = { error: options.signal.reason };
        return;
      }
      const index = next++;
      try {
        results[index] = await work(items[index] as T, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  }

  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, () => lane()));
  if (failure !== null) throw (failure as { error: unknown }).error;
  return results;
}
