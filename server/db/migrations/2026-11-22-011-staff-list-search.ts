/**
 * What keeps the staff lists fast at a million rows (docs/decisions: staff lists at scale):
 * an index per sortable column, led by the spam flag every list filters on, and a substring
 * search index: FTS5 with the trigram tokenizer on SQLite, pg_trgm GIN on PostgreSQL.
 * Text sorts are case-insensitive: `collate nocase` on SQLite, `lower()` on PostgreSQL.
 * Frozen: later changes are new migrations. Runs on SQLite and PostgreSQL.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

interface ListTable {
  table: string;
  /** Columns sorted without regard to case. */
  textSorts: string[];
  /** Columns sorted as stored. */
  plainSorts: string[];
  /** Columns a search looks in (all NOT NULL). */
  searched: string[];
}

const LISTS: ListTable[] = [
  {
    table: "inquiries",
    textSorts: ["name", "email"],
    plainSorts: ["contact_number", "followup_status", "created_at"],
    searched: ["name", "email", "contact_number"],
  },
  {
    table: "job_applications",
    textSorts: ["name", "email", "job_title"],
    plainSorts: ["contact", "followup_status", "created_at"],
    searched: ["name", "email", "contact", "job_title"],
  },
  {
    table: "catalogue_requests",
    textSorts: ["name", "email", "city", "state", "product_category"],
    plainSorts: ["id", "contact_number"],
    searched: ["name", "email", "contact_number", "city", "state", "product_category"],
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const trigram = pg ? await pgTrgmAvailable(db) : false;
  if (trigram) await sql`create extension if not exists pg_trgm`.execute(db);

  for (const { table, textSorts, plainSorts, searched } of LISTS) {
    for (const column of textSorts) {
      // PostgreSQL reads an expression index alone (index-only) only when it also holds the column.
      const index = pg
        ? `(is_spam, lower(${column}), id) include (${column})`
        : `(is_spam, ${column} collate nocase, id)`;
      await sql.raw(`create index ${table}_sort_${column} on ${table} ${index}`).execute(db);
    }
    for (const column of plainSorts) {
      const key = column === "id" ? "" : `${column}, `;
      await sql.raw(`create index ${table}_sort_${column} on ${table} (is_spam, ${key}id)`).execute(db);
    }
    if (pg) {
      // Matches the search expression of server/modules/admin-lists (fields joined by a unit separator).
      if (trigram) {
        const document = searched.join(` || E'\\x1f' || `);
        await sql.raw(`create index ${table}_search on ${table} using gin ((${document}) gin_trgm_ops)`).execute(db);
      }
    } else {
      await createFts5Search(db, table, searched);
    }
  }
  // Catalogue requests sort by date by default; this replaces the first migration's index without the spam flag.
  await sql
    .raw(`create index catalogue_requests_sort_created_at on catalogue_requests (is_spam, created_at, id)`)
    .execute(db);
  await db.schema.createIndex("job_applications_resume_file").on("job_applications").column("resume_file").execute();
}

async function pgTrgmAvailable(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(
    db,
  );
  return rows.length > 0;
}

/** An external-content FTS5 table kept in step by triggers; only edits of searched columns touch it. */
async function createFts5Search(db: Kysely<any>, table: string, columns: string[]): Promise<void> {
  const search = `${table}_search`;
  const cols = columns.join(", ");
  const newValues = columns.map((c) => `new.${c}`).join(", ");
  const oldValues = columns.map((c) => `old.${c}`).join(", ");
  const statements = [
    `create virtual table ${search} using fts5(${cols}, content='${table}', content_rowid='id', tokenize='trigram case_sensitive 0', detail='full')`,
    `insert into ${search}(${search}) values ('rebuild')`,
    `create trigger ${search}_insert after insert on ${table} begin
       insert into ${search}(rowid, ${cols}) values (new.id, ${newValues});
     end`,
    `create trigger ${search}_delete after delete on ${table} begin
       insert into ${search}(${search}, rowid, ${cols}) values ('delete', old.id, ${oldValues});
     end`,
    `create trigger ${search}_update after update of ${cols} on ${table} begin
       insert into ${search}(${search}, rowid, ${cols}) values ('delete', old.id, ${oldValues});
       insert into ${search}(rowid, ${cols}) values (new.id, ${newValues});
     end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropIndex("job_applications_resume_file").execute();
  await db.schema.dropIndex("catalogue_requests_sort_created_at").execute();
  for (const { table, textSorts, plainSorts } of LISTS) {
    for (const column of [...textSorts, ...plainSorts]) await db.schema.dropIndex(`${table}_sort_${column}`).execute();
    if (pg) await db.schema.dropIndex(`${table}_search`).ifExists().execute();
    else {
      for (const event of ["insert", "delete", "update"])
        await sql.raw(`drop trigger ${table}_search_${event}`).execute(db);
      await sql.raw(`drop table ${table}_search`).execute(db);
    }
  }
}
