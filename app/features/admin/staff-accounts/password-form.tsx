/** Own account: change the password (the current one first); the person's other sessions end. */
import { useId } from "react";
import { staffPaths } from "#contracts/staff-portal";
import { adminRequest } from "~/features/admin/api/client";
import { useSubmission } from "~/features/admin/api/use-submission";
import styles from "~/features/admin/shell/page.module.css";
import layout from "~/features/admin/ui/layout.module.css";
import { PasswordInput } from "~/features/admin/ui/password-input";
import { Alert, alertClass } from "~/features/admin/ui/alert";
import { ButtonRow, SubmitButton } from "~/features/admin/ui/button";
import { Field } from "~/features/admin/ui/field";
import { Panel } from "~/features/admin/ui/panel";

export function PasswordForm() {
  const id = useId();
  const { state, fields, onSubmit } = useSubmission({
    check: (form) =>
      form.get("newPassword") === form.get("repeat")
        ? null
        : { message: "The two new passwords differ.", fields: { repeat: "Type the same password twice" } },
    send: (form) =>
      adminRequest(staffPaths.password, {
        method: "POST",
        body: {
          currentPassword: String(form.get("currentPassword") ?? ""),
          newPassword: String(form.get("newPassword") ?? ""),
        },
      }),
  });

  const field = (name: string, label: string, autoComplete: string, hint?: string) => (
    <Field id={`${id}-${name}`} label={label} hint={hint} error={fields[name]}>
      {(control) => (
        <PasswordInput {...control} name={name} autoComplete={autoComplete} meter={name === "newPassword"} required />
      )}
    </Field>
  );

  return (
    <Panel title="Password">
      <form className={styles.form} onSubmit={onSubmit}>
        {state.kind === "done" ? (
          <p className={alertClass("success")} role="status">
            Your password is changed. You were signed out everywhere else.
          </p>
        ) : null}
        {state.kind === "failed" ? <Alert>{state.failure.message}</Alert> : null}
        <div className={`${layout.toolbar} ${styles.row}`}>
          {field("currentPassword", "Current password", "current-password")}
        </div>
        <div className={`${layout.toolbar} ${styles.row}`}>
          {field("newPassword", "New password", "new-password", "At least 12 characters, not a common password.")}
          {field("repeat", "New password again", "new-password")}
        </div>
        <ButtonRow>
          <SubmitButton busy={state.kind === "pending"} busyText="Changing...">
            Change password
          </SubmitButton>
        </ButtonRow>
      </form>
    </Panel>
  );
}
