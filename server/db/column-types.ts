// The column types both dialects share: timestamps are ISO-8601 UTC strings (TEXT on SQLite,
// timestamptz on PostgreSQL, read back as ISO strings); flags are 0/1 integers.
export type Timestamp = string;
export type Flag = number;
