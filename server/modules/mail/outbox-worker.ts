/**
 * Sends what the outbox holds: polls for due messages (and wakes at once when told a message was
 * stored), sends each under a lease, and retries failures with capped exponential backoff and
 * jitter. Safe with several processes on one database; a process killed mid-send leaves a lease
 * that expires, and the message is sent again by whoever is alive.
 *
 * A process never has more sends under way than its transport carries at once (`MailTransport.
 * maxInFlight`): the worker claims only as many messages as there are free places, and a message
 * claimed at enqueue time needs a place too (`reserve`), else it is left to the worker. So no
 * claimed message waits in a queue while its lease runs out (security review S-09).
 */
import type { Kysely } from "kysely";
import type { Dialect } from "#server/db/database";
import type { Database } from "#server/db/schema";
import type { WriteBatches } from "#server/db/write-batches";
import type { MailTransport } from "./mail-transport";
import { type ClaimedMessage, claimDueMessages, markAttemptFailed, markSent } from "./outbox-repository";

export interface OutboxTuning {
  pollIntervalMs: number;
  /** How long a claim is exclusive; longer than the slowest possible send. */
  leaseMs: number;
  /** Messages claimed (and sent concurrently) per round. */
  batchSize: number;
  /** Delay before the second attempt; doubles per attempt up to maxBackoffMs. */
  baseBackoffMs: number;
  maxBackoffMs: number;
  /** After this many attempts a message is marked failed. */
  maxAttempts: number;
}

const DEFAULT_OUTBOX_TUNING: OutboxTuning = {
  pollIntervalMs: 2_000,
  leaseMs: 120_000,
  batchSize: 5,
  baseBackoffMs: 30_000,
  maxBackoffMs: 60 * 60_000,
  maxAttempts: 15,
};

interface Logger {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

/** The wait before attempt `attempts + 1`: base·2^(attempts−1), capped, times a jitter in [0.5, 1). */
export function backoffDelay(
  attempts: number,
  tuning: Pick<OutboxTuning, "baseBackoffMs" | "maxBackoffMs">,
  random = Math.random,
): number {
  const exponential = Math.min(tuning.maxBackoffMs, tuning.baseBackoffMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.5 + random() / 2));
}

/** A place among the sends a process has under way; give it back once, when the send is over. */
export interface SendPlace {
  release(): void;
}

export interface OutboxWorkerDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  transport: MailTransport;
  log: Logger;
  /** Where a sent message is recorded; without it, straight on `db`. */
  writes?: WriteBatches;
}

export class OutboxWorker {
  private readonly tuning: OutboxTuning;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private round: Promise<void> | undefined;
  private wakeAgain = false;
  private readonly inFlight = new Set<Promise<unknown>>();
  private sending = 0;

  constructor(
    private readonly deps: OutboxWorkerDeps,
    tuning: Partial<OutboxTuning> = {},
  ) {
    this.tuning = { ...DEFAULT_OUTBOX_TUNING, ...tuning };
  }

  /** Sends this process may start now. */
  private get freePlaces(): number {
    return Math.max(0, this.deps.transport.maxInFlight - this.sending);
  }

