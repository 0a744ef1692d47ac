/**
 * Staff changes to a lead: its follow-up status and its spam flag. Marking a record Not Spam
 * releases the e-mails held back when it arrived (the staff notification, and a catalogue
 * request's catalogue), in the same transaction.
 */
import { type Kysely, sql } from "kysely";
import type { StaffRef } from "#contracts/sales";
import type { Database, LeadTable } from "#server/db/schema";
import { applyLeadSalesChange } from "#server/modules/sales/lead-events";
import type { ListContext, ListDefinition, ListRow } from "./list-repository";

export interface ChangeContext extends ListContext {
  /**
   * Sends on the notifications held back for a record that staff marked Not Spam, inside the
   * change's transaction: the outbox's releaseHeld (server/plugins/app/outbox.ts).
   */
  releaseHeldMessages: (db: Kysely<Database>, table: LeadTable, id: number) => Promise<unknown>;
}

export interface RecordChange {
  followupStatus?: string | undefined;
  isSpam?: boolean | undefined;
  /** Sales desk: the lead's new owner (null for nobody); inquiries and catalogue requests only. */
  ownerId?: number | null | undefined;
}

/** Catalogue requests have no follow-up status and no change time: only their spam flag changes. */
const hasChangeTime = (table: LeadTable) => table !== "catalogue_requests";

/** What a record was before a change, for the audit trail; a catalogue request has no follow-up status (null). */
export interface RecordBefore {
  followupStatus: string | null;
  isSpam: boolean;
}

/** The changed record's row (the list's columns) and what it was before; null when there is no record with that id. */
export async function applyChange<List extends ListDefinition>(
  ctx: ChangeContext,
  list: List,
  id: number,
  change: RecordChange,
  by?: StaffRef,
): Promise<{ row: ListRow<List>; before: RecordBefore } | null> {
  const table: LeadTable = list.table;
  return ctx.db.transaction().execute(async (trx) => {
    const lock = ctx.dialect === "postgres" ? sql` for update` : sql``;
    const status = hasChangeTime(table) ? sql`followup_status` : sql`null`;
    const { rows } = await sql<{
      is_spam: number;
      followup_status: string | null;
    }>`select is_spam, ${status} as followup_status from ${sql.table(table)} where id = ${id}${lock}`.execute(trx);
    const current = rows[0];
    if (!current) return null;
    const fields = {
      ...(change.followupStatus !== undefined ? { followup_status: change.followupStatus } : {}),
      ...(change.isSpam !== undefined ? { is_spam: change.isSpam ? 1 : 0 } : {}),
      ...(hasChangeTime(table) ? { updated_at: new Date().toISOString() } : {}),
    };
    // A catalogue request given only an owner has nothing of its own to change here.
    if (Object.keys(fields).length > 0) await trx.updateTable(table).set(fields).where("id", "=", id).execute();
    if (Number(current.is_spam) === 1 && change.isSpam === false) await ctx.releaseHeldMessages(trx, table, id);
    if (table !== "job_applications") {
      await applyLeadSalesChange(
        trx,
        table,
        id,
        {
          ownerId: change.ownerId,
          followupStatus:
            change.followupStatus !== undefined
              ? { before: current.followup_status, after: change.followupStatus }
              : undefined,
        },
        by,
      );
    }
    const columns = sql.join(list.columns.map((c) => sql.ref(c)));
    const updated = await sql<ListRow<List>>`select ${columns} from ${sql.table(table)} where id = ${id}`.execute(trx);
    const row = updated.rows[0];
    if (!row) return null;
    return { row, before: { followupStatus: current.followup_status, isSpam: Number(current.is_spam) === 1 } };
  });
}
