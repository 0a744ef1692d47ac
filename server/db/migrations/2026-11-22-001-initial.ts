/**
 * The first schema: the three kinds of lead, the mail outbox, staff accounts and sessions.
 * Frozen: later changes are new migrations. Runs on SQLite and PostgreSQL.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? sql`timestamptz` : sql`text`;
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const created = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(now);
  const flag = (col: ColumnDefinitionBuilder) =>
    col
      .notNull()
      .defaultTo(0)
      .check(sql`is_spam in (0, 1)`);

  await db.schema
    .createTable("inquiries")
    .addColumn("id", "integer", id)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("company_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("contact_number", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("page_url", "text")
    .addColumn("end_text", "text")
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("followup_status", "text", (c) => c.notNull().defaultTo("Pending"))
    .addColumn("is_spam", "integer", flag)
    .addColumn("spam_reasons", "text")
    .addColumn("created_at", timestamp, created)
    .addColumn("updated_at", timestamp, created)
    .execute();

  await db.schema
    .createTable("catalogue_requests")
    .addColumn("id", "integer", id)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("company_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("contact_number", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("message", "text")
    .addColumn("product_category", "text", (c) => c.notNull().defaultTo("Manufacturing Range"))
    .addColumn("brochure_link", "text")
    .addColumn("page_url", "text")
    .addColumn("end_text", "text")
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("is_spam", "integer", flag)
    .addColumn("spam_reasons", "text")
    .addColumn("created_at", timestamp, created)
    .execute();

  await db.schema
    .createTable("job_applications")
    .addColumn("id", "integer", id)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("contact", "text", (c) => c.notNull())
    .addColumn("qualification", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("job_title", "text", (c) => c.notNull())
    .addColumn("resume_file", "text")
    .addColumn("resume_original_name", "text")
    .addColumn("resume_mime", "text")
    .addColumn("resume_size", "integer")
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("followup_status", "text", (c) => c.notNull().defaultTo("Unread"))
    .addColumn("is_spam", "integer", flag)
    .addColumn("spam_reasons", "text")
    .addColumn("created_at", timestamp, created)
    .addColumn("updated_at", timestamp, created)
    .execute();

  // The default sorts of the staff lists: applications and inquiries by id, catalogue by date.
  await db.schema.createIndex("inquiries_spam_id").on("inquiries").columns(["is_spam", "id"]).execute();
  await db.schema.createIndex("job_applications_spam_id").on("job_applications").columns(["is_spam", "id"]).execute();
  await db.schema
    .createIndex("catalogue_requests_created")
    .on("catalogue_requests")
    .columns(["created_at", "id"])
    .execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "integer", id)
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("recipients", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body_text", "text", (c) => c.notNull())
    .addColumn("body_html", "text")
    .addColumn("attachments", "text")
    .addColumn("source_table", "text")
    .addColumn("source_id", "integer")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", timestamp, created)
    .addColumn("lease_until", timestamp)
    .addColumn("last_error", "text")
    .addColumn("created_at", timestamp, created)
    .addColumn("sent_at", timestamp)
    .execute();
  await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_source").on("outbox").columns(["source_table", "source_id"]).execute();

  await db.schema
    .createTable("staff_users")
    .addColumn("id", "integer", id)
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().defaultTo("Administrator"))
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, created)
    .addColumn("last_login_at", timestamp)
    .execute();

  await db.schema
    .createTable("staff_sessions")
    .addColumn("id", "integer", id)
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("created_at", timestamp, created)
    .addColumn("last_seen_at", timestamp, created)
    .addColumn("expires_at", timestamp, (c) => c.notNull())
    .addColumn("revoked_at", timestamp)
    .execute();
  await db.schema.createIndex("staff_sessions_user").on("staff_sessions").column("user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "staff_sessions",
    "staff_users",
    "outbox",
    "job_applications",
    "catalogue_requests",
    "inquiries",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
