import fs from "node:fs/promises";

/** One field of /proc/<pid>/status in MB (Linux), or undefined. */
async function statusMb(pid: number, field: "VmRSS" | "VmHWM"): Promise<number | undefined> {
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8").catch(() => undefined);
  const kb = status?.match(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, "m"))?.[1];
  return kb === undefined ? undefined : Number(kb) / 1024;
}

/**
 * Follows a process's resident set while something runs: sampled every 20 ms, and checked
 * against the kernel's high-water mark (VmHWM), so a spike between two samples still counts.
 */
export class RssSampler {
  private timer: NodeJS.Timeout | undefined;
  private peak = 0;
  private hwmBefore = 0;

  constructor(private readonly pid: number) {}

  /** The resident set at rest: the median of samples over `ms`. */
  async baseline(ms: number): Promise<number | null> {
    const samples: number[] = [];
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const rss = await statusMb(this.pid, "VmRSS");
      if (rss !== undefined) samples.push(rss);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    samples.sort((a, b) => a - b);
    return samples.length === 0 ? null : samples[Math.floor(samples.length / 2)]!;
  }

  start(): void {
    void statusMb(this.pid, "VmHWM").then((hwm) => (this.hwmBefore = hwm ?? 0));
    this.timer = setInterval(() => {
      void statusMb(this.pid, "VmRSS").then((rss) => {
        if (rss !== undefined && rss > this.peak) this.peak = rss;
      });
    }, 20);
  }

  /** The highest resident set seen since start, or null where /proc is not available. */
  async stop(): Promise<number | null> {
    clearInterval(this.timer);
    const hwm = await statusMb(this.pid, "VmHWM");
    if (hwm === undefined && this.peak === 0) return null;
    // The high-water mark covers the process's whole life: it counts only if it rose meanwhile.
    return Math.max(this.peak, hwm !== undefined && hwm > this.hwmBefore ? hwm : 0);
  }
}
