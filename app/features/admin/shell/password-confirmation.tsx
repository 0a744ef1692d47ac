/**
 * The password again, asked in a dialog when a change wants it recent (user management, ASVS
 * 3.7.1): the frame registers this with the HTTP client, which shows it on a 403
 * password_confirmation_required and sends the change once more when the server took the password.
 * Cancel (or Escape) gives up, and the change fails with the server's message.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { RECENT_PASSWORD_MINUTES } from "#contracts/staff-portal";
import { staffAccountPaths } from "#contracts/staff-accounts";
import { Dialog } from "~/features/admin/ui/dialog";
import { adminRequest, setPasswordConfirmer } from "~/features/admin/api/client";
import { PasswordInput } from "~/features/admin/ui/password-input";
import { type Failure, failureOf } from "~/features/admin/api/failure";
import styles from "./page.module.css";
import { Alert } from "~/features/admin/ui/alert";
import { buttonClass } from "~/features/admin/ui/button";
import { Field } from "~/features/admin/ui/field";

export function PasswordConfirmation() {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(
    () =>
      setPasswordConfirmer(
        () =>
          new Promise<boolean>((resolve) => {
            answer.current?.(false);
            answer.current = resolve;
            setFailure(null);
            setOpen(true);
          }),
      ),
    [],
  );
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  const finish = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setOpen(false);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = field.current?.value ?? "";
    setPending(true);
    setFailure(null);
    try {
      await adminRequest(staffAccountPaths.confirmPassword, { method: "POST", body: { password } });
      finish(true);
    } catch (error) {
      setFailure(failureOf(error));
      field.current?.focus();
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onClose={() => finish(false)} title="Enter your password again">
      <form className={styles.form} onSubmit={submit}>
        <p className={styles.muted}>
          Giving, changing or taking away access to the portal needs your password once more. It is not asked again for{" "}
          {RECENT_PASSWORD_MINUTES} minutes.
        </p>
        {failure ? <Alert>{failure.message}</Alert> : null}
        <Field id={`${id}-password`} label="Your password" error={failure?.fields.password}>
          {(control) => (
            <PasswordInput {...control} ref={field} name="password" autoComplete="current-password" required />
          )}
        </Field>
        <div className={styles.actions}>
          <button type="submit" className={buttonClass({ variant: "primary" })} disabled={pending}>
            {pending ? "Checking..." : "Confirm"}
          </button>
          <button type="button" className={buttonClass()} onClick={() => finish(false)} disabled={pending}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
