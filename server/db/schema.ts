/**
 * Table types for Kysely. Timestamps are ISO-8601 UTC strings on both dialects (TEXT on SQLite,
 * timestamptz on PostgreSQL, read back as ISO strings); flags are 0/1 integers on both.
 */
import type { ColumnType, Generated } from "kysely";
import type { Flag, Timestamp } from "./column-types";
import type {
  ContentDocumentsTable,
  ContentItemsTable,
  ContentPhotosTable,
  ContentStateTable,
  ContentTranslationsTable,
  ContentTranslationVersionsTable,
  ContentVersionsTable,
  MachineAddressesTable,
} from "./content-tables";
import type {
  BuyerEventsTable,
  BuyersTable,
  SalesOfficesTable,
  SalesSettingsTable,
  SalesTurnsTable,
} from "./sales-tables";

export interface InquiriesTable {
  id: Generated<number>;
  name: string;
  company_name: string;
  email: string;
  contact_number: string;
  city: string;
  state: string;
  country: string;
  message: string;
  page_url: string | null;
  end_text: string | null;
  ip_address: string | null;
  user_agent: string | null;
  followup_status: ColumnType<string, string | undefined, string>;
  is_spam: ColumnType<Flag, Flag | undefined, Flag>;
  spam_reasons: string | null;
  /** Hash of name, message and subject (migration 016), for the repeat check; null on older rows. */
  repeat_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Sales desk (migration 027): the buyer, the owner, when assigned and first answered by a person. */
  buyer_id: ColumnType<number | null, number | null | undefined, number | null>;
  owner_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The owner's name ('' for nobody), kept by the triggers of migration 036 for the Owner sort. */
  owner_sort: ColumnType<string, never, never>;
  assigned_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  first_reply_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** Working minutes from arrival to first_reply_at in the owner's office hours (migration 037); null until counted. */
  first_reply_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON { firstTouch, lastTouch } of the visit, or null. */
  source: ColumnType<string | null, string | null | undefined, string | null>;
  /** When flagged unanswered (owner mailed), then escalated (administrators mailed). */
  overdue_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  escalated_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** The locale of the page the form was sent from (migration 040); `en` before. */
  language: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Timestamp, Timestamp | undefined, never>;
  updated_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
}

export interface CatalogueRequestsTable {
  id: Generated<number>;
  name: string;
  company_name: string;
  email: string;
  contact_number: string;
  city: string;
  state: string;
  country: string;
  message: string | null;
  product_category: ColumnType<string, string | undefined, string>;
  brochure_link: string | null;
  page_url: string | null;
  end_text: string | null;
  ip_address: string | null;
  user_agent: string | null;
  is_spam: ColumnType<Flag, Flag | undefined, Flag>;
  spam_reasons: string | null;
  /** Hash of name, message and subject (migration 016), for the repeat check; null on older rows. */
  repeat_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Sales desk (migration 027): the buyer, the owner, when assigned and first answered by a person. */
  buyer_id: ColumnType<number | null, number | null | undefined, number | null>;
  owner_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The owner's name ('' for nobody), kept by the triggers of migration 036 for the Owner sort. */
  owner_sort: ColumnType<string, never, never>;
  assigned_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  first_reply_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** Working minutes from arrival to first_reply_at in the owner's office hours (migration 037); null until counted. */
  first_reply_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON { firstTouch, lastTouch } of the visit, or null. */
  source: ColumnType<string | null, string | null | undefined, string | null>;
  /** When flagged unanswered (owner mailed), then escalated (administrators mailed). */
  overdue_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  escalated_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** The locale of the page the form was sent from (migration 040); `en` before. */
  language: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Timestamp, Timestamp | undefined, never>;
}

export interface JobApplicationsTable {
  id: Generated<number>;
  name: string;
  email: string;
  contact: string;
  qualification: string;
  message: string;
  job_title: string;
  resume_file: string | null;
  resume_original_name: string | null;
  resume_mime: string | null;
  resume_size: number | null;
  ip_address: string | null;
  user_agent: string | null;
  followup_status: ColumnType<string, string | undefined, string>;
  is_spam: ColumnType<Flag, Flag | undefined, Flag>;
  spam_reasons: string | null;
  /** Hash of name, message and subject (migration 016), for the repeat check; null on older rows. */
  repeat_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The locale of the page the form was sent from (migration 040); `en` before. */
  language: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Timestamp, Timestamp | undefined, never>;
  updated_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
}

export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  recipients: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  attachments: string | null;
  source_table: string | null;
  source_id: number | null;
  /** pending | held | sent | failed */
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  lease_until: Timestamp | null;
  last_error: string | null;
  created_at: ColumnType<Timestamp, Timestamp | undefined, never>;
  sent_at: Timestamp | null;
  reply_to: string | null;
  /** JSON object of extra headers (Message-ID, In-Reply-To, References), migration 027. */
  headers: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Keys every app process shares, created once (e.g. the form-token signing key). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: ColumnType<Timestamp, Timestamp | undefined, never>;
}

