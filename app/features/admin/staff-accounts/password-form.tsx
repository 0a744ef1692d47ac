/** Own account: change the password (the current one first); the person's other sessions end. */
import { type FormEvent, useId, useState } from "react";
import { staffPaths } from "#contracts/staff-portal";
import { adminRequest } from "~/features/admin/api/client";
import styles from "~/features/admin/shell/page.module.css";
import { type Failure, failureOf } from "~/features/admin/api/failure";
import { PasswordInput } from "~/features/admin/ui/password-input";
import { alertClass } from "~/features/admin/ui/alert";
import { buttonClass } from "~/features/admin/ui/button";
import fieldStyles from "~/features/admin/ui/field.module.css";
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
    <div className={fieldStyles.wrap}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <PasswordInput
        id={`${id}-${name}`}
        className={fieldStyles.input}
        name={name}
        autoComplete={autoComplete}
        meter={name === "newPassword"}
        required
        aria-invalid={fields[name] ? true : undefined}
        aria-describedby={fields[name] ? `${id}-${name}-error` : hint ? `${id}-${name}-hint` : undefined}
      />
      {fields[name] ? (
        <span id={`${id}-${name}-error`} className={fieldStyles.error}>
          {fields[name]}
        </span>
      ) : hint ? (
        <span id={`${id}-${name}-hint`} className={fieldStyles.hint}>
          {hint}
        </span>
      ) : null}
    </div>
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
        {state.kind === "failed" ? (
          <p className={alertClass("error")} role="alert">
            {state.failure.message}
          </p>
        ) : null}
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
