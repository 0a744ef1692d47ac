/** The audit trail's entries: when, who, what, the outcome, what it was about, its details, and from where. */
import { AUDIT_ACTIONS, type AuditEntry } from "#contracts/audit";
import styles from "~/features/admin/shell/page.module.css";
import { browserName } from "~/features/admin/browser-name";
import { formatIndiaTime } from "~/features/admin/ui/india-time";
import { Table, TableHead } from "~/features/admin/ui/table";
import table from "./audit-table.module.css";
import pillStyles from "~/features/admin/ui/state-pill.module.css";

const OUTCOME_TONE = { success: "good", failure: "warn", refused: "warn", "locked-out": "warn" } as const;

/** How a sign-in's second step went, in words. */
const SECOND_FACTOR: Record<string, string> = {
  false: "password only",
  code: "with a code from the app",
  "recovery-code": "with a recovery code",
};

/** A detail's name in words: "mustChangePassword" as "must change password". */
function detailName(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}

function detailValue(value: unknown): string {
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (value !== null && typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * An entry's details in a line: "Pending → Contacted" for a change, "password only" for a
 * sign-in, "rows: 120 · spam: no" for the rest.
 */
export function detailsText(details: Record<string, unknown>): string {
  const { before, after, twoFactor, mustChangePassword, ...rest } = details;
  const parts: string[] = [];
  if (before !== undefined || after !== undefined)
    parts.push(`${detailValue(before ?? "")} → ${detailValue(after ?? "")}`);
  if (twoFactor !== undefined)
    parts.push(SECOND_FACTOR[String(twoFactor)] ?? `second factor: ${detailValue(twoFactor)}`);
  if (mustChangePassword === true) parts.push("must change the password");
  for (const [key, value] of Object.entries(rest)) parts.push(`${detailName(key)}: ${detailValue(value)}`);
  return parts.join(" · ");
}

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <Table cards>
      <caption className="visually-hidden">Audit trail, newest first</caption>
      <TableHead columns={["When (IST)", "Who", "What", "About", "Details", "From"]} />
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label="When">{formatIndiaTime(entry.at)}</td>
            <td data-label="Who" className={table.who}>
              {entry.actor ?? "npm run admin / the server"}
            </td>
            <td data-label="What" className={table.what}>
              {AUDIT_ACTIONS[entry.action]}{" "}
              {entry.outcome === "success" ? null : (
                <span className={pillStyles.pill} data-tone={OUTCOME_TONE[entry.outcome]}>
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
    </Table>
  );
}
