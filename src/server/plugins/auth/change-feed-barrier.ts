import { randomUUID } from "node:crypto";

/** Barrier payloads share the account channel; user ids are UUIDs, so this prefix never clashes. */
const BARRIER_PREFIX = "barrier:";
const BARRIER_TIMEOUT_MS = 2_000;

/**
 * Read-your-own-writes for the cached session path. Announcements reach the feed after the
 * writing request may already have answered, so the writer's next request could read the
 * facts from before its own change. A barrier sends its own announcement after the write
 * committed and waits until the feed hears it: PostgreSQL delivers notifications in commit
 * order, so by then every change committed before it has been announced and applied.
 */
export class ChangeFeedBarrier {
  private readonly waiting = new Map<string, () => void>();

  constructor(private readonly announce: (payload: string) => Promise<void>) {}

  /** True when the payload was a barrier (and is now passed), false for a user id. */
  pass(payload: string): boolean {
    if (!payload.startsWith(BARRIER_PREFIX)) return false;
    this.waiting.get(payload)?.();
    return true;
  }

  /** Resolves true once the feed has caught up, false when it did not within the timeout. */
  async wait(): Promise<boolean> {
    const token = `${BARRIER_PREFIX}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const reached = new Promise<boolean>((resolve) => {
      this.waiting.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), BARRIER_TIMEOUT_MS);
    });
    try {
      await this.announce(token);
      return await reached;
    } finally {
      clearTimeout(timer);
      this.waiting.delete(token);
    }
  }
}
