/**
 * The page an invitation or a set-password link opens: it reads the token from the address's
 * fragment (never sent to a server log), asks the server whom the link is for, and lets that
 * person choose a password once. Then they sign in as usual.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { type InvitationDetails, staffAccountPaths } from "#contracts/staff-accounts";
import { adminRequest } from "~/features/admin/api/client";
import { LOGIN_PATH } from "~/features/admin/paths";
import page from "~/features/admin/shell/page.module.css";
import styles from "~/features/admin/shell/signed-out.module.css";
import { type Failure, failureOf } from "~/features/admin/api/failure";
import { PasswordInput } from "~/features/admin/ui/password-input";
import { Alert, alertClass } from "~/features/admin/ui/alert";
import { SubmitButton, buttonClass } from "~/features/admin/ui/button";
import { Field } from "~/features/admin/ui/field";

type State =
  | { kind: "checking" }
  | { kind: "gone"; message: string }
  | { kind: "ready"; details: InvitationDetails; pending: boolean; failure: Failure | null }
  | { kind: "done"; email: string };

export function tokenFromFragment(hash: string): string | null {
  return /(?:^#|&)token=([A-Za-z0-9_-]{43})(?:&|$)/.exec(hash)?.[1] ?? null;
}

export function SetPasswordForm() {
  const id = useId();
  const [token] = useState(() => tokenFromFragment(window.location.hash));
  const [state, setState] = useState<State>(() =>
    token
      ? { kind: "checking" }
      : { kind: "gone", message: "This link is not complete. Open it again from the e-mail." },
  );
  const passwordField = useRef<HTMLInputElement>(null);
  const ready = state.kind === "ready";

  // The form appears once the link is checked: the password field takes the focus then.
  useEffect(() => {
    if (ready) passwordField.current?.focus();
  }, [ready]);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    adminRequest<InvitationDetails>(staffAccountPaths.invitationCheck, {
      method: "POST",
      body: { token },
      signal: controller.signal,
      redirectOnUnauthorized: false,
    }).then(
      (details) => setState({ kind: "ready", details, pending: false, failure: null }),
      (error) => {
        if (!controller.signal.aborted) setState({ kind: "gone", message: failureOf(error).message });
      },
    );
    return () => controller.abort();
  }, [token]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind !== "ready" || !token) return;
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    if (password !== String(form.get("repeat") ?? "")) {
      setState({ ...state, failure: { message: "The two passwords differ.", fields: {} } });
      return;
    }
    setState({ ...state, pending: true, failure: null });
    try {
      const answer = await adminRequest<{ email: string }>(staffAccountPaths.invitationAccept, {
        method: "POST",
        body: { token, password },
        redirectOnUnauthorized: false,
      });
      setState({ kind: "done", email: answer.email });
    } catch (error) {
      setState({ ...state, pending: false, failure: failureOf(error) });
    }
  }

  if (state.kind === "checking") return <p className={styles.intro}>Checking the link...</p>;
  if (state.kind === "gone") {
    return (
      <div className={page.form}>
        <Alert>{state.message}</Alert>
        <Link to={LOGIN_PATH}>Go to the sign-in page</Link>
      </div>
    );
  }
  if (state.kind === "done") {
    return (
      <div className={page.form}>
        <p className={alertClass("success")} role="status">
          Your password is set. Sign in with {state.email} and your new password.
        </p>
        <Link to={LOGIN_PATH} className={buttonClass({ variant: "primary", block: true })}>
          Sign in
        </Link>
      </div>
    );
  }
  const { details, pending, failure } = state;
  return (
    <form className={page.form} onSubmit={submit}>
      <p className={styles.intro}>
        {details.purpose === "invitation" ? `Welcome, ${details.name}.` : `Hello, ${details.name}.`} Choose a password
        for <strong>{details.email}</strong>: at least 12 characters, not a common password.
      </p>
      {failure ? <Alert>{failure.message}</Alert> : null}
      <input type="hidden" name="username" autoComplete="username" value={details.email} />
      <Field id={`${id}-password`} label="New password">
        {(control) => (
          <PasswordInput {...control} name="password" autoComplete="new-password" required ref={passwordField} meter />
        )}
      </Field>
      <Field id={`${id}-repeat`} label="New password again">
        {(control) => <PasswordInput {...control} name="repeat" autoComplete="new-password" required />}
      </Field>
      <SubmitButton block busy={pending} busyText="Saving...">
        Set password
      </SubmitButton>
    </form>
  );
}