  /** `wakeOnRelease`: a place freed outside the worker's rounds may let it send what it had no room for. */
  private takePlace(wakeOnRelease: boolean): SendPlace {
    this.sending++;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.sending--;
        if (wakeOnRelease) this.wake();
      },
    };
  }

  /**
   * A place for sending one message at once, or undefined when this process already sends as many
   * as its transport carries: the caller then stores the message for the worker instead. One place
   * is always left to the worker, so that under a steady stream of requests what they could not
   * send still goes out rather than waiting for the stream to end.
   */
  reserve(): SendPlace | undefined {
    const workersPlace = this.deps.transport.maxInFlight > 1 ? 1 : 0;
    return this.freePlaces > workersPlace ? this.takePlace(true) : undefined;
  }

  /** How long a claim is exclusive: messages claimed at enqueue time use the same lease. */
  get leaseMs(): number {
    return this.tuning.leaseMs;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.wake();
  }

  /** Stops polling and waits for the sends in progress; their leases are released by finishing. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.round;
    await Promise.allSettled([...this.inFlight]);
  }

  /** Looks for due messages now rather than at the next poll. */
  wake(): void {
    if (!this.running) return;
    if (this.round) {
      this.wakeAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.round = this.runRounds().finally(() => {
      this.round = undefined;
      if (this.running) this.timer = setTimeout(() => this.wake(), this.tuning.pollIntervalMs);
    });
  }

  /**
   * Sends a message this process has claimed (see enqueueClaimedMessage) and answers within
   * `timeoutMs` whether it went out. After the timeout the attempt goes on in the background and
   * is recorded as usual; a failure is retried by the worker.
   */
  async sendClaimed(message: ClaimedMessage, place: SendPlace, timeoutMs: number): Promise<boolean> {
    const attempt = this.track(this.deliver(message).finally(() => place.release()));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([attempt.catch(() => false), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async runRounds(): Promise<void> {
    do {
      this.wakeAgain = false;
      const room = Math.min(this.tuning.batchSize, this.freePlaces);
      // No room: a send that ends gives its place back and wakes the worker.
      if (room === 0) return;
      let claimed: ClaimedMessage[];
      try {
        claimed = await claimDueMessages(this.deps.db, {
          dialect: this.deps.dialect,
          leaseMs: this.tuning.leaseMs,
          limit: room,
        });
      } catch (error) {
        this.deps.log.error({ err: error }, "outbox: could not claim messages");
        return;
      }
      // A visitor's request may have reserved a place while the claim ran: then the transport
      // queues one message for the length of one send, far inside the lease.
      const places = claimed.map(() => this.takePlace(false));
      const sends = claimed.map((message, i) => this.track(this.deliver(message).finally(() => places[i]!.release())));
      await Promise.allSettled(sends);
      if (claimed.length === room) this.wakeAgain = true;
    } while (this.running && this.wakeAgain);
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise)).catch(() => {});
    return promise;
  }

  /** Sends a claimed message and records the outcome; true when it went out. */
  private async deliver(message: ClaimedMessage): Promise<boolean> {
    const { db, transport, log } = this.deps;
    try {
      await transport.send(message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = message.attempts >= this.tuning.maxAttempts;
      const retryAt = giveUp ? null : new Date(Date.now() + backoffDelay(message.attempts, this.tuning));
      try {
        await markAttemptFailed(db, message, reason, retryAt);
      } catch (recordError) {
        log.error({ err: recordError, outboxId: message.id }, "outbox: could not record a failed attempt");
      }
      // The reason stays in the outbox row (last_error): an SMTP server's answer often quotes the
      // recipient's address, and the log keeps only the id, the kind and the server's code (S-18).
      const details = {
        outboxId: message.id,
        kind: message.kind,
        attempts: message.attempts,
        ...smtpCodes(error),
      };
      if (giveUp) log.error(details, "outbox: message failed for good");
      else log.warn({ ...details, retryAt: retryAt?.toISOString() }, "outbox: send failed, will retry");
      return false;
    }
    try {
      const recorded = this.deps.writes
        ? await this.deps.writes.transaction((trx) => markSent(trx, message, new Date()))
        : await markSent(db, message, new Date());
      if (!recorded) {
        log.warn({ outboxId: message.id }, "outbox: lease lost before the message was recorded as sent");
      }
    } catch (error) {
      // Sent but not recorded: it will be sent again when the lease expires. Say so loudly.
      log.error({ err: error, outboxId: message.id }, "outbox: message sent but not recorded");
    }
    log.info({ outboxId: message.id, kind: message.kind }, "outbox: message sent");
    return true;
  }
}

/** An error's machine-readable codes (nodemailer's `code`, the SMTP `responseCode`), never its text. */
function smtpCodes(error: unknown): { code?: string; responseCode?: number } {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return {
    ...(typeof code === "string" ? { code } : {}),
    ...(typeof responseCode === "number" ? { responseCode } : {}),
  };
}
