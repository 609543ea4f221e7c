/** How often the lease (30 s) is renewed: twice more before it could lapse. */
const LEASE_RENEW_MS = 10_000;

export interface LeaseKeeperOptions {
  acquire: () => Promise<unknown>;
  /** The server gave the lease to another tab or device (a 409), or renewing kept failing past its life. */
  onLost: (error: unknown) => void;
  isConflict: (error: unknown) => boolean;
  renewEveryMs?: number;
}

/**
 * Holds the server lease while this tab records: takes it once (throwing if another tab holds
 * it), then renews it on a timer. A renewal lost to the network is retried at the next tick;
 * only a conflict means another tab took over.
 */
export class LeaseKeeper {
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly options: LeaseKeeperOptions) {}

  async start(): Promise<void> {
    await this.options.acquire();
    clearInterval(this.timer);
    this.timer = setInterval(() => void this.renew(), this.options.renewEveryMs ?? LEASE_RENEW_MS);
  }

  /** Takes the lease back now (after it lapsed offline); a conflict means another tab has it. */
  async renewNow(): Promise<void> {
    try {
      await this.options.acquire();
    } catch (error) {
      if (this.options.isConflict(error)) {
        this.stop();
        this.options.onLost(error);
      }
      throw error;
    }
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async renew(): Promise<void> {
    try {
      await this.options.acquire();
    } catch (error) {
      if (this.options.isConflict(error)) {
        this.stop();
        this.options.onLost(error);
      }
    }
  }
}
