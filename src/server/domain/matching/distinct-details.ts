import { hash } from "node:crypto";

/** A detail as a recompute keeps it: one string per distinct detail, its MD5 worked out once. */
export interface DistinctDetail {
  readonly detail: string;
  /** The hex MD5 of the detail, as the database's `md5()` gives it. */
  digest(): string;
}

/**
 * The distinct details one recompute encodes. A posting's 100,000 matches hold a few thousand
 * distinct details (most candidates differ in nothing the posting asks). Keeping the first copy
 * of each, and dropping every later equal one at once, spares the garbage collector copying
 * tens of thousands of strings that live until their batch is written, and each detail is
 * hashed once, not once per candidate (decision 0061).
 */
export class DistinctDetails {
  private readonly seen = new Map<string, DistinctDetail>();

  of(detail: string): DistinctDetail {
    let kept = this.seen.get(detail);
    if (kept === undefined) {
      let digest: string | undefined;
      kept = { detail, digest: () => (digest ??= hash("md5", detail, "hex")) };
      this.seen.set(detail, kept);
    }
    return kept;
  }

  get size(): number {
    return this.seen.size;
  }
}
