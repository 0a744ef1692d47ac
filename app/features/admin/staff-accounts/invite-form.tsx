/** Users page: invite a person by e-mail with their roles; the link is mailed, and shown here once to pass on by hand. */
import { type FormEvent, useId, useState } from "react";
import { type InvitationAnswer, staffAccountPaths } from "#contracts/staff-accounts";
import { STAFF_ROLES } from "#contracts/staff-roles";
import { adminRequest } from "~/features/admin/api/client";
import styles from "~/features/admin/shell/page.module.css";
import { type Failure, failureOf } from "~/features/admin/api/failure";
import { RoleChecks } from "./role-checks";
import { Alert, alertClass } from "~/features/admin/ui/alert";
import { buttonClass } from "~/features/admin/ui/button";
import { Field } from "~/features/admin/ui/field";
import panelStyles from "~/features/admin/ui/panel.module.css";

type State =
  { kind: "idle" | "pending" } | { kind: "sent"; answer: InvitationAnswer } | { kind: "failed"; failure: Failure };

export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: "idle" });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const roles = STAFF_ROLES.filter((role) => form.getAll("roles").includes(role));
    setState({ kind: "pending" });
    try {
      const answer = await adminRequest<InvitationAnswer>(staffAccountPaths.users, {
        method: "POST",
        body: { email: String(form.get("email") ?? ""), name: String(form.get("name") ?? ""), roles },
      });
      formElement.reset();
      setState({ kind: "sent", answer });
      onInvited();
    } catch (error) {
      setState({ kind: "failed", failure: failureOf(error) });
    }
  }

  const fields = state.kind === "failed" ? state.failure.fields : {};

  return (
    <section className={panelStyles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={panelStyles.title}>
        Invite a person
      </h2>
      <form className={styles.form} onSubmit={submit}>
        {state.kind === "sent" ? (
          <div className={alertClass("success")} role="status">
            {state.answer.invitationUrl ? (
              <>
                <p>
                  Invitation sent to {state.answer.user.email}. The link works once, for 72 hours; you can also pass it
                  on yourself:
                </p>
                <p className={styles.code} data-testid="invitation-url">
                  {state.answer.invitationUrl}
                </p>
              </>
            ) : (
              <p>Invitation sent to {state.answer.user.email}. The link works once, for 72 hours.</p>
            )}
          </div>
        ) : null}
        {state.kind === "failed" ? <Alert>{state.failure.message}</Alert> : null}
        <div className={styles.row}>
          <Field id={`${id}-name`} label="Name" error={fields.name} className={styles.grow}>
            {(control) => <input {...control} name="name" autoComplete="off" required maxLength={100} />}
          </Field>
          <Field id={`${id}-email`} label="E-mail" error={fields.email} className={styles.grow}>
            {(control) => (
              <input {...control} name="email" type="email" autoComplete="off" spellCheck={false} required />
            )}
          </Field>
        </div>
        <RoleChecks legend="Roles" name="roles" selected={[]} error={fields.roles} />
        <div className={styles.actions}>
          <button type="submit" className={buttonClass({ variant: "primary" })} disabled={state.kind === "pending"}>
            {state.kind === "pending" ? "Sending..." : "Send invitation"}
          </button>
        </div>
      </form>
    </section>
  );
}
