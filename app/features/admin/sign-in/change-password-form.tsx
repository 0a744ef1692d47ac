/**
 * Shown after signing in with a password that was generated or falls short of the policy (the
 * sign-in answered mustChangePassword): a new password, typed twice, before the dashboard opens.
 * The current password is the one just typed, sent again as the server asks; the server's rules
 * (12 characters, not a common password) come back as its message.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { STAFF_PASSWORD_MIN_LENGTH, staffPaths } from "#contracts/staff-portal";
import { AdminApiError, adminRequest } from "~/features/admin/api/client";
import page from "~/features/admin/shell/page.module.css";
import styles from "~/features/admin/shell/signed-out.module.css";
import { PasswordInput } from "~/features/admin/ui/password-input";
import { alertClass } from "~/features/admin/ui/alert";
import { SubmitButton } from "~/features/admin/ui/button";
import { Field } from "~/features/admin/ui/field";

type ChangeState = { kind: "idle" } | { kind: "pending" } | { kind: "error"; message: string };

export function ChangePasswordForm({ currentPassword, onChanged }: { currentPassword: string; onChanged: () => void }) {
  const id = useId();
  const [state, setState] = useState<ChangeState>({ kind: "idle" });
  const newPasswordField = useRef<HTMLInputElement>(null);

  // This form takes the place of the sign-in form, whose button had the focus: it goes to the first field.
  useEffect(() => newPasswordField.current?.focus(), []);

  async function change(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === "pending") return;
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get("newPassword") ?? "");
    if (newPassword !== String(form.get("repeatPassword") ?? "")) {
      setState({ kind: "error", message: "The two new passwords differ." });
      return;
    }
    setState({ kind: "pending" });
    try {
      await adminRequest(staffPaths.password, { method: "POST", body: { currentPassword, newPassword } });
      onChanged();
    } catch (error) {
      const fields = error instanceof AdminApiError ? error.fields : undefined;
      const message =
        fields?.newPassword ??
        (error instanceof AdminApiError && error.fromServer ? error.message : "The password could not be changed.");
      setState({ kind: "error", message });
    }
  }

  return (
    <form className={page.form} onSubmit={change} aria-describedby={`${id}-why`}>
      <p id={`${id}-why`} className={styles.intro}>
        Choose your own password before you go on: at least {STAFF_PASSWORD_MIN_LENGTH} characters, and not one that is
        commonly used.
      </p>
      {state.kind === "error" ? (
        <div role="alert" className={alertClass("error")}>
          {state.message}
        </div>
      ) : null}
      <Field id={`${id}-new`} label="New password">
        {(control) => (
          <PasswordInput
            {...control}
            ref={newPasswordField}
            name="newPassword"
            autoComplete="new-password"
            meter
            minLength={STAFF_PASSWORD_MIN_LENGTH}
            required
          />
        )}
      </Field>
      <Field id={`${id}-repeat`} label="Repeat the new password">
        {(control) => (
          <PasswordInput
            {...control}
            name="repeatPassword"
            autoComplete="new-password"
            minLength={STAFF_PASSWORD_MIN_LENGTH}
            required
          />
        )}
      </Field>
      <SubmitButton block busy={state.kind === "pending"} busyText="Saving...">
        Save the new password
      </SubmitButton>
    </form>
  );
}
