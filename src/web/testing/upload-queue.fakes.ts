import type { StoredChunk } from "../features/interviews/lib/upload/chunk";
import type { ChunkTransport, SendOptions } from "../features/interviews/lib/upload/send-chunk";
import type { Connectivity } from "../features/interviews/lib/upload/connectivity";

/** Test doubles for UploadQueue: connectivity switched by hand, a transport answered by hand. */

export class FakeConnectivity implements Connectivity {
  private readonly listeners = new Set<(online: boolean) => void>();
  constructor(private online = true) {}

  isOnline(): boolean {
    return this.online;
  }

  subscribe(listener: (online: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  set(online: boolean): void {
    this.online = online;
    for (const listener of this.listeners) listener(online);
  }
}

export interface PendingSend {
  chunk: StoredChunk;
  options: SendOptions;
  settled: boolean;
  acknowledge(): void;
  fail(error: unknown): void;
}

/** Every send waits until the test answers it; an aborted send rejects with the abort reason. */
export class ManualTransport implements ChunkTransport {
  readonly sends: PendingSend[] = [];
  active = 0;
  maxActive = 0;
  /** Behave like a transport that does not honour its abort signal. */
  ignoreAbort = false;

  send(chunk: StoredChunk, options: SendOptions): Promise<"acknowledged"> {
    return new Promise((resolve, reject) => {
      const pending: PendingSend = {
        chunk,
        options,
        settled: false,
        acknowledge: () => settle(() => resolve("acknowledged")),
        fail: (error) => settle(() => reject(error)),
      };
      const settle = (finish: () => void) => {
        if (pending.settled) return;
        pending.settled = true;
        this.active -= 1;
        finish();
      };
      this.active += 1;
      this.maxActive = Math.max(this.maxActive, this.active);
      this.sends.push(pending);
      if (!this.ignoreAbort) options.signal.addEventListener("abort", () => pending.fail(options.signal.reason));
    });
  }

  /** Sequence numbers of every send so far, as "segment:seq". */
  order(): string[] {
    return this.sends.map((send) => `${send.chunk.segment}:${send.chunk.seq}`);
  }

  open(): PendingSend[] {
    return this.sends.filter((send) => !send.settled);
  }
}

/** Yields to the real event loop (crypto digests, promise chains) until `condition` holds. */
export async function waitUntil(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const start = performance.now();
  while (!condition()) {
    if (performance.now() - start > timeoutMs) throw new Error("waitUntil: condition never became true");
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export function bytes(size: number, fill = 1): ArrayBuffer {
  return new Uint8Array(size).fill(fill).buffer;
}