export interface StaffUsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  /** Comma-separated roles ("sales,hr"), see contracts/staff-roles.ts; empty opens nothing. */
  roles: string;
  /** Empty until the person chooses a password (an invitation not yet accepted). */
  password_hash: string;
  active: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: ColumnType<Timestamp, Timestamp | undefined, never>;
  last_login_at: Timestamp | null;
  /** 1: the password was generated or falls short of the policy; the next sign-in must change it. */
  must_change_password: ColumnType<number, number | undefined, number>;
  /** When a generated password stops working if it was not changed (72 hours); null for one the person chose. */
  password_expires_at: Timestamp | null;
  /** Base32 TOTP secret in use, and one being set up until its first code is entered. */
  two_factor_secret: string | null;
  two_factor_pending_secret: string | null;
  two_factor_enabled_at: Timestamp | null;
  /** The last 30-second step whose code was accepted. */
  two_factor_last_step: number | null;
  /**
   * Until when the account may set two-factor sign-in up under REQUIRE_2FA: opened by a
   * set-password or invitation link, or the first account's creation; closed by enrolling.
   */
  two_factor_enrol_until: Timestamp | null;
  /** Sales desk (migration 027): the office whose working hours count, and leave until when. */
  office: ColumnType<string | null, string | null | undefined, string | null>;
  away_until: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

/** Ten per account with two-factor sign-in, each usable once; only their SHA-256 is kept. */
export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

/** Invitations and set-password links: single use, until expires_at. */
export interface StaffPasswordLinksTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  purpose: "invitation" | "reset";
  created_at: ColumnType<Timestamp, Timestamp | undefined, never>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A correct password of an account with two-factor sign-in, waiting for its code. */
export interface StaffLoginChallengesTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  address: string | null;
  user_agent: string | null;
  failures: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** When the address window that counted the password began (migration 024): forgiven with the code. */
  address_window: ColumnType<Timestamp | null, Timestamp | null | undefined, never>;
}

/** The audit trail: append-only (triggers refuse UPDATE and DELETE, migration 019). */
export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  outcome: string;
  target: string | null;
  /** JSON object. */
  details: string | null;
  address: string | null;
  user_agent: string | null;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: ColumnType<Timestamp, Timestamp | undefined, never>;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** Where the session was opened: the client address and browser, shown to its owner. */
  address: string | null;
  user_agent: string | null;
  /** When the password was last typed again in this session (the sign-in counts until then). */
  password_confirmed_at: Timestamp | null;
}

/** Failed sign-ins per key ("address:<ip>" or "account:<email>"); see server/modules/staff/login-throttle.ts. */
export interface LoginThrottleTable {
  key: string;
  failures: number;
  window_started_at: Timestamp;
  last_failure_at: Timestamp;
  locked_until: Timestamp | null;
  /** The attempt that last changed the row (migration 016): the one that finds its own id was let through. */
  attempt_id: string | null;
}

/** The form rate limit's counters when several processes share PostgreSQL (server/modules/rate-limit). */
export interface RateLimitsTable {
  key: string;
  hits: number;
  window_ends_at: Timestamp;
}

/** Uploaded files kept in the database (UPLOADS=database): one row each, its bytes in chunks. */
export interface StoredFilesTable {
  name: string;
  content_type: string;
  size: ColumnType<number, number | undefined, number>;
  complete: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: ColumnType<Timestamp, Timestamp | undefined, never>;
}

export interface StoredFileChunksTable {
  name: string;
  seq: number;
  data: Buffer;
}

/** Browsers that have signed in to an account; exempt from that account's sign-in lock. */
export interface StaffDevicesTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: ColumnType<Timestamp, Timestamp | undefined, never>;
  expires_at: Timestamp;
}

/** Records per lead table, spam flag and block of 4,096 ids (in 4 lanes), kept by triggers (migration 012). */
export interface ListCountsTable {
  table_name: string;
  is_spam: number;
  block: number;
  lane: number;
  total: number;
}

/** Listed buyers per UTC day of their last activity, kept by triggers (migration 039). */
export interface BuyerActivityDaysTable {
  /** YYYY-MM-DD */
  day: string;
  total: number;
}

/** Jobs that run once a day in whichever process claims them first (migration 017). */
export interface ScheduledJobsTable {
  name: string;
  /** A process is running the job until then; another may take it over after. */
  claimed_until: Timestamp | null;
  last_finished_at: Timestamp | null;
}

/** A stored file to delete, written with the deletion of its record (migration 025). */
export interface FileDeletionsTable {
  name: string;
  queued_at: Timestamp;
  next_attempt_at: Timestamp;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
}

/** The tables of the three lead forms: what the outbox, the staff lists and personal data name a record by. */
export type LeadTable = "inquiries" | "catalogue_requests" | "job_applications";

export interface Database {
  inquiries: InquiriesTable;
  catalogue_requests: CatalogueRequestsTable;
  job_applications: JobApplicationsTable;
  outbox: OutboxTable;
  server_secrets: ServerSecretsTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  login_throttle: LoginThrottleTable;
  staff_devices: StaffDevicesTable;
  list_counts: ListCountsTable;
  buyer_activity_days: BuyerActivityDaysTable;
  rate_limits: RateLimitsTable;
  stored_files: StoredFilesTable;
  stored_file_chunks: StoredFileChunksTable;
  scheduled_jobs: ScheduledJobsTable;
  file_deletions: FileDeletionsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_password_links: StaffPasswordLinksTable;
  staff_login_challenges: StaffLoginChallengesTable;
  audit_log: AuditLogTable;
  content_items: ContentItemsTable;
  content_versions: ContentVersionsTable;
  content_state: ContentStateTable;
  machine_addresses: MachineAddressesTable;
  content_photos: ContentPhotosTable;
  content_documents: ContentDocumentsTable;
  content_translations: ContentTranslationsTable;
  content_translation_versions: ContentTranslationVersionsTable;
  buyers: BuyersTable;
  buyer_events: BuyerEventsTable;
  sales_settings: SalesSettingsTable;
  sales_turns: SalesTurnsTable;
  sales_offices: SalesOfficesTable;
}
