/** The four roles as checkboxes, each with what it opens. */
import { useId } from "react";
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "#contracts/staff-roles";
import { FieldError, fieldIds, hintClass } from "~/features/admin/ui/field";
import styles from "~/features/admin/ui/field.module.css";

const ROLE_HINTS: Record<StaffRole, string> = {
  administrator: "everything, users, audit trail",
  sales: "inquiries, catalogue requests",
  hr: "applications and resumes",
  marketing: "news, exhibitions, galleries, machines, product lines",
};

interface RoleChecksProps {
  legend: string;
  name: string;
  selected: readonly StaffRole[];
  error?: string | undefined;
}

export function RoleChecks({ legend, name, selected, error }: RoleChecksProps) {
  const id = useId();
  return (
    <fieldset className={styles.checks} aria-describedby={fieldIds(id, { error }).describedBy}>
      <legend>{legend}</legend>
      {STAFF_ROLES.map((role) => (
        <label key={role} className={styles.check}>
          <input type="checkbox" name={name} value={role} defaultChecked={selected.includes(role)} />
          <span>
            {ROLE_LABELS[role]} <span className={hintClass}>({ROLE_HINTS[role]})</span>
          </span>
        </label>
      ))}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
