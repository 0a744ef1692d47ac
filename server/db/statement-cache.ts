/**
 * better-sqlite3 behind Kysely with its prepared statements kept: Kysely's SQLite driver prepares
 * every query anew, which cost more than running it on the lead-intake path (bench/README.md).
 * The same SQL text gets the same statement back. Safe because Kysely runs one query at a time on
 * SQLite's single connection (a streamed query holds it until the stream ends); the least recently
 * used statements are dropped past `size`, for queries whose text varies (IN lists).
 */
import type BetterSqlite3 from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";

export function withStatementCache(database: BetterSqlite3.Database, size = 500): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last: Map keeps insertion order.
        statements.delete(sql);
      } else {
        statement = database.prepare(sql) as unknown as SqliteStatement;
        if (statements.size >= size) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
