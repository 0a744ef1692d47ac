/**
 * The sales desk (issue 24, product brief "Selling"): buyers, one per e-mail address, and the
 * timeline of everything that happened to each; the inquiries and catalogue requests linked to
 * their buyer, with an owner, when it was assigned and first answered, and where the visit came
 * from; the routing table and whose turn it is; the offices whose working hours response times
 * are counted in; staff's office and leave; extra mail headers for threaded replies.
 * Frozen: later changes are new migrations. Runs on SQLite and PostgreSQL.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

const leadTables = ["inquiries", "catalogue_requests"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? sql`timestamptz` : sql`text`;
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const staff = (col: ColumnDefinitionBuilder) => col.references("staff_users.id").onDelete("set null");

  await db.schema
    .createTable("buyers")
    .addColumn("id", "integer", id)
    // The address as last written by the buyer, and its lower-case form that identifies them.
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_key", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("company_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("country", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("state", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("contact_number", "text", (c) => c.notNull().defaultTo(""))
    // For suggesting duplicates: the number in E.164, the company's domain (null for free mail).
    .addColumn("phone_key", "text")
    .addColumn("domain_key", "text")
    .addColumn("owner_id", "integer", staff)
    // Set on the buyer merged away: its events moved to this one; it no longer lists.
    .addColumn("merged_into", "integer", (c) => c.references("buyers.id").onDelete("set null"))
    // What the list searches (lower case: name, company, address, country, number).
    .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("leads", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("last_activity_at", timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  for (const column of ["phone_key", "domain_key", "last_activity_at"]) {
    await db.schema.createIndex(`buyers_${column}`).on("buyers").columns([column, "id"]).execute();
  }
  await db.schema.createIndex("buyers_owner_id").on("buyers").columns(["owner_id", "last_activity_at", "id"]).execute();

  await db.schema
    .createTable("buyer_events")
    .addColumn("id", "integer", id)
    .addColumn("buyer_id", "integer", (c) => c.notNull().references("buyers.id").onDelete("cascade"))
    // inquiry | catalogue-request | status | assignment | reply | note | merge | mail
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("at", timestamp, (c) => c.notNull().defaultTo(now))
    // The staff member who did it; null for the site itself (a form, the router, a mail).
    .addColumn("by_id", "integer", staff)
    .addColumn("lead_table", "text")
    .addColumn("lead_id", "integer")
    .addColumn("summary", "text", (c) => c.notNull())
    // JSON object: what the event's type needs (a reply's subject and body, a note's text, ...).
    .addColumn("details", "text")
    .execute();
  await db.schema.createIndex("buyer_events_buyer_at").on("buyer_events").columns(["buyer_id", "at", "id"]).execute();

  for (const table of leadTables) {
    await db.schema
      .alterTable(table)
      .addColumn("buyer_id", "integer", (c) => c.references("buyers.id").onDelete("set null"))
      .execute();
    await db.schema.alterTable(table).addColumn("owner_id", "integer", staff).execute();
    await db.schema.alterTable(table).addColumn("assigned_at", timestamp).execute();
    await db.schema.alterTable(table).addColumn("first_reply_at", timestamp).execute();
    // JSON { firstTouch, lastTouch } of the visit (utm_*, referrer, landing page), or null.
    await db.schema.alterTable(table).addColumn("source", "text").execute();
    // When the lead was flagged unanswered and its owner mailed, then the administrators.
    await db.schema.alterTable(table).addColumn("overdue_at", timestamp).execute();
    await db.schema.alterTable(table).addColumn("escalated_at", timestamp).execute();
    await db.schema.createIndex(`${table}_buyer_id`).on(table).columns(["buyer_id", "id"]).execute();
    await db.schema.createIndex(`${table}_owner_id`).on(table).columns(["owner_id", "id"]).execute();
    // What the sales desk's job has still to link and route: few rows, found without a scan.
    await db.schema
      .createIndex(`${table}_unlinked`)
      .on(table)
      .column("id")
      .where(sql.ref("buyer_id"), "is", null)
      .execute();
  }

  // One row per setting, its value JSON: "routing" holds { rules, fallbackStaffIds }.
  await db.schema
    .createTable("sales_settings")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("updated_by", "integer", staff)
    .execute();
  // Whose turn it was last in each rule (its key: the rule's countries), so turns go round.
  await db.schema
    .createTable("sales_turns")
    .addColumn("rule_key", "text", (c) => c.primaryKey())
    .addColumn("last_staff_id", "integer")
    .addColumn("updated_at", timestamp, (c) => c.notNull().defaultTo(now))
    .execute();

  // The offices whose working hours response times count: time zone, week, hours and holidays.
  await db.schema
    .createTable("sales_offices")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("time_zone", "text", (c) => c.notNull())
    // JSON array of ISO weekdays (1 Monday ... 7 Sunday) the office works.
    .addColumn("work_days", "text", (c) => c.notNull())
    // Local "HH:MM" the working day starts and ends.
    .addColumn("day_start", "text", (c) => c.notNull())
    .addColumn("day_end", "text", (c) => c.notNull())
    // JSON array of local dates ("YYYY-MM-DD") the office is closed.
    .addColumn("holidays", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();

  await db.schema.alterTable("staff_users").addColumn("office", "text").execute();
  await db.schema.alterTable("staff_users").addColumn("away_until", timestamp).execute();
  // JSON object of extra headers (Message-ID, In-Reply-To, References) for a threaded reply.
  await db.schema.alterTable("outbox").addColumn("headers", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("headers").execute();
  await db.schema.alterTable("staff_users").dropColumn("away_until").execute();
  await db.schema.alterTable("staff_users").dropColumn("office").execute();
  for (const table of leadTables) {
    for (const index of ["unlinked", "owner_id", "buyer_id"]) {
      await db.schema.dropIndex(`${table}_${index}`).execute();
    }
    for (const column of [
      "escalated_at",
      "overdue_at",
      "source",
      "first_reply_at",
      "assigned_at",
      "owner_id",
      "buyer_id",
    ]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
  for (const table of ["sales_offices", "sales_turns", "sales_settings", "buyer_events", "buyers"]) {
    await db.schema.dropTable(table).execute();
  }
}
