/** Users page: one person, their roles and state, and what an administrator can do about them. */
import { type FormEvent, useId, useState } from "react";
import { type OfficeChoice, type StaffMember, staffAccountPaths } from "#contracts/staff-accounts";
import { STAFF_ROLES } from "#contracts/staff-roles";
import { adminRequest } from "~/features/admin/api/client";
import styles from "~/features/admin/shell/page.module.css";
import { formatIndiaTime } from "~/features/admin/ui/india-time";
import { failureOf } from "~/features/admin/api/failure";
import { RoleChecks } from "./role-checks";
import card from "./user-card.module.css";
import panel from "~/features/admin/ui/panel.module.css";
import { buttonClass } from "~/features/admin/ui/button";
import pillStyles from "~/features/admin/ui/state-pill.module.css";
import { alertClass } from "~/features/admin/ui/alert";
import { Field } from "~/features/admin/ui/field";
import { Options } from "~/features/admin/ui/options";

interface UserCardProps {
  member: StaffMember;
  /** The sales offices a person can be placed in. */
  offices: readonly OfficeChoice[];
  /** The administrator looking: they cannot deactivate themselves. */
  self: boolean;
  onChanged: () => void;
}

type Outcome = { kind: "ok"; message: string; link?: string } | { kind: "error"; message: string } | null;

function status(member: StaffMember): { label: string; tone?: "good" | "warn" } {
  if (!member.active) return { label: "Deactivated" };
  if (!member.passwordSet) return { label: "Invited", tone: "warn" };
  return { label: "Active", tone: "good" };
}

/** No office: the export desk's hours count, as for a lead without an owner. */
const DEFAULT_OFFICE = "";

export function UserCard({ member, offices, self, onChanged }: UserCardProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function run(action: () => Promise<Outcome>) {
    setPending(true);
    try {
      setOutcome(await action());
    } catch (error) {
      setOutcome({ kind: "error", message: failureOf(error).message });
    } finally {
      setPending(false);
    }
  }

  const patch = (body: object) =>
    adminRequest<StaffMember>(`${staffAccountPaths.users}/${member.id}`, { method: "PATCH", body });

  const saveRoles = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = form.getAll("roles");
    const office = String(form.get("office") ?? DEFAULT_OFFICE) || null;
    return run(async () => {
      await patch({ roles: STAFF_ROLES.filter((role) => chosen.includes(role)), office });
      setEditing(false);
      onChanged();
      return { kind: "ok", message: "Roles and office saved." };
    });
  };

  const setActive = (active: boolean) =>
    run(async () => {
      await patch({ active });
      onChanged();
      return { kind: "ok", message: active ? "Reactivated." : "Deactivated: signed out everywhere." };
    });

  const sendLink = () =>
    run(async () => {
      const answer = await adminRequest<{ invitationUrl: string | null }>(
        `${staffAccountPaths.users}/${member.id}/password-link`,
        { method: "POST" },
      );
      // The link comes back only when mail is written to files (no SMTP): then it is shown to pass on.
      return answer.invitationUrl
        ? { kind: "ok", message: `A new set-password link was mailed to ${member.email}:`, link: answer.invitationUrl }
        : { kind: "ok", message: `A new set-password link was sent to ${member.email}.` };
    });

  const { label, tone } = status(member);
  return (
    <li className={`${panel.box} ${card.card}`} aria-labelledby={`${id}-name`}>
      <div className={card.head}>
        <div>
          <h3 id={`${id}-name`} className={card.name}>
            {member.name}
          </h3>
          <p className={card.email}>{member.email}</p>
        </div>
        <span className={pillStyles.pill} data-tone={tone}>
          {label}
        </span>
      </div>
      <dl className={card.facts}>
        <div>
          <dt>Roles</dt>
          <dd>{member.role || "None"}</dd>
        </div>
        <div>
          <dt>Office</dt>
          <dd>{offices.find((office) => office.key === member.office)?.name ?? "Export desk hours"}</dd>
        </div>
        <div>
          <dt>Two-factor</dt>
          <dd>{member.twoFactor ? "On" : "Off"}</dd>
        </div>
        <div>
          <dt>Last sign-in</dt>
          <dd>{member.lastLoginAt ? formatIndiaTime(member.lastLoginAt) : "Never"}</dd>
        </div>
      </dl>
      {outcome ? (
        <div
          className={alertClass(outcome.kind === "ok" ? "success" : "error")}
          role={outcome.kind === "ok" ? "status" : "alert"}
        >
          <p>{outcome.message}</p>
          {outcome.kind === "ok" && outcome.link ? <p className={styles.code}>{outcome.link}</p> : null}
        </div>
      ) : null}
      {editing ? (
        <form className={styles.form} onSubmit={saveRoles}>
          <RoleChecks legend={`Roles of ${member.name}`} name="roles" selected={member.roles} />
          <Field label={`Office of ${member.name}`} hint="Response times count in this office's working hours.">
            {(control) => (
              <select {...control} name="office" defaultValue={member.office ?? DEFAULT_OFFICE}>
                <option value={DEFAULT_OFFICE}>None: the export desk&apos;s hours</option>
                <Options choices={offices.map((office) => ({ value: office.key, label: office.name }))} />
              </select>
            )}
          </Field>
          <div className={styles.actions}>
            <button type="submit" className={buttonClass({ variant: "primary" })} disabled={pending}>
              Save roles
            </button>
            <button type="button" className={buttonClass()} onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <button type="button" className={buttonClass()} disabled={pending} onClick={() => setEditing(true)}>
            Change roles<span className="visually-hidden"> of {member.name}</span>
          </button>
          {member.active ? (
            <button type="button" className={buttonClass()} disabled={pending} onClick={sendLink}>
              Send set-password link<span className="visually-hidden"> to {member.name}</span>
            </button>
          ) : null}
          {self ? null : member.active ? (
            <button
              type="button"
              className={buttonClass({ variant: "danger" })}
              disabled={pending}
              onClick={() => setActive(false)}
            >
              Deactivate<span className="visually-hidden"> {member.name}</span>
            </button>
          ) : (
            <button type="button" className={buttonClass()} disabled={pending} onClick={() => setActive(true)}>
              Reactivate<span className="visually-hidden"> {member.name}</span>
            </button>
          )}
        </div>
      )}
    </li>
  );
}
