/**
 * Sign-in throttling and trusted devices for staff (docs/decisions: staff sign-in).
 * Frozen: later changes are new migrations. Runs on SQLite and PostgreSQL.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? sql`timestamptz` : sql`text`;
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  // One row per throttled key: "address:<ip>" or "account:<lower-case email>".
  await db.schema
    .createTable("login_throttle")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("window_started_at", timestamp, (c) => c.notNull())
    .addColumn("last_failure_at", timestamp, (c) => c.notNull())
    .addColumn("locked_until", timestamp)
    .execute();
  await db.schema.createIndex("login_throttle_last_failure").on("login_throttle").column("last_failure_at").execute();

  // A browser that has signed in to an account before: exempt from that account's lock.
  await db.schema
    .createTable("staff_devices")
    .addColumn("id", "integer", (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("expires_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("staff_devices_user").on("staff_devices").column("user_id").execute();
  await db.schema.createIndex("staff_sessions_expires").on("staff_sessions").column("expires_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("staff_sessions_expires").execute();
  await db.schema.dropTable("staff_devices").execute();
  await db.schema.dropTable("login_throttle").execute();
}
