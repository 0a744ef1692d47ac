/**
 * A cap on password hashing in this process (security review S-04). A hash takes tens of
 * milliseconds and tens of MiB on libuv's four threads, which also do file writes and DNS: a burst
 * of sign-ins must not queue hundreds of them. `concurrency` hashes run at once, `queue` more
 * wait their turn, and an attempt beyond that is refused at once (the route answers 429).
 */
export interface GateTicket {
  /** Runs `work` once a place is free, then frees it. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the ticket back unused. */
  cancel(): void;
}

export class HashingGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** Tickets handed out and not yet run or cancelled. */
  private held = 0;

  constructor(
    private readonly concurrency: number,
    private readonly queue: number,
  ) {}

  /** A ticket, or undefined when `concurrency + queue` attempts are already in. */
  tryEnter(): GateTicket | undefined {
    if (this.active + this.waiting.length + this.held >= this.concurrency + this.queue) return undefined;
    this.held++;
    let used = false;
    const use = () => {
      if (used) return false;
      used = true;
      this.held--;
      return true;
    };
    return {
      run: async <T>(work: () => Promise<T>): Promise<T> => {
        if (!use()) throw new Error("a gate ticket runs once");
        await this.acquire();
        try {
          return await work();
        } finally {
          this.release();
        }
      },
      cancel: () => void use(),
    };
  }

  private acquire(): Promise<void> {
    if (this.active < this.concurrency) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    // The place passes straight to the next in line.
    if (next) next();
    else this.active--;
  }
}
