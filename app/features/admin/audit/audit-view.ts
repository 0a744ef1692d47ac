/**
 * The audit page's filters as the address keeps them (`/admin/audit?actor=…&action=…&from=…&to=…`,
 * plus `before` / `after` while paging), and the API query they make: days are India's, `to`
 * includes its whole day.
 */
import { AUDIT_ACTIONS, type AuditAction } from "#contracts/audit";

export interface AuditView {
  actor: string;
  action: AuditAction | "";
  /** yyyy-mm-dd or "" */
  from: string;
  to: string;
  before: string;
  after: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readAuditView(params: URLSearchParams): AuditView {
  const action = params.get("action") ?? "";
  const day = (name: string) => {
    const value = params.get(name) ?? "";
    return DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : "";
  };
  return {
    actor: (params.get("actor") ?? "").trim().slice(0, 254),
    action: action in AUDIT_ACTIONS ? (action as AuditAction) : "",
    from: day("from"),
    to: day("to"),
    before: params.get("before") ?? "",
    after: params.get("after") ?? "",
  };
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The query of GET /api/admin/audit for a view. */
export function auditQuery(view: AuditView): Record<string, string | undefined> {
  return {
    actor: view.actor || undefined,
    action: view.action || undefined,
    from: view.from ? `${view.from}T00:00:00+05:30` : undefined,
    to: view.to ? `${nextDay(view.to)}T00:00:00+05:30` : undefined,
    before: view.before || undefined,
    after: view.after || undefined,
  };
}

/** The page's address for a view; paging cursors only when given. */
export function auditViewHref(path: string, view: Partial<AuditView>): string {
  const params = new URLSearchParams();
  for (const key of ["actor", "action", "from", "to", "before", "after"] as const) {
    const value = view[key];
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
