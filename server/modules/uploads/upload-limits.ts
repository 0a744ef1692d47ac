/**
 * How much may be uploaded (security review S-07; docs/decisions/044-upload-quotas-and-scanning.md):
 * a quota per client address over a rolling day for what the public sends (resumes), and a cap on
 * everything the uploads store holds together (resumes and the portal's photos and documents).
 * A file is admitted before it is stored: `reserve` either refuses it or holds its bytes until the
 * caller says the file was stored or was not after all, so nothing is ever half-stored over a limit.
 *
 * The per-client count lives in the rate_limits table on both dialects (one conditional upsert that
 * adds the bytes only when they fit, by the database's clock), so every process counts together.
 * The total is what the store itself reports (`FileStore.usedBytes`), measured at most every
 * `measureEveryMs`, plus what this process has admitted since; processes storing at the same
 * moment can pass the cap by what they admit between two measurements.
 */
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Dialect } from "#server/db/database";
import type { Database } from "#server/db/schema";
import type { FileStore } from "./file-store";

export interface UploadLimitSettings {
  /** The most the store may hold, all files together. */
  totalBytes: number;
  /** The most one client address (an IPv6 /64) may upload within `clientWindowMs`. */
  clientBytes: number;
  clientWindowMs: number;
}

export class UploadRefused extends Error {
  constructor(
    readonly reason: "client-quota" | "storage-full",
    /** When the client may try again (client-quota). */
    readonly retryAfterSeconds?: number,
  ) {
    super(`upload refused: ${reason}`);
    this.name = "UploadRefused";
  }
}

export interface UploadReservation {
  /** The file is in the store: it counts toward the total until the next measurement sees it. */
  stored(): void;
  /** The file was not stored after all (refused, or its request failed): its bytes are given back. */
  release(): Promise<void>;
}

export interface UploadLimits {
  /** Admits `bytes` about to be stored, from `clientKey` (addressLimitKey) when the public sends it; throws UploadRefused. */
  reserve(bytes: number, clientKey?: string): Promise<UploadReservation>;
}

const CLIENT_KEY_PREFIX = "upload-bytes:";

