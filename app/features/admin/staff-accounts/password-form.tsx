/** Own account: change the password (the current one first); the person's other sessions end. */
import { type FormEvent, useId, useState } from "react";
import { staffPaths } from "#contracts/staff-portal";
import { adminRequest } from "~/features/admin/api/client";
import styles from "~/features/admin/shell/page.module.css";
import { type Failure, failureOf } from "~/features/admin/api/failure";
import { PasswordInput } from "~/features/admin/ui/password-input";
import { Alert, alertClass } from "~/features/admin/ui/alert";
import { buttonClass } from "~/features/admin/ui/button";
import { Field } from "~/features/admin/ui/field";
import panelStyles from "~/features/admin/ui/panel.module.css";

type State = { kind: "idle" | "pending" | "done" } | { kind: "failed"; failure: Failure };

export function PasswordForm() {
  const id = useId();
  const [state, setState] = useState<State>({ kind: "idle" });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const newPassword = String(form.get("newPassword") ?? "");
    if (newPassword !== String(form.get("repeat") ?? "")) {
      setState({
        kind: "failed",
        failure: { message: "The two new passwords differ.", fields: { repeat: "Type the same password twice" } },
      });
      return;
    }
    setState({ kind: "pending" });
    try {
      await adminRequest(staffPaths.password, {
        method: "POST",
        body: { currentPassword: String(form.get("currentPassword") ?? ""), newPassword },
      });
      formElement.reset();
      setState({ kind: "done" });
    } catch (error) {
      setState({ kind: "failed", failure: failureOf(error) });
    }
  }

  const fields = state.kind === "failed" ? state.failure.fields : {};
  const field = (name: string, label: string, autoComplete: string, hint?: string) => (
    <Field id={`${id}-${name}`} label={label} hint={hint} error={fields[name]}>
      {(control) => (
        <PasswordInput {...control} name={name} autoComplete={autoComplete} meter={name === "newPassword"} required />
      )}
    </Field>
  );

  return (
    <section className={panelStyles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={panelStyles.title}>
        Password
      </h2>
      <form className={styles.form} onSubmit={submit}>
        {state.kind === "done" ? (
          <p className={alertClass("success")} role="status">
            Your password is changed. You were signed out everywhere else.
          </p>
        ) : null}
        {state.kind === "failed" ? <Alert>{state.failure.message}</Alert> : null}
        <div className={styles.row}>{field("currentPassword", "Current password", "current-password")}</div>
        <div className={styles.row}>
          {field("newPassword", "New password", "new-password", "At least 12 characters, not a common password.")}
          {field("repeat", "New password again", "new-password")}
        </div>
        <div className={styles.actions}>
          <button type="submit" className={buttonClass({ variant: "primary" })} disabled={state.kind === "pending"}>
            {state.kind === "pending" ? "Changing..." : "Change password"}
          </button>
        </div>
      </form>
    </section>
  );
}
