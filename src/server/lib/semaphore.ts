/**
 * At most `limit` tasks run at once; the rest wait their turn in arrival order. `peak` records the
 * most that ever ran together, so a test can show the bound holds under a burst.
 */
export class Semaphore {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  peak = 0;

  constructor(readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // Hand the slot straight to the next task, so `running` never dips and lets a newcomer jump the queue.
      if (next) next();
      else this.running--;
    }
  }
}