function databaseTime(dialect: Dialect, ms: number): RawBuilder<string> {
  if (dialect === "postgres") return sql<string>`now() + ${ms} * interval '1 millisecond'`;
  return sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`+${(ms / 1000).toFixed(3)} seconds`})`;
}

/**
 * Adds `bytes` to the client's count for the current window when the result stays within `max`
 * (a window that is over starts again); answers the seconds until the window ends when it does not.
 */
async function countClientBytes(
  db: Kysely<Database>,
  dialect: Dialect,
  key: string,
  bytes: number,
  { max, windowMs }: { max: number; windowMs: number },
): Promise<{ admitted: true } | { admitted: false; retryAfterSeconds: number }> {
  const now = databaseTime(dialect, 0);
  const windowEnd = databaseTime(dialect, windowMs);
  const over = sql<boolean>`rate_limits.window_ends_at <= ${now}`;
  if (bytes <= max) {
    const row = await db
      .insertInto("rate_limits")
      .values({ key: CLIENT_KEY_PREFIX + key, hits: bytes, window_ends_at: windowEnd })
      .onConflict((oc) =>
        oc
          .column("key")
          .doUpdateSet({
            hits: sql`case when ${over} then ${bytes} else rate_limits.hits + ${bytes} end`,
            window_ends_at: sql`case when ${over} then ${windowEnd} else rate_limits.window_ends_at end`,
          })
          .where(sql<boolean>`${over} or rate_limits.hits + ${bytes} <= ${max}`),
      )
      .returning("hits")
      .executeTakeFirst();
    if (row) return { admitted: true };
  }
  const window = await db
    .selectFrom("rate_limits")
    .select(
      dialect === "postgres"
        ? sql<number>`ceil(extract(epoch from (window_ends_at - now())))::integer`.as("seconds")
        : sql<number>`cast(ceil((julianday(window_ends_at) - julianday('now')) * 86400) as integer)`.as("seconds"),
    )
    .where("key", "=", CLIENT_KEY_PREFIX + key)
    .executeTakeFirst();
  return { admitted: false, retryAfterSeconds: Math.max(1, Number(window?.seconds ?? windowMs / 1000)) };
}

/** Gives back bytes counted for a file that was not stored after all. */
async function refundClientBytes(db: Kysely<Database>, key: string, bytes: number): Promise<void> {
  await db
    .updateTable("rate_limits")
    .set({ hits: sql`case when hits > ${bytes} then hits - ${bytes} else 0 end` })
    .where("key", "=", CLIENT_KEY_PREFIX + key)
    .execute();
}

/** Removes client counts whose window ended (PostgreSQL's rate-limit store sweeps them too). */
async function sweepClientCounts(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  await db
    .deleteFrom("rate_limits")
    .where("key", "like", `${CLIENT_KEY_PREFIX}%`)
    .where("window_ends_at", "<", databaseTime(dialect, -60_000))
    .execute();
}

export function createUploadLimits(
  deps: { db: Kysely<Database>; dialect: Dialect; store: Pick<FileStore, "usedBytes"> },
  settings: UploadLimitSettings,
  { measureEveryMs = 10_000 }: { measureEveryMs?: number } = {},
): UploadLimits {
  const { db, dialect, store } = deps;
  /** The store's own figure, and when the measurement that gave it started. */
  let measured: { bytes: number; startedAt: number } | undefined;
  let measuring: Promise<void> | undefined;
  /** Admitted and not yet stored or released. */
  let inFlight = 0;
  /** Stored since: counted until a measurement that started after them sees them. */
  let storedSince: { bytes: number; at: number }[] = [];
  let lastSweep = 0;

  const measure = async () => {
    const startedAt = Date.now();
    const bytes = await store.usedBytes();
    measured = { bytes, startedAt };
    storedSince = storedSince.filter((entry) => entry.at >= startedAt);
  };

  async function storeMeasurement(): Promise<{ bytes: number }> {
    if (!measured || Date.now() - measured.startedAt >= measureEveryMs) {
      measuring ??= measure().finally(() => {
        measuring = undefined;
      });
      await measuring;
    }
    return measured!;
  }

  /** Counted synchronously after the last await, so two reservations never both see the other's bytes missing. */
  const usedNow = () => measured!.bytes + inFlight + storedSince.reduce((sum, entry) => sum + entry.bytes, 0);

  return {
    async reserve(bytes, clientKey) {
      if (clientKey !== undefined) {
        if (Date.now() - lastSweep > 60 * 60_000) {
          lastSweep = Date.now();
          await sweepClientCounts(db, dialect);
        }
        const counted = await countClientBytes(db, dialect, clientKey, bytes, {
          max: settings.clientBytes,
          windowMs: settings.clientWindowMs,
        });
        if (!counted.admitted) throw new UploadRefused("client-quota", counted.retryAfterSeconds);
      }
      const refund = async () => {
        if (clientKey !== undefined) await refundClientBytes(db, clientKey, bytes);
      };
      try {
        await storeMeasurement();
      } catch (error) {
        await refund();
        throw error;
      }
      if (usedNow() + bytes > settings.totalBytes) {
        await refund();
        throw new UploadRefused("storage-full");
      }
      inFlight += bytes;
      let state: "held" | "stored" | "released" = "held";
      let entry: { bytes: number; at: number } | undefined;
      return {
        stored() {
          if (state !== "held") return;
          state = "stored";
          inFlight -= bytes;
          entry = { bytes, at: Date.now() };
          storedSince.push(entry);
        },
        async release() {
          if (state === "released") return;
          // Stored and then removed again (its request failed): no measurement will see it.
          if (state === "stored") storedSince = storedSince.filter((other) => other !== entry);
          else inFlight -= bytes;
          state = "released";
          await refund();
        },
      };
    },
  };
}
