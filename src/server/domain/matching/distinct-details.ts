import { hash } from "node:crypto";

/**
 * A detail's digest as `match_scores.detail_md5` stores it: the hex MD5, as PostgreSQL's `md5()`
 * gives it, which a uuid column takes without dashes. Whoever writes a detail writes this with it.
 */
export const matchDetailDigest = (detail: string): string => hash("md5", detail, "hex");

/** A detail as a recompute keeps it: one string per distinct detail, its MD5 worked out once. */
export interface DistinctDetail {
  readonly detail: string;
  /** The detail's digest (`matchDetailDigest`). */
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
      kept = { detail, digest: () => (digest ??= matchDetailDigest(detail)) };
      this.seen.set(detail, kept);
    }
    return kept;
  }

  get size(): number {
    return this.seen.size;
  }
}
