/** The audit trail's entries: when, who, what, the outcome, what it was about, its details, and from where. */
import { AUDIT_ACTIONS, type AuditEntry } from "#contracts/audit";
import styles from "~/features/admin/shell/page.module.css";
import { browserName } from "~/features/admin/staff-accounts/sessions-panel";
import { formatIndiaTime } from "~/features/admin/work-lists/format-date";
import table from "./audit-table.module.css";

const OUTCOME_TONE = { success: "good", failure: "warn", refused: "warn", "locked-out": "warn" } as const;

/** "before: Pending · after: Contacted": an entry's details in a line. */
function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(", ") : String(value)}`)
    .join(" · ");
}

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <table className={table.table}>
      <caption className="visually-hidden">Audit trail, newest first</caption>
      <thead>
        <tr>
          <th scope="col">When (IST)</th>
          <th scope="col">Who</th>
          <th scope="col">What</th>
          <th scope="col">About</th>
          <th scope="col">Details</th>
          <th scope="col">From</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label="When">{formatIndiaTime(entry.at)}</td>
            <td data-label="Who" className={table.who}>
              {entry.actor ?? "npm run admin / the server"}
            </td>
            <td data-label="What">
              {AUDIT_ACTIONS[entry.action]}{" "}
              {entry.outcome === "success" ? null : (
                <span className={styles.tag} data-tone={OUTCOME_TONE[entry.outcome]}>
                  {entry.outcome}
                </span>
              )}
            </td>
            <td data-label="About">{entry.target ?? ""}</td>
            <td data-label="Details" className={table.details}>
              {detailsText(entry.details)}
            </td>
            <td data-label="From" className={table.from}>
              {entry.address ?? ""}
              {entry.userAgent ? <span className={styles.muted}> · {browserName(entry.userAgent)}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
