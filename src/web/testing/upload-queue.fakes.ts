import type { StoredChunk } from "../features/interviews/lib/upload/chunk";
import type { ChunkTransport, PutOptions } from "../features/interviews/lib/upload/put-chunk";
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

export interface PendingPut {
  chunk: StoredChunk;
  options: PutOptions;
  settled: boolean;
  acknowledge(): void;
  fail(error: unknown): void;
}

/** Every put waits until the test answers it; an aborted put rejects with the abort reason. */
export class ManualTransport implements ChunkTransport {
  readonly puts: PendingPut[] = [];
  active = 0;
  maxActive = 0;
  /** Behave like a transport that does not honour its abort signal. */
  ignoreAbort = false;

  put(chunk: StoredChunk, options: PutOptions): Promise<"acknowledged"> {
    return new Promise((resolve, reject) => {
      const pending: PendingPut = {
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
      this.puts.push(pending);
      if (!this.ignoreAbort) options.signal.addEventListener("abort", () => pending.fail(options.signal.reason));
    });
  }

  /** Sequence numbers of every put so far, as "segment:seq". */
  order(): string[] {
    return this.puts.map((put) => `${put.chunk.segment}:${put.chunk.seq}`);
  }

  open(): PendingPut[] {
    return this.puts.filter((put) => !put.settled);
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
