import type { Query } from "@tanstack/react-query";

/** How often a page looks again while a recording is being prepared. */
const PROCESSING_POLL_MS = 3000;

/**
 * A watch query's `refetchInterval`: ask again while the recording is processing, so the player
 * replaces the processing state by itself; stop once it is ready, failed or not recorded.
 */
export function refetchWhileProcessing<Data extends { status: string }>(
  query: Query<Data, Error, Data, readonly unknown[]>,
): number | false {
  return query.state.data?.status === "processing" ? PROCESSING_POLL_MS : false;
}
