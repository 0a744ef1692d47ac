/** The audit page's filters: who (an e-mail), what, from and to (days, India time). A GET form: the address keeps them. */
import { Form } from "react-router";
import { AUDIT_ACTIONS } from "#contracts/audit";
import { AUDIT_PATH } from "~/features/admin/paths";
import styles from "~/features/admin/shell/page.module.css";
import table from "./audit-table.module.css";
import type { AuditView } from "./audit-view";
import { buttonClass } from "~/features/admin/ui/button";
import fieldStyles from "~/features/admin/ui/field.module.css";
import panelStyles from "~/features/admin/ui/panel.module.css";

export function AuditFilters({ view, people }: { view: AuditView; people: readonly string[] }) {
  return (
    <Form method="get" action={AUDIT_PATH} className={panelStyles.panel} aria-label="Filter the audit trail">
      <div className={table.filters}>
        <label className={fieldStyles.wrap}>
          Who (e-mail)
          <input
            className={fieldStyles.input}
            name="actor"
            type="email"
            list="audit-people"
            defaultValue={view.actor}
            spellCheck={false}
            autoComplete="off"
          />
          <datalist id="audit-people">
            {people.map((email) => (
              <option key={email} value={email} />
            ))}
          </datalist>
        </label>
        <label className={fieldStyles.wrap}>
          What
          <select className={fieldStyles.input} name="action" defaultValue={view.action}>
            <option value="">Everything</option>
            {Object.entries(AUDIT_ACTIONS).map(([action, label]) => (
              <option key={action} value={action}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className={fieldStyles.wrap}>
          From
          <input className={fieldStyles.input} name="from" type="date" defaultValue={view.from} />
        </label>
        <label className={fieldStyles.wrap}>
          To
          <input className={fieldStyles.input} name="to" type="date" defaultValue={view.to} />
        </label>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttonClass({ variant: "primary" })}>
          Show
        </button>
      </div>
    </Form>
  );
}
