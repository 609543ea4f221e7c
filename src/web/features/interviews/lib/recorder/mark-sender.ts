import type { QuestionMark } from "@shared/interviews/runner-contracts";

export interface MarkSenderOptions {
  send: (mark: QuestionMark) => Promise<unknown>;
  /** Called when a mark is acknowledged, so local notes can record it. */
  onSent: (mark: QuestionMark) => void;
  retryDelaysMs?: readonly number[];
}

/**
 * Sends question marks one at a time, in order, retrying each until the server has it (the
 * network may be gone for a while; the recording goes on). `flush` waits for every mark so far.
 */
export class MarkSender {
  private readonly queue: QuestionMark[] = [];
  private running: Promise<void> | null = null;
  private closed = false;
  private readonly delays: readonly number[];

  constructor(private readonly options: MarkSenderOptions) {
    this.delays = options.retryDelaysMs ?? [1000, 2000, 5000, 10_000];
  }

  send(mark: QuestionMark): void {
    this.queue.push(mark);
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  }

  async flush(): Promise<void> {
    while (this.running) await this.running;
  }

  close(): void {
    this.closed = true;
  }

  private async drain(): Promise<void> {
    let failures = 0;
    while (this.queue.length > 0 && !this.closed) {
      const mark = this.queue[0]!;
      try {
        await this.options.send(mark);
        this.queue.shift();
        failures = 0;
        this.options.onSent(mark);
      } catch {
        const delay = this.delays[Math.min(failures, this.delays.length - 1)] ?? 1000;
        failures += 1;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }
}
