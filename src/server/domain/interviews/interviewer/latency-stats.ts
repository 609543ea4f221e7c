/**
 * Recent latencies of one kind of provider call (a window's transcription, a follow-up's chat),
 * kept in this process to judge whether one more call fits in a follow-up's budget. Starts from
 * a guess, so the first requests of a fresh process are judged by something; real calls soon
 * replace it.
 */
export class LatencyStats {
  private readonly recent: number[] = [];

  constructor(
    private readonly seedMs: number,
    private readonly keep = 50,
  ) {}

  record(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) return;
    this.recent.push(ms);
    if (this.recent.length > this.keep) this.recent.shift();
  }

  /** The `p`-th percentile (0-100, nearest rank) of the recent calls; the seed until there are any. */
  percentile(p: number): number {
    if (this.recent.length === 0) return this.seedMs;
    const sorted = [...this.recent].sort((a, b) => a - b);
    const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
    return sorted[rank - 1]!;
  }
}
