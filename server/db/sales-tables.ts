// The tables of the sales desk (buyers and their timelines, routing settings and turns, offices):
// their Kysely types, part of the Database in schema.ts.
import type { ColumnType, Generated } from "kysely";
import type { Timestamp } from "./column-types";

/** A buyer: everyone who wrote from the same e-mail address (case-insensitive), migration 027. */
export interface BuyersTable {
  id: Generated<number>;
  email: string;
  email_key: string;
  name: string;
  company_name: ColumnType<string, string | undefined, string>;
  country: ColumnType<string, string | undefined, string>;
  state: ColumnType<string, string | undefined, string>;
  contact_number: ColumnType<string, string | undefined, string>;
  /** The number in E.164 and the company's mail domain (null for free mail): duplicate hints. */
  phone_key: string | null;
  domain_key: string | null;
  owner_id: number | null;
  /** Set on a buyer merged into another; such a buyer no longer lists. */
  merged_into: number | null;
  search_text: ColumnType<string, string | undefined, string>;
  /** How many inquiries and catalogue requests are linked. */
  leads: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Timestamp, Timestamp | undefined, never>;
  last_activity_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
}

/** One entry of a buyer's timeline. */
export interface BuyerEventsTable {
  id: Generated<number>;
  buyer_id: number;
  /** inquiry | catalogue-request | status | assignment | reply | note | merge | mail */
  type: string;
  at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
  by_id: number | null;
  lead_table: string | null;
  lead_id: number | null;
  summary: string;
  /** JSON object. */
  details: string | null;
}

/** Sales settings, one JSON value per name ("routing": { rules, fallbackStaffIds }). */
export interface SalesSettingsTable {
  name: string;
  value: string;
  updated_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
  updated_by: number | null;
}

/** Whose turn it was last in each routing rule. */
export interface SalesTurnsTable {
  rule_key: string;
  last_staff_id: number | null;
  updated_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
}

/** An office's working hours: time zone, ISO weekdays (JSON), "HH:MM" day, holidays (JSON dates). */
export interface SalesOfficesTable {
  key: string;
  name: string;
  time_zone: string;
  work_days: string;
  day_start: string;
  day_end: string;
  holidays: ColumnType<string, string | undefined, string>;
}
