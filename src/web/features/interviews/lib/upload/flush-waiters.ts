interface Waiter {
  keys: Set<string>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Promises waiting for a set of chunk keys to be acknowledged. */
export class FlushWaiters {
  private waiters: Waiter[] = [];

  wait(keys: Iterable<string>): Promise<void> {
    let waiter: Waiter | undefined;
    const promise = new Promise<void>((resolve, reject) => {
      waiter = { keys: new Set(keys), resolve, reject };
    });
    if (!waiter) throw new Error("unreachable: the Promise executor runs synchronously");
    if (waiter.keys.size === 0) waiter.resolve();
    else this.waiters.push(waiter);
    return promise;
  }

  acknowledged(key: string): void {
    this.settle((waiter) => {
      waiter.keys.delete(key);
      if (waiter.keys.size > 0) return false;
      waiter.resolve();
      return true;
    });
  }

  /** Rejects every waiter that still needs one of `isFailed`'s keys. */
  fail(isFailed: (key: string) => boolean, error: unknown): void {
    this.settle((waiter) => {
      if (![...waiter.keys].some(isFailed)) return false;
      waiter.reject(error);
      return true;
    });
  }

  rejectAll(error: unknown): void {
    this.settle((waiter) => {
      waiter.reject(error);
      return true;
    });
  }

  private settle(visit: (waiter: Waiter) => boolean): void {
    this.waiters = this.waiters.filter((waiter) => !visit(waiter));
  }
}
